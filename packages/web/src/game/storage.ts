/**
 * What the browser keeps between visits: the local game under way (its record, so a reload
 * resumes it), finished games for replay, and small settings. Everything is a game record in the
 * engine's format; storage that is blocked or full loses only convenience, never a running game.
 *
 * @example
 * saveCurrent(connection.record());
 * const again = loadCurrent(); // the same record after a reload
 */
import { parseRecord } from '@tnt/engine';
import type { SavedRecord } from './local.ts';

const CURRENT = 'tnt.current';
const FINISHED = 'tnt.finished';
const PACE = 'tnt.pace';
/** Finished games kept for replay, newest first. */
export const KEEP_FINISHED = 30;

export interface FinishedGame {
  readonly id: string;
  /** Epoch milliseconds when the game ended. */
  readonly at: number;
  readonly record: SavedRecord;
}

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the game goes on, it just will not survive a reload.
  }
}

/** A saved record, if it is one (anything else in storage is ignored). */
export function asSavedRecord(input: unknown): SavedRecord | null {
  const parsed = parseRecord(input);
  return parsed.ok ? parsed.value : null;
}

export const saveCurrent = (record: SavedRecord | null): void => {
  write(CURRENT, record);
};

export const loadCurrent = (): SavedRecord | null => asSavedRecord(read(CURRENT));

export function listFinished(): FinishedGame[] {
  const list = read(FINISHED);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, at, record } = item as Partial<FinishedGame>;
    const checked = asSavedRecord(record);
    return typeof id === 'string' && typeof at === 'number' && checked
      ? [{ id, at, record: checked }]
      : [];
  });
}

export function addFinished(record: SavedRecord, at = Date.now()): FinishedGame {
  const game = { id: `${at.toString(36)}-${record.moves.length}`, at, record };
  write(FINISHED, [game, ...listFinished()].slice(0, KEEP_FINISHED));
  return game;
}

export function removeFinished(id: string): void {
  write(
    FINISHED,
    listFinished().filter((g) => g.id !== id),
  );
}

/** The default pause before a bot moves: enough to see it happen. */
export const DEFAULT_PACE = 700;

/** Milliseconds a bot waits before moving: a setting, with tests setting 0. */
export function loadPace(fallback: number): number {
  const pace = read(PACE);
  return typeof pace === 'number' && pace >= 0 && pace <= 5000 ? pace : fallback;
}

export const savePace = (ms: number): void => {
  write(PACE, ms);
};

const AUTO_END = 'tnt.autoEnd';

/** Whether a turn with nothing left to decide ends by itself: on unless turned off. */
export const loadAutoEnd = (): boolean => read(AUTO_END) !== false;

export const saveAutoEnd = (on: boolean): void => {
  write(AUTO_END, on);
};
