/**
 * The record of a game that is still running, as anyone may see it: `GET /api/games/:id/record`
 * answers this until the game is over, and the engine's whole record (with its seed) after. It is
 * a spectator's view of the log: no seed, and a card played horse side up (000 "Power and
 * Glory": only its horses show) without its city, as the game socket tells a spectator. `view`
 * marks it, so that no reader mistakes it for a record that replays.
 *
 * @example
 * const record = (await (await fetch(`/api/games/${id}/record`)).json()) as RecordView | GameRecord;
 * if ('view' in record) showRunning(record);
 */
import type { GameOptions, RECORD_FORMAT, RECORD_VERSION } from '@tnt/engine';

/** A move as a spectator sees it: its notation, or for a card played horse side up only its horses. */
export type ViewedMove =
  | { readonly seat: number; readonly move: string }
  | { readonly seat: number; readonly move: null; readonly horses: number };

/** Moves taken back by an undo; a card played horse side up is null. */
export interface ViewedUndo {
  readonly at: number;
  readonly seat: number;
  readonly moves: readonly (string | null)[];
}

export interface RecordView {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly options: GameOptions;
  /** A running game's record: what a spectator may see of it. */
  readonly view: 'spectator';
  readonly moves: readonly ViewedMove[];
  readonly undos?: readonly ViewedUndo[];
}
