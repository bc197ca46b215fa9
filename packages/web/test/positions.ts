/**
 * Positions for the client's tests, reached only through the engine's public API: a game with a
 * known deal (the engine's `supplyOrder`) and moves in the text notation.
 *
 * @example
 * const s = gameAfter(['Ulm', 'Stuttgart'], [[0, 'draw 1'], [0, 'draw 1']]);
 */
import {
  BASE_MAP,
  createGame,
  moveFromText,
  play,
  type GameOptions,
  type GameState,
} from '@tnt/engine';

/** Every card of the base board once per copy: `first`, then the rest in the board's city order. */
export function deal(first: readonly string[]): string[] {
  const left = new Map(BASE_MAP.cities.map((c) => [c.name, BASE_MAP.cityCardsPerCity]));
  for (const name of first) {
    const n = left.get(name) ?? 0;
    if (n === 0) throw new Error(`no copy of ${name} left to deal`);
    left.set(name, n - 1);
  }
  return [
    ...first,
    ...BASE_MAP.cities.flatMap((c) => Array<string>(left.get(c.name) ?? 0).fill(c.name)),
  ];
}

export function newGame(first: readonly string[], options: Partial<GameOptions> = {}): GameState {
  const made = createGame({
    options: { players: 2, startingPlayer: 0, ...options },
    seed: 'web tests',
    supplyOrder: deal(first),
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Plays moves given as [seat, notation]; throws at the first one the engine refuses. */
export function playMoves(
  state: GameState,
  moves: readonly (readonly [number, string])[],
): GameState {
  let s = state;
  for (const [seat, text] of moves) {
    const move = moveFromText(text);
    if (!move.ok) throw new Error(`${text}: ${move.error.message}`);
    const next = play(s, seat, move.value);
    if (!next.ok) throw new Error(`${text}: ${next.error.code} ${next.error.message}`);
    s = next.value;
  }
  return s;
}

export const gameAfter = (
  first: readonly string[],
  moves: readonly (readonly [number, string])[],
  options: Partial<GameOptions> = {},
): GameState => playMoves(newGame(first, options), moves);

/**
 * The display starts Ulm, Stuttgart, Augsburg, München, Basel, Linz; the supply's top cards are
 * Kempten, Zürich, Würzburg, Nürnberg. Seat 0 (empty hand, so the Postmaster is forced) takes
 * Ulm and Stuttgart and starts a route with Ulm; seat 1 takes Augsburg and München and starts
 * with Augsburg. Seat 0 is then to draw, holding Stuttgart, with the route Ulm.
 */
export const OPENING: readonly string[] = [
  'Ulm',
  'Stuttgart',
  'Augsburg',
  'München',
  'Basel',
  'Linz',
  'Kempten',
  'Zürich',
  'Würzburg',
  'Nürnberg',
];

export const OPENING_MOVES: readonly (readonly [number, string])[] = [
  [0, 'draw 1'],
  [0, 'draw 2'],
  [0, 'play Ulm new'],
  [0, 'end turn'],
  [1, 'draw 3'],
  [1, 'draw 4'],
  [1, 'play Augsburg new'],
  [1, 'end turn'],
];
