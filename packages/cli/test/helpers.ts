/**
 * Games for the tests, played through the engine's public API (legalMoves + play), so that the
 * command line is checked against records it did not make itself.
 */
import {
  createGame,
  legalMoves,
  makeRecord,
  nextInt,
  play,
  seedRng,
  type GameRecord,
  type GameSetup,
  type GameState,
  type Move,
} from '@tnt/engine';

export interface PlayedGame {
  readonly setup: GameSetup;
  readonly record: GameRecord;
  readonly state: GameState;
}

/** A random game from its start, stopped after `maxMoves` moves or at its end. */
export function randomGame(players: number, seed: string, maxMoves = Infinity): PlayedGame {
  const setup: GameSetup = { options: { players, map: 'base' }, seed };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const rng = seedRng(`${seed} test players`);
  const moves: { seat: number; move: Move }[] = [];
  while (moves.length < maxMoves) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[nextInt(rng, legal.length)]!;
    const next = play(state, state.current, move);
    if (!next.ok) throw new Error(next.error.message);
    moves.push({ seat: state.current, move });
    state = next.value;
  }
  return { setup, record: makeRecord(setup, moves), state };
}
