/**
 * Fits the value network (network.ts) to positions and the rewards their seats went on to earn:
 * the cross-entropy of the logistic output against the reward (a number in [0, 1], so a soft
 * target), minimized by Adam over shuffled mini-batches. Deterministic for a seed: the first
 * weights and the order of the batches come from the engine's seeded generator.
 *
 * @example
 * const { net, validationError } = fitNetwork(samples, { hidden: 24, epochs: 8, seed: 'v1' });
 */
import { nextUint32, seedRng, type RngState } from '@tnt/engine';
import { networkOf, preActivation, logistic, type Network } from './network.ts';

/** Positions and their targets: row i of `x` (`inputs` numbers) was worth `y[i]`. */
export interface Samples {
  readonly inputs: number;
  readonly count: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
}

export interface FitOptions {
  readonly hidden: number;
  readonly epochs: number;
  readonly seed: string;
  readonly batch?: number;
  readonly learningRate?: number;
  /** Share of the samples kept out of the fit to measure it. */
  readonly validation?: number;
  /** Called after each epoch with its training and validation errors. */
  readonly onEpoch?: (epoch: number, trainError: number, validationError: number) => void;
}

export interface FitResult {
  readonly net: Network;
  /** Mean squared error of the fitted value on the validation samples. */
  readonly validationError: number;
  /** Mean squared error of the validation samples' mean target: what a constant would do. */
  readonly constantError: number;
}

const uniform = (rng: RngState): number => nextUint32(rng) / 4294967296;

/** Each input's mean and standard deviation over the training rows. */
function moments(samples: Samples, rows: Uint32Array): { mean: number[]; scale: number[] } {
  const { inputs, x } = samples;
  const mean = new Array<number>(inputs).fill(0);
  const square = new Array<number>(inputs).fill(0);
  for (const r of rows) {
    for (let i = 0; i < inputs; i++) {
      const v = x[r * inputs + i]!;
      mean[i]! += v;
      square[i]! += v * v;
    }
  }
  const scale = mean.map((sum, i) => {
    const m = sum / rows.length;
    return Math.sqrt(Math.max(0, square[i]! / rows.length - m * m));
  });
  return { mean: mean.map((sum) => sum / rows.length), scale };
}

/** Mean squared error of the network on the given rows. */
export function meanSquaredError(net: Network, samples: Samples, rows: Uint32Array): number {
  const row = new Float64Array(samples.inputs);
  let sum = 0;
  for (const r of rows) {
    row.set(samples.x.subarray(r * samples.inputs, (r + 1) * samples.inputs));
    const d = logistic(preActivation(net, row)) - samples.y[r]!;
    sum += d * d;
  }
  return rows.length === 0 ? 0 : sum / rows.length;
}

/** Adam's moment estimates for one array of parameters. */
class AdamSlot {
  readonly m: Float64Array;
  readonly v: Float64Array;
  readonly grad: Float64Array;
  constructor(size: number) {
    this.m = new Float64Array(size);
    this.v = new Float64Array(size);
    this.grad = new Float64Array(size);
  }

  step(params: Float64Array, rate: number, t: number): void {
    const b1 = 0.9;
    const b2 = 0.999;
    const c1 = 1 - b1 ** t;
    const c2 = 1 - b2 ** t;
    for (let i = 0; i < params.length; i++) {
      const g = this.grad[i]!;
      this.m[i] = b1 * this.m[i]! + (1 - b1) * g;
      this.v[i] = b2 * this.v[i]! + (1 - b2) * g * g;
      params[i]! -= (rate * (this.m[i]! / c1)) / (Math.sqrt(this.v[i]! / c2) + 1e-8);
    }
    this.grad.fill(0);
  }
}

export function fitNetwork(samples: Samples, options: FitOptions): FitResult {
  const { inputs, count } = samples;
  const { hidden, epochs } = options;
  const batch = options.batch ?? 256;
  const rate = options.learningRate ?? 0.003;
  const rng = seedRng(`value fit ${options.seed}`);
  // Rows in a seeded random order; the last share is kept for validation.
  const order = Uint32Array.from({ length: count }, (_, i) => i);
  shuffle(order, rng);
  const held = Math.floor(count * (options.validation ?? 0.1));
  const validation = order.slice(count - held);
  const training = order.slice(0, count - held);
  const { mean, scale } = moments(samples, training);
  const bound = 1 / Math.sqrt(inputs);
  const net = networkOf({
    inputs,
    hidden,
    mean,
    scale,
    w1: Array.from({ length: inputs * hidden }, () => (2 * uniform(rng) - 1) * bound),
    b1: new Array<number>(hidden).fill(0),
    w2: Array.from({ length: hidden }, () => (2 * uniform(rng) - 1) / Math.sqrt(hidden)),
    b2: 0,
  });
  const slots = {
    w1: new AdamSlot(net.w1.length),
    b1: new AdamSlot(hidden),
    w2: new AdamSlot(hidden),
    b2: new AdamSlot(1),
  };
  const b2 = new Float64Array(1);
  const row = new Float64Array(inputs);
  let t = 0;
  for (let epoch = 1; epoch <= epochs; epoch++) {
    shuffle(training, rng);
    let trainSum = 0;
    for (let start = 0; start < training.length; start += batch) {
      const end = Math.min(training.length, start + batch);
      for (let k = start; k < end; k++) {
        const r = training[k]!;
        row.set(samples.x.subarray(r * inputs, (r + 1) * inputs));
        const p = logistic(preActivation(net, row));
        const err = p - samples.y[r]!;
        trainSum += err * err;
        // The cross-entropy's gradient at the logistic's input is p - y.
        slots.b2.grad[0]! += err;
        for (let j = 0; j < hidden; j++) {
          const hj = net.h[j]!;
          slots.w2.grad[j]! += err * hj;
          const back = err * net.w2[j]! * (1 - hj * hj);
          slots.b1.grad[j]! += back;
          const at = j * inputs;
          for (let i = 0; i < inputs; i++) slots.w1.grad[at + i]! += back * net.x[i]!;
        }
      }
      const size = end - start;
      for (const slot of Object.values(slots))
        for (let i = 0; i < slot.grad.length; i++) slot.grad[i]! /= size;
      t++;
      slots.w1.step(net.w1, rate, t);
      slots.b1.step(net.b1, rate, t);
      slots.w2.step(net.w2, rate, t);
      b2[0] = net.b2;
      slots.b2.step(b2, rate, t);
      net.b2 = b2[0]!;
    }
    options.onEpoch?.(
      epoch,
      trainSum / training.length,
      meanSquaredError(net, samples, validation),
    );
  }
  let meanTarget = 0;
  for (const r of validation) meanTarget += samples.y[r]!;
  meanTarget /= Math.max(1, validation.length);
  let constantError = 0;
  for (const r of validation) constantError += (samples.y[r]! - meanTarget) ** 2;
  return {
    net,
    validationError: meanSquaredError(net, samples, validation),
    constantError: constantError / Math.max(1, validation.length),
  };
}

function shuffle(items: Uint32Array, rng: RngState): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextUint32(rng) % (i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}
