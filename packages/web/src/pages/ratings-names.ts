/** How an identity on a ladder is named on the page: a person's name, or the bot level's words. */
import type { RatedIdentity } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import { shownName } from '../ui/shown-name.ts';

export const identityName = (who: RatedIdentity): string =>
  who.bot !== null
    ? t(`level.${who.bot}`)
    : who.name === ''
      ? t('profile.anonymous')
      : shownName(who.name);
