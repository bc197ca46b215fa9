/**
 * The settings of play a server runs its games with: how long an absent player is waited for,
 * how bots are paced, which bot stands in.
 */
import type { BotLevel } from '@tnt/protocol';

export interface PlaySettings {
  /** Live games: how long a seat may have no socket before a bot stands in. */
  readonly disconnectGraceMs: number;
  /** A pause before a bot's move is played, so that people can follow a live game. */
  readonly botDelayMs: number;
  /** The bot that plays for an absent player. */
  readonly standInBot: BotLevel;
  /**
   * A game with no person seated: the least time between two of its moves, so that people can
   * watch it and its bots cannot flood the store.
   */
  readonly botGamePaceMs: number;
}
