/**
 * Who is on a ladder: people by their player id, and each bot level as an identity of its own,
 * `bot:LEVEL` (`bot:search:hard`), so that a player sees "you 1,480, hard bot 1,620". Player ids
 * are base64url and never hold a colon, so the two kinds cannot be confused.
 */
import { BOT_LEVELS, type BotLevel } from '@tnt/protocol';

const PREFIX = 'bot:';

export const botIdentity = (level: BotLevel): string => `${PREFIX}${level}`;

/** The bot level of an identity, or null for a person. */
export function levelOf(identity: string): BotLevel | null {
  if (!identity.startsWith(PREFIX)) return null;
  const level = identity.slice(PREFIX.length);
  return (BOT_LEVELS as readonly string[]).includes(level) ? (level as BotLevel) : null;
}

/** Every bot level's identity, weakest first. */
export const BOT_IDENTITIES: readonly string[] = BOT_LEVELS.map(botIdentity);
