/**
 * The learned value of a position: the reward (search/reward.ts) a seat can expect from it, as the
 * network fitted to rollout-policy self-play (self-play.ts, fit.ts) reads it off the position's
 * features (features.ts). A rollout cut short is valued so, where a network for the game exists;
 * elsewhere by the hand-made estimate of search/estimate.ts. For each number of players the base
 * game has a network of its own and the expansions share one, which reads the expansions played
 * among its features (value-weights.json, written by `tnt fit-value`): a network fitted to every
 * combination at once valued base-game positions less well.
 *
 * Node reads the weights file with this module. The web client's build leaves it out of the bot
 * worker's script (it would be most of the script) and the worker fetches it as data once, then
 * hands it over with `useValueWeights` before any bot thinks.
 *
 * @example
 * const net = valueNetworkFor(state);
 * const value = net === null ? estimatedReward(state, seat) : learnedValue(net, state, seat);
 */
import type { GameState } from '@tnt/engine';
import { playedExpansions } from '../expansions/built-in.ts';
import { featureCount, writeFeatures } from './features.ts';
import { networkOf, valueOf, type Network, type NetworkWeights } from './network.ts';
import bundled from './value-weights.json' with { type: 'json' };

/** The weights file: the networks by `gameKey`. */
export interface ValueWeightsFile {
  readonly format: 'thurn-und-taxis-value';
  readonly version: 1;
  /** How the networks were made: the command, games and errors, for the next fit to compare. */
  readonly fitted: Readonly<Record<string, unknown>>;
  readonly networks: Readonly<Record<string, NetworkWeights>>;
}

/** The games a network is for: the base game of a number of players, or its games with expansions. */
export const gameKey = (players: number, expansions: boolean): string =>
  `${players}-${expansions ? 'expansions' : 'base'}`;

let file = bundled as ValueWeightsFile;
/** Networks made ready, by `gameKey`. */
let ready = new Map<string, Network | null>();

/** Whether a value read from outside (a fetched file) is a weights file of this version. */
function isWeightsFile(value: unknown): value is ValueWeightsFile {
  if (typeof value !== 'object' || value === null) return false;
  const { format, version, networks } = value as Record<string, unknown>;
  return (
    format === 'thurn-und-taxis-value' &&
    version === 1 &&
    typeof networks === 'object' &&
    networks !== null
  );
}

/**
 * The weights every search reads from now on (the web client's worker, once it has fetched them).
 * A network whose shape does not match its weights is refused when a game first asks for it.
 */
export function useValueWeights(weights: unknown): void {
  if (!isWeightsFile(weights)) throw new Error('not a value weights file of version 1');
  file = weights;
  ready = new Map();
}

/** A row of features for each network width, written anew at every valuation (no allocation). */
const features = new Map<number, Float64Array>();

/** The network for the state's game, or null where none was fitted. */
export function valueNetworkFor(s: GameState): Network | null {
  const key = gameKey(s.players, playedExpansions(s.rules).length > 0);
  let net = ready.get(key);
  if (net === undefined) {
    const stored = file.networks[key];
    net = stored === undefined ? null : networkOf(stored);
    if (net !== null && net.inputs !== featureCount(s.players)) {
      throw new Error(
        `value network ${key}: ${net.inputs} inputs, the features are ${featureCount(s.players)}`,
      );
    }
    ready.set(key, net);
  }
  return net;
}

/** The network's value of the position for the seat, in (0, 1). */
export function learnedValue(net: Network, s: GameState, seat: number): number {
  let row = features.get(net.inputs);
  if (row === undefined) {
    row = new Float64Array(net.inputs);
    features.set(net.inputs, row);
  }
  writeFeatures(s, seat, row);
  return valueOf(net, row);
}
