/**
 * The game's source of chance: a small PRNG (sfc32) whose whole state is four 32-bit words kept in
 * the game state, so a game can be cloned, stored and replayed exactly. Never Math.random.
 *
 * @example
 * const rng = seedRng('my seed');
 * const die = nextInt(rng, 6); // 0..5
 */

/** Four 32-bit words of PRNG state. */
export type RngState = Uint32Array;

/** Derives the PRNG state from a text seed (cyrb128 hash), then warms the generator up. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state = new Uint32Array([h1 ^ h2 ^ h3 ^ h4, h2 ^ h1, h3 ^ h1, h4 ^ h1]);
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** The next 32-bit unsigned integer; advances the state in place. */
export function nextUint32(s: RngState): number {
  const a = s[0]!;
  const b = s[1]!;
  const c = s[2]!;
  const d = s[3]!;
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  s[2] = ((c << 21) | (c >>> 11)) + t;
  return t >>> 0;
}

/** A uniform integer in [0, n), for n up to 2^32 (the bias for small n is below 1e-7). */
export function nextInt(s: RngState, n: number): number {
  return Math.floor((nextUint32(s) / 4294967296) * n);
}

/** Shuffles the first `length` entries of `items` in place (Fisher-Yates). */
export function shuffleInPlace(s: RngState, items: Uint8Array, length: number): void {
  for (let i = length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}
