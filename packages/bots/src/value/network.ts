/**
 * The learned value's network: the features (features.ts), standardized, through one hidden layer
 * of tanh units to one logistic output, the expected reward (search/reward.ts) of the seat valued.
 * Small on purpose: it runs at the end of every rollout that stops early, thousands of times a
 * decision, in the browser's worker as in Node, so it is plain arithmetic over typed arrays.
 *
 * @example
 * const net = networkOf(weights);
 * const value = valueOf(net, features); // in (0, 1)
 */

/** A network's parameters as stored in the weights file. */
export interface NetworkWeights {
  readonly inputs: number;
  readonly hidden: number;
  /** Each input's mean and spread over the training positions: inputs are standardized by them. */
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  /** `hidden` rows of `inputs` weights. */
  readonly w1: readonly number[];
  readonly b1: readonly number[];
  readonly w2: readonly number[];
  readonly b2: number;
}

/** A network ready to run: its parameters in typed arrays and scratch for the hidden layer. */
export interface Network {
  readonly inputs: number;
  readonly hidden: number;
  readonly mean: Float64Array;
  readonly invScale: Float64Array;
  readonly w1: Float64Array;
  readonly b1: Float64Array;
  readonly w2: Float64Array;
  b2: number;
  /** Standardized inputs of the last evaluation. */
  readonly x: Float64Array;
  /** Hidden activations of the last evaluation. */
  readonly h: Float64Array;
}

export function networkOf(weights: NetworkWeights): Network {
  const { inputs, hidden } = weights;
  if (
    weights.mean.length !== inputs ||
    weights.scale.length !== inputs ||
    weights.w1.length !== inputs * hidden ||
    weights.b1.length !== hidden ||
    weights.w2.length !== hidden
  ) {
    throw new Error('value network: the weights do not match their stated shape');
  }
  return {
    inputs,
    hidden,
    mean: Float64Array.from(weights.mean),
    invScale: Float64Array.from(weights.scale, (v) => (v > 0 ? 1 / v : 0)),
    w1: Float64Array.from(weights.w1),
    b1: Float64Array.from(weights.b1),
    w2: Float64Array.from(weights.w2),
    b2: weights.b2,
    x: new Float64Array(inputs),
    h: new Float64Array(hidden),
  };
}

/** Significant digits a parameter keeps in the weights file: far finer than the fit's errors. */
const DIGITS = 6;
const stored = (v: number): number => Number(v.toPrecision(DIGITS));

/** The network's parameters as plain numbers, for the weights file. */
export function weightsOf(net: Network): NetworkWeights {
  return {
    inputs: net.inputs,
    hidden: net.hidden,
    mean: Array.from(net.mean, stored),
    scale: Array.from(net.invScale, (v) => (v > 0 ? stored(1 / v) : 0)),
    w1: Array.from(net.w1, stored),
    b1: Array.from(net.b1, stored),
    w2: Array.from(net.w2, stored),
    b2: stored(net.b2),
  };
}

export const logistic = (z: number): number => 1 / (1 + Math.exp(-z));

/** The network's output before the logistic; leaves the standardized inputs and hidden layer in `net`. */
export function preActivation(net: Network, features: Float64Array): number {
  const { inputs, hidden, mean, invScale, w1, b1, w2, x, h } = net;
  for (let i = 0; i < inputs; i++) x[i] = (features[i]! - mean[i]!) * invScale[i]!;
  let z = net.b2;
  for (let j = 0; j < hidden; j++) {
    let a = b1[j]!;
    const row = j * inputs;
    for (let i = 0; i < inputs; i++) a += w1[row + i]! * x[i]!;
    const t = Math.tanh(a);
    h[j] = t;
    z += w2[j]! * t;
  }
  return z;
}

/** The expected reward the network gives the features, in (0, 1). */
export const valueOf = (net: Network, features: Float64Array): number =>
  logistic(preActivation(net, features));
