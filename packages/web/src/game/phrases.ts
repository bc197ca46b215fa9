/**
 * The quick phrases and the chat's length limit as the browser needs them. The protocol's module
 * holds them beside its schemas (and zod), which stay out of the bundle: these copies are checked
 * against the protocol's types by the compiler, so a phrase added there fails the build here.
 */
import type { CHAT_LIMITS, QuickPhrase } from '@tnt/protocol';

export const PHRASES = [
  'hello',
  'good-luck',
  'good-game',
  'well-played',
  'your-turn',
  'thinking',
  'thanks',
  'sorry',
  'back-soon',
] as const satisfies readonly QuickPhrase[];

/** Fails to compile when the protocol has a phrase this list lacks. */
export const PHRASES_COMPLETE: [Exclude<QuickPhrase, (typeof PHRASES)[number]>] extends [never]
  ? true
  : false = true;

/** Characters of a line, as the server counts them after normalising. */
export const MAX_CHAT_CHARS: typeof CHAT_LIMITS.maxChars = 300;

export const isPhrase = (x: unknown): x is QuickPhrase =>
  (PHRASES as readonly unknown[]).includes(x);
