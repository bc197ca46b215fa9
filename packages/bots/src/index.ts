/**
 * @tnt/bots: computer players for Thurn und Taxis. Every bot sees only its own player view and is
 * deterministic for a given seed and budget. No Node API: the package runs unchanged in a browser
 * Web Worker.
 *
 * @example
 * import { createBot, playMatch } from '@tnt/bots';
 * const bots = [0, 1, 2, 3].map((seat) => createBot({ kind: 'heuristic', seed: `seat ${seat}` }));
 * const result = playMatch({ options: { players: 4, map: 'base' }, seed: 'g1' }, bots);
 */
export * from './bot.ts';
export { randomBot } from './random.ts';
export { heuristicBot, sampleState } from './heuristic.ts';
export { heuristicCode } from './heuristic/policy.ts';
export { iterationCost } from './expansions/built-in.ts';
export * from './match.ts';
export {
  searchBot,
  levelBudget,
  levelHorizon,
  levelMethod,
  levelMinGain,
  LEVEL_BUDGETS,
  LEVEL_ITERATION_CAPS,
  LEVEL_HORIZONS,
  LEVEL_MIN_GAINS,
  SEARCH_LEVELS,
  type SearchLevel,
  type SearchMethod,
} from './search.ts';
export * from './create.ts';
export * from './evaluate.ts';
export * from './analysis/record.ts';
export * from './analysis/puzzles.ts';
export * from './analysis/hint.ts';
export { gamesOf, selfPlaySamples } from './value/self-play.ts';
export { fitNetwork, type FitResult, type Samples } from './value/fit.ts';
export { weightsOf, type NetworkWeights } from './value/network.ts';
export { gameKey, useValueWeights, type ValueWeightsFile } from './value/value.ts';
export { featureCount } from './value/features.ts';
