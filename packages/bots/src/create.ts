/**
 * Bots by name, for command lines, lobbies and configuration: `random`, `heuristic`, `search`
 * (at the default level), `search:easy|normal|hard`, or `search:N` for N iterations per decision.
 *
 * @example
 * const spec = parseBotSpec('search:hard');
 * if (spec.ok) createBot({ ...spec.value, seed: 'table 1' });
 */
import { err, ok, type Result } from '@tnt/engine';
import type { Bot, BotKind } from './bot.ts';
import { heuristicBot } from './heuristic.ts';
import { randomBot } from './random.ts';
import {
  SEARCH_LEVELS,
  searchBot,
  type DepartureEvidence,
  type SearchLevel,
  type SearchMethod,
} from './search.ts';

export interface BotSpec {
  readonly kind: BotKind;
  /** Iterations per decision (search only); absent: the default level's. */
  readonly budget?: number;
  /** The level named (search only): its budget depends on the game's players (search.ts). */
  readonly level?: SearchLevel;
  /** How the search spends its budget (search only); absent: `flat`. */
  readonly method?: SearchMethod;
  /**
   * Rounds a rollout plays before the position is valued without playing on, by the learned value
   * where the game has a network (search only): absent, the level's or budget's own.
   */
  readonly horizon?: number;
  /**
   * The least mean gain in reward over the heuristic's move for which the search plays another
   * (search only): absent, the level's own, or none for a number of iterations.
   */
  readonly minGain?: number;
  /** The samples a departure from the heuristic's move is judged on (search only): absent, all. */
  readonly evidence?: DepartureEvidence;
}

export const DEFAULT_SEARCH_LEVEL: SearchLevel = 'normal';

/**
 * The bots a seat of a game may be given by name, weakest first: the names are the protocol's
 * (a client offers them without the bots' code); the search has a level for each (a test holds it).
 */
export { BOT_LEVELS, type BotLevel } from '@tnt/protocol';
/** A bound that keeps a typo from asking for hours per decision. */
export const MAX_BUDGET = 1_000_000;

/** A budget from a level name (its 4-player budget) or a whole number of iterations. */
export function parseBudget(text: string): Result<number, string> {
  if (Object.hasOwn(SEARCH_LEVELS, text)) return ok(SEARCH_LEVELS[text as SearchLevel]);
  const value = Number(text);
  if (/^\d+$/.test(text) && value >= 1 && value <= MAX_BUDGET) return ok(value);
  const levels = Object.keys(SEARCH_LEVELS).join(', ');
  return err(`a budget is a level (${levels}) or a number of iterations from 1 to ${MAX_BUDGET}`);
}

const isSearchMethod = (text: string): text is SearchMethod => text === 'flat' || text === 'tree';

/** A rollout's horizon in a bot name: `h` and a number of rounds (`search:2000:tree:h3`). */
const HORIZON = /^h([1-9]\d?)$/;
/** A least gain to depart from the heuristic's move, in thousandths of reward (`search:hard:g20`). */
const MIN_GAIN = /^g(0|[1-9]\d{0,2})$/;
/** A departure from the heuristic's move judged on the last round's samples alone (`search:hard:last`). */
const LAST_ROUND = 'last';

export function parseBotSpec(text: string): Result<BotSpec, string> {
  const [kind, budget, ...options] = text.trim().split(':');
  let method: SearchMethod | undefined;
  let horizon: number | undefined;
  let minGain: number | undefined;
  let evidence: DepartureEvidence | undefined;
  for (const option of options) {
    const rounds = HORIZON.exec(option);
    const gain = MIN_GAIN.exec(option);
    if (kind === 'search' && isSearchMethod(option) && method === undefined) method = option;
    else if (kind === 'search' && rounds !== null && horizon === undefined)
      horizon = Number(rounds[1]);
    else if (kind === 'search' && gain !== null && minGain === undefined)
      minGain = Number(gain[1]) / 1000;
    else if (kind === 'search' && option === LAST_ROUND && evidence === undefined)
      evidence = 'last';
    else {
      return err(
        `"${text}" is not a bot name; a search's options are its method, flat or tree, a horizon of rounds, h1 to h99, and a least gain to leave the heuristic's move, in thousandths of reward, g0 to g999, and last, to judge leaving it on the last round's samples alone (search:hard:tree:h3:g20:last)`,
      );
    }
  }
  if (kind === 'random' || kind === 'heuristic') {
    return budget === undefined ? ok({ kind }) : err(`the ${kind} bot takes no budget`);
  }
  if (kind !== 'search') return err(`no bot "${text}"; bots: random, heuristic, search[:budget]`);
  if (budget === undefined) return ok({ kind });
  const parsed = parseBudget(budget);
  if (!parsed.ok) return err(`${text}: ${parsed.error}`);
  const level = Object.hasOwn(SEARCH_LEVELS, budget) ? (budget as SearchLevel) : undefined;
  return ok({
    kind,
    budget: parsed.value,
    ...(level ? { level } : {}),
    ...(method !== undefined ? { method } : {}),
    ...(horizon !== undefined ? { horizon } : {}),
    ...(minGain !== undefined ? { minGain } : {}),
    ...(evidence !== undefined ? { evidence } : {}),
  });
}

export function createBot(spec: BotSpec & { readonly seed: string }): Bot {
  switch (spec.kind) {
    case 'random':
      return randomBot(spec.seed);
    case 'heuristic':
      return heuristicBot(spec.seed);
    case 'search': {
      const budget = spec.level ?? spec.budget ?? DEFAULT_SEARCH_LEVEL;
      const options = [
        spec.method,
        spec.horizon === undefined ? undefined : `h${spec.horizon}`,
        spec.minGain === undefined ? undefined : `g${Math.round(spec.minGain * 1000)}`,
        spec.evidence === 'last' ? LAST_ROUND : undefined,
      ];
      const named = options.filter((option) => option !== undefined);
      const label = `search(${[budget, ...named].join(', ')})`;
      const { method, horizon, minGain, evidence } = spec;
      return searchBot(spec.seed, budget, { label, method, horizon, minGain, evidence });
    }
  }
}
