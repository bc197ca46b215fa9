/**
 * The computer players a seat may be given, by the names the lobby, the HTTP API, tournaments and
 * the ratings use. The names are part of the wire: the bots package builds a bot for each of them
 * (and checks at compile time that its levels are exactly these), so a client never needs the bots'
 * code to offer or show a level.
 *
 * @example
 * BOT_LEVELS.includes('search:hard'); // true
 */

/** The search's named levels, weakest first. */
export const SEARCH_LEVEL_NAMES = ['easy', 'normal', 'hard'] as const;
export type SearchLevelName = (typeof SEARCH_LEVEL_NAMES)[number];

/** Every bot a seat may have, weakest first. */
export const BOT_LEVELS = [
  'random',
  'heuristic',
  'search:easy',
  'search:normal',
  'search:hard',
] as const satisfies readonly ('random' | 'heuristic' | `search:${SearchLevelName}`)[];
export type BotLevel = (typeof BOT_LEVELS)[number];

/** True when `text` names a bot level. */
export const isBotLevel = (text: unknown): text is BotLevel =>
  (BOT_LEVELS as readonly unknown[]).includes(text);
