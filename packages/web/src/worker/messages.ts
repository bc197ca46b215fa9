/** The messages between the page and the bot worker. */
import type { Move, PlayerView } from '@tnt/engine';

export interface BotAsk {
  readonly id: number;
  readonly view: PlayerView;
  /** A bot name as the bots package reads it: heuristic, search:easy, ... */
  readonly level: string;
  readonly seed: string;
}

export type BotAnswer =
  | { readonly id: number; readonly ok: true; readonly move: Move; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly message: string };
