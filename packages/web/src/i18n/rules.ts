/**
 * The rules summary's sections, in the order shown. Each language gives every section (the
 * compiler checks it); officials, tiles and carriages link to their section by id.
 */
export const RULE_SECTIONS = [
  'overview',
  'turn',
  'draw',
  'play',
  'close',
  'officials',
  'official-administrator',
  'official-postmaster',
  'official-postal-carrier',
  'official-cartwright',
  'houses',
  'bonus',
  'bonus-route',
  'bonus-provinces',
  'bonus-all',
  'carriages',
  'game-end',
  'scoring',
  'messenger',
  'offices',
  'pg',
  'pg-horses',
  'pg-free-cities',
] as const;
export type RuleId = (typeof RULE_SECTIONS)[number];

export interface RuleText {
  readonly title: string;
  readonly text: readonly string[];
}

export type RulesCatalog = Readonly<Record<RuleId, RuleText>>;
