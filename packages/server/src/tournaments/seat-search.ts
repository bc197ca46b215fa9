/**
 * Seats an ordered list of entrants at tables of given sizes, keeping the order where it can
 * (the best-placed sit together) and avoiding what the pairing rules forbid while they can be
 * avoided: two entrants who met before, or a table of bots only. First a search for tables that
 * break no rule at all, each table taking the first entrant left and the earliest companions that
 * fit, backtracking when a later table cannot be made; if none exists (or the search runs past
 * its budget), tables are filled one seat at a time with the companion who costs least.
 *
 * @example
 * fillTables(['a', 'b', 'c', 'd'], [2, 2], (x, y) => (x === 'a' && y === 'b' ? 1 : 0), () => false);
 * // [['a', 'c'], ['b', 'd']]: a and b met before
 */

/** How often two entrants met before (0: never). */
export type PairCost = (a: string, b: string) => number;

/** Whether an entrant is a bot (a table of bots only is avoided). */
export type IsBot = (entrant: string) => boolean;

/** Search steps at most before the cheapest-companion fill takes over. */
const SEARCH_BUDGET = 20_000;

/** A table's cost on top of its rematches: a table of bots only (people play tournaments). */
const BOTS_ONLY = 100;

function tableCost(table: readonly string[], pairCost: PairCost, isBot: IsBot): number {
  let cost = 0;
  for (let i = 0; i < table.length; i++) {
    for (let j = i + 1; j < table.length; j++) cost += pairCost(table[i]!, table[j]!);
  }
  if (table.length >= 2 && table.every(isBot)) cost += BOTS_ONLY;
  return cost;
}

export function fillTables(
  ordered: readonly string[],
  sizes: readonly number[],
  pairCost: PairCost,
  isBot: IsBot,
): string[][] {
  const budget = { left: SEARCH_BUDGET };
  return (
    perfect(ordered, sizes, pairCost, isBot, budget) ?? cheapest(ordered, sizes, pairCost, isBot)
  );
}

/** Tables that break no rule, or null. */
function perfect(
  pool: readonly string[],
  sizes: readonly number[],
  pairCost: PairCost,
  isBot: IsBot,
  budget: { left: number },
): string[][] | null {
  const [size, ...rest] = sizes;
  if (size === undefined) return [];
  const [head, ...others] = pool;
  if (head === undefined) return null;
  const table = [head];
  const choose = (from: number): string[][] | null => {
    if (table.length === size) {
      if (tableCost(table, pairCost, isBot) > 0) return null;
      const seated = new Set(table);
      return perfect(
        pool.filter((e) => !seated.has(e)),
        rest,
        pairCost,
        isBot,
        budget,
      );
    }
    for (let i = from; i < others.length; i++) {
      if (--budget.left < 0) return null;
      const candidate = others[i]!;
      if (table.some((seated) => pairCost(seated, candidate) > 0)) continue;
      table.push(candidate);
      const after = choose(i + 1);
      if (after !== null) return [[...table], ...after];
      table.pop();
    }
    return null;
  };
  return choose(0);
}

/** Tables filled one seat at a time with the companion who costs least (earliest on ties). */
function cheapest(
  ordered: readonly string[],
  sizes: readonly number[],
  pairCost: PairCost,
  isBot: IsBot,
): string[][] {
  const pool = [...ordered];
  return sizes.map((size) => {
    const table = pool.splice(0, 1);
    while (table.length < size && pool.length > 0) {
      let best = 0;
      let bestCost = Infinity;
      for (const [i, candidate] of pool.entries()) {
        const cost = tableCost([...table, candidate], pairCost, isBot);
        if (cost < bestCost) {
          best = i;
          bestCost = cost;
        }
      }
      table.push(...pool.splice(best, 1));
    }
    return table;
  });
}
