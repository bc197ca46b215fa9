/**
 * The key of a game record for caches: a hash of what decides the game (options, seed, deal and
 * moves), so the same game opened from anywhere (finished here, online, a file) finds its saved
 * analysis. cyrb53: 53 bits, plenty for a browser's own handful of games.
 *
 * @example
 * recordKey(record); // 'k3v0q1w8r2x'
 */
import type { GameRecord } from '@tnt/engine';

function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function recordKey(record: GameRecord): string {
  const { options, seed, supplyOrder, moves } = record;
  return cyrb53(JSON.stringify({ options, seed, supplyOrder, moves })).toString(36);
}
