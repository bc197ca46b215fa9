/**
 * A player's name as the page shows it. The server gives a deleted account the name kept for it
 * (DELETED_PLAYER_NAME, which nobody can choose), and the page says it in its own language.
 */
import { DELETED_PLAYER_NAME } from '@tnt/protocol';
import { t } from '../i18n/index.ts';

export const shownName = (name: string): string =>
  name === DELETED_PLAYER_NAME ? t('player.deleted') : name;
