/**
 * The positions the value network learns from: games played to the end by the rollout policy for
 * every seat (the play the value stands in for, at the end of a rollout cut short), each position
 * at the start of a turn written as every seat's features (features.ts) with the reward that seat
 * earned at the end (search/reward.ts).
 *
 * @example
 * const samples = selfPlaySamples(2, 5_000, 'fit-1', gamesOf(false)); // the base game
 */
import {
  EXPANSIONS,
  createGame,
  isOver,
  seedRng,
  type Expansion,
  type GameOptions,
  type GameState,
} from '@tnt/engine';
import { MAX_LEGAL_MOVES, applyCode, generateMoves } from '@tnt/engine/fast';
import { reward } from '../search/reward.ts';
import { rolloutCode } from '../search/rollout.ts';
import { featureCount, writeFeatures } from './features.ts';
import type { Samples } from './fit.ts';

/** A bound on a game's moves; the rollout policy ends its games in a few hundred. */
const MAX_GAME_MOVES = 20_000;

/** Plays one game by the rollout policy, calling `atTurn` at the start of every turn. */
export function playRolloutGame(
  options: GameOptions,
  seed: string,
  atTurn: (s: GameState) => void,
): GameState {
  const created = createGame({ options, seed });
  if (!created.ok) throw new Error(`value self-play: ${created.error.message}`);
  const s = created.value;
  const rng = seedRng(`value self-play ${seed}`);
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  let turn = -1;
  for (let k = 0; k < MAX_GAME_MOVES && !isOver(s); k++) {
    if (s.turn !== turn) {
      turn = s.turn;
      atTurn(s);
    }
    const n = generateMoves(s, codes);
    applyCode(s, rolloutCode(s, codes, n, rng));
  }
  return s;
}

/** Rows of features and their targets, in typed arrays that grow as rows are added. */
class SampleBuffer {
  x: Float64Array;
  y: Float64Array;
  count = 0;

  constructor(readonly inputs: number) {
    this.x = new Float64Array(inputs * 1024);
    this.y = new Float64Array(1024);
  }

  /** Room for one more row; returns where its features go. */
  add(): number {
    if (this.count === this.y.length) {
      const x = new Float64Array(this.x.length * 2);
      x.set(this.x);
      this.x = x;
      const y = new Float64Array(this.y.length * 2);
      y.set(this.y);
      this.y = y;
    }
    return this.count++ * this.inputs;
  }

  samples(): Samples {
    return {
      inputs: this.inputs,
      count: this.count,
      x: this.x.slice(0, this.count * this.inputs),
      y: this.y.slice(0, this.count),
    };
  }
}

/** Every combination of one expansion or more: the games the expansions' network serves. */
export function expansionSets(): Expansion[][] {
  const sets: Expansion[][] = [[]];
  for (const expansion of EXPANSIONS) {
    for (const set of [...sets]) sets.push([...set, expansion]);
  }
  return sets.slice(1);
}

/** The games a network is fitted to: the base game alone, or every combination of expansions. */
export const gamesOf = (expansions: boolean): Expansion[][] =>
  expansions ? expansionSets() : [[]];

/**
 * `games` games of self-play of `players` as samples, the combinations of the expansions `sets`
 * in turn: a row for every seat at the start of one turn a round (the turns of a round say nearly
 * the same of how a game ends), its target the seat's reward.
 */
export function selfPlaySamples(
  players: number,
  games: number,
  seed: string,
  sets: readonly (readonly Expansion[])[],
): Samples {
  const buffer = new SampleBuffer(featureCount(players));
  const row = new Float64Array(buffer.inputs);
  for (let g = 0; g < games; g++) {
    const first = buffer.count;
    const options: GameOptions = { players, expansions: sets[g % sets.length]! };
    const end = playRolloutGame(options, `${seed} ${g}`, (s) => {
      if ((s.turn + g) % players !== 0) return;
      for (let seat = 0; seat < players; seat++) {
        writeFeatures(s, seat, row);
        const at = buffer.add();
        buffer.x.set(row, at);
      }
    });
    if (!isOver(end)) {
      // A game cut off at the bound teaches nothing about how games end: its rows go.
      buffer.count = first;
      continue;
    }
    for (let i = first; i < buffer.count; i++) buffer.y[i] = reward(end, (i - first) % players);
  }
  return buffer.samples();
}
