/**
 * Finished analyses kept in this browser (localStorage), by the record's key, the seat and the
 * budget, so that a game opened again shows its analysis at once. At most MAX_KEPT are kept, the
 * oldest dropped first. Storage that is full or blocked only means nothing is kept.
 *
 * @example
 * saveAnalysis(key, analysis);
 * loadAnalysis(key, 0, 100); // the analysis, or null
 */
import { ANALYSIS_FORMAT, ANALYSIS_VERSION, type GameAnalysis } from '@tnt/bots';

const PREFIX = 'tnt.analysis.';
const INDEX = 'tnt.analysis-index';
const MAX_KEPT = 12;

const entryKey = (record: string, seat: number, iterations: number): string =>
  `${PREFIX}${record}.${seat}.${iterations}`;

function readIndex(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function loadAnalysis(
  record: string,
  seat: number,
  iterations: number,
): GameAnalysis | null {
  try {
    const text = localStorage.getItem(entryKey(record, seat, iterations));
    if (text === null) return null;
    const parsed = JSON.parse(text) as Partial<GameAnalysis> | null;
    // An analysis of an earlier version lacks what this one shows (decisions too close to call).
    return parsed?.format === ANALYSIS_FORMAT &&
      parsed.version === ANALYSIS_VERSION &&
      parsed.seat === seat
      ? (parsed as GameAnalysis)
      : null;
  } catch {
    return null;
  }
}

export function saveAnalysis(record: string, analysis: GameAnalysis): void {
  const key = entryKey(record, analysis.seat, analysis.iterations);
  try {
    const index = readIndex().filter((k) => k !== key);
    index.push(key);
    while (index.length > MAX_KEPT) localStorage.removeItem(index.shift()!);
    localStorage.setItem(key, JSON.stringify(analysis));
    localStorage.setItem(INDEX, JSON.stringify(index));
  } catch {
    // Full or blocked: the analysis is shown, not kept.
  }
}
