/**
 * The quick phrases and the chat's length limit, as the protocol defines them (one list: the page
 * reads server messages with the protocol's parser anyway, so its module is in the page already).
 */
import { CHAT_LIMITS, QUICK_PHRASES, type QuickPhrase } from '@tnt/protocol';

export const PHRASES = QUICK_PHRASES;

/** Characters of a line, as the server counts them after normalising. */
export const MAX_CHAT_CHARS = CHAT_LIMITS.maxChars;

export const isPhrase = (x: unknown): x is QuickPhrase =>
  (PHRASES as readonly unknown[]).includes(x);
