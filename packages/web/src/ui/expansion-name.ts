/** An expansion's name in the reader's language, from a name read off the wire (unknown ones as they came). */
import { EXPANSIONS, type Expansion } from '@tnt/engine';
import { t } from '../i18n/index.ts';

const isExpansion = (name: string): name is Expansion =>
  (EXPANSIONS as readonly string[]).includes(name);

export const expansionName = (name: string): string =>
  isExpansion(name) ? t(`expansion.${name}`) : name;
