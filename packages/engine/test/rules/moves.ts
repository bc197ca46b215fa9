/**
 * Plays moves in tests: in the text notation, by the seat whose decision it is, up to a closing,
 * or plainly to the end of the game.
 *
 * @example
 * const s = run(newGame(), 'draw supply', 'draw supply', 'play Pilsen new', 'end turn');
 */
import {
  legalMoves,
  moveFromText,
  Phase,
  play,
  type GameState,
  type MoveError,
  type Result,
} from '../../src/index.ts';
import { beginTurn, giveHand, giveRoute } from './builder.ts';

/** The result of one move in the notation by `seat` (the current seat unless told). */
export function attempt(
  s: GameState,
  text: string,
  seat = s.current,
): Result<GameState, MoveError> {
  const move = moveFromText(text);
  return move.ok ? play(s, seat, move.value) : move;
}

/**
 * The turn of `seat` up to its houses: the seat holds all of `route` but its last city on the
 * table, and that city and `hand` in its hand; it makes the `draws` (one from the supply unless
 * told), plays the last city at the right end and closes. The result awaits the seat's houses
 * (or what follows them, when no house fits).
 */
export function closing(
  s: GameState,
  seat: number,
  route: readonly string[],
  hand: readonly string[] = [],
  draws: readonly string[] = ['draw supply'],
): GameState {
  const last = route[route.length - 1]!;
  giveRoute(s, seat, route.slice(0, -1));
  giveHand(s, seat, [last, ...hand]);
  beginTurn(s, seat);
  return run(s, ...draws, `play ${last} right`, 'close');
}

/** Plays moves in the notation, each by the seat whose decision it is; throws on a refusal. */
export function run(s: GameState, ...texts: string[]): GameState {
  let state = s;
  for (const text of texts) {
    const next = attempt(state, text);
    if (!next.ok) throw new Error(`${text}: ${next.error.code} ${next.error.message}`);
    state = next.value;
  }
  return state;
}

/**
 * One plain move: the first draw offered, a card starting a new route, nothing closed, no house,
 * no carriage. The seats' routes may change but their scores stay as they were.
 */
export function plainMove(state: GameState): GameState {
  const moves = legalMoves(state);
  const pick =
    moves.find((m) => m.type === 'draw') ??
    moves.find((m) => m.type === 'play' && m.end === 'new') ??
    moves.find((m) => m.type === 'end-turn') ??
    moves.find((m) => m.type === 'finish-houses' || m.type === 'discard') ??
    moves.find((m) => m.type === 'carriage' && m.choice === 'decline');
  if (!pick) throw new Error('no plain move to play');
  const next = play(state, state.current, pick);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

/** Plays plain moves until the game is over; the seats of the turns played, the current one first. */
export function playOut(s: GameState, maxMoves = 200): { state: GameState; turns: number[] } {
  let state = s;
  const turns: number[] = state.phase === Phase.Over ? [] : [state.current];
  for (let i = 0; i < maxMoves && state.phase !== Phase.Over; i++) {
    const next = plainMove(state);
    if (next.turn !== state.turn && next.phase !== Phase.Over) turns.push(next.current);
    state = next;
  }
  if (state.phase !== Phase.Over) throw new Error('the game did not end');
  return { state, turns };
}
