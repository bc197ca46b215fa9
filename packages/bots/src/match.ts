/**
 * A whole game between bots, each seeing only its own view: the loop that tests, tournaments and
 * offline games share. Every move goes through the engine's validation, so a bot that chose an
 * illegal move stops the game with an error instead of corrupting it.
 *
 * @example
 * const result = playMatch({ options: { players: 2, map: 'base' }, seed: 'g1' }, [botA, botB]);
 * scoreSheet(result.state).winner;
 */
import {
  createGame,
  decision,
  play,
  playerView,
  type GameSetup,
  type GameState,
  type Move,
} from '@tnt/engine';
import type { Bot } from './bot.ts';

export interface MatchMove {
  readonly seat: number;
  readonly move: Move;
}

export interface MatchResult {
  readonly state: GameState;
  readonly moves: readonly MatchMove[];
  /** False when the game was cut off at the move limit. */
  readonly finished: boolean;
}

/** Called after each decision, e.g. to time it or to show progress. */
export type DecisionHook = (seat: number, move: Move, iterations: number) => void;

/** Far beyond any real game (random players end in some 30,000 moves); guards against a hang. */
export const MAX_MATCH_MOVES = 500_000;

export function playMatch(
  setup: GameSetup,
  bots: readonly Bot[],
  onDecision?: DecisionHook,
  maxMoves = MAX_MATCH_MOVES,
): MatchResult {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`cannot create the game: ${created.error.message}`);
  let state = created.value;
  const moves: MatchMove[] = [];
  for (;;) {
    // Offices of Honor asks any seat in a return round, not only the player whose turn it is.
    const next = decision(state);
    if (next === null) return { state, moves, finished: true };
    if (moves.length >= maxMoves) return { state, moves, finished: false };
    const seat = next.seat;
    const view = playerView(state, seat);
    const bot = bots[seat];
    if (bot === undefined) throw new Error(`no bot for seat ${seat + 1}`);
    const choice = bot.choose(view);
    const after = play(state, seat, choice.move);
    if (!after.ok) throw new Error(`${bot.label} chose an illegal move: ${after.error.message}`);
    state = after.value;
    moves.push({ seat, move: choice.move });
    onDecision?.(seat, choice.move, choice.iterations);
  }
}
