/**
 * What the server and its bot workers say to each other: a job (a bot level, its seed, and the
 * view of the seat to move: the bot never sees more) and the reply (the chosen move or why not);
 * or a hint job (the view of a player asking for a hint) and the hint.
 * Views cross the thread boundary as JSON text: for these nested objects, copying one string and
 * parsing it is cheaper for the server's event loop than a structured clone.
 */
import type { Hint } from '@tnt/bots';
import type { Move } from '@tnt/engine';
import type { BotLevel } from '@tnt/protocol';

export interface BotJob {
  readonly id: number;
  readonly level: BotLevel;
  readonly seed: string;
  /** The seat's PlayerView, as JSON. */
  readonly view: string;
}

/** A hint for the decision of the view's seat: the search's evaluation (bots' `hintFor`). */
export interface HintJob {
  readonly id: number;
  readonly kind: 'hint';
  readonly seed: string;
  readonly iterations: number;
  /** The asking seat's PlayerView, as JSON. */
  readonly view: string;
}

export type WorkerJob = BotJob | HintJob;

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly move: Move; readonly iterations: number }
  | { readonly id: number; readonly ok: true; readonly hint: Hint }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The answer of a job that succeeded. */
export type WorkerAnswer = Extract<BotReply, { ok: true }>;
