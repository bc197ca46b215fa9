/**
 * The heuristic bot: the heuristic policy applied to a state sampled from the bot's own view. The
 * policy reads only the bot's hand and public information, so the sampled hidden cards never
 * change its choice.
 *
 * @example
 * const bot = heuristicBot('seed');
 * bot.choose(playerView(state, state.current)).move; // e.g. { type: 'play', city: 'Ulm', end: 'right' }
 */
import { determinize, type GameState, type PlayerView } from '@tnt/engine';
import { MAX_LEGAL_MOVES, generateMoves } from '@tnt/engine/fast';
import { decisionRng, forcedMove, legalMoveOfCode, type Bot } from './bot.ts';
import { heuristicCode } from './heuristic/policy.ts';
import type { RngState } from '@tnt/engine';

/** A full state that agrees with the view; bots compute on it and never on the real state. */
export function sampleState(view: PlayerView, rng: RngState): GameState {
  const sample = determinize(view, rng);
  if (!sample.ok) throw new Error(`cannot sample the view: ${sample.error.message}`);
  return sample.value;
}

export function heuristicBot(seed: string): Bot {
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  return {
    kind: 'heuristic',
    label: 'heuristic',
    choose(view) {
      const forced = forcedMove(view);
      if (forced !== null) return { move: forced, iterations: 0 };
      const rng = decisionRng(seed, view);
      const s = sampleState(view, rng);
      const n = generateMoves(s, codes);
      const code = heuristicCode(s, codes, n, rng);
      return { move: legalMoveOfCode(view, code, s.board), iterations: 0 };
    },
  };
}
