/**
 * What the server tells about a game outside the board itself: its settings, its seats and who
 * holds them, where it stands. Sent in `welcome` and `seats` messages and by the HTTP API; never
 * the seed, which stays on the server until the game is over and its record is downloaded.
 *
 * @example
 * const waiting = summary.seats.filter((s) => s.kind === 'human' && s.player === null);
 */
import type { Decision, GameOptions, Move, MoveEffects, ScoreSheet } from '@tnt/engine';
import type { BotLevel } from './bot-levels.ts';
import type { ChatOptions } from './chat.ts';
import type { PlayerInfo } from './player-info.ts';

/** live: everyone at the table now; async: moves over hours or days, players come and go. */
export const GAME_MODES = ['live', 'async'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** open: waiting for players to take the human seats; playing; over. */
export const GAME_STATUSES = ['open', 'playing', 'over'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** Who made a move: the seat's player, the seat's bot, or a bot standing in for an absent player. */
export const MOVE_ACTORS = ['player', 'bot', 'stand-in'] as const;
export type MoveActor = (typeof MOVE_ACTORS)[number];

export type { PlayerInfo };

export interface SeatInfo {
  readonly seat: number;
  readonly kind: 'human' | 'bot';
  /** The bot's level: for a bot seat, and for the stand-in of a human seat. */
  readonly bot: BotLevel | null;
  /** The human seat's player, or null while the seat is free (always null for a bot seat). */
  readonly player: PlayerInfo | null;
  /** A socket of the seat's player is open now. */
  readonly connected: boolean;
  /** When the seat's last socket closed (epoch ms); null while connected or never seen. */
  readonly absentSince: number | null;
  /** A bot plays this human seat until its player returns (left a live game, or ran out of time). */
  readonly standIn: boolean;
  /** The player left this ranked game for good: the bot plays the seat to the end. */
  readonly abandoned?: boolean;
}

export interface GameSummary {
  readonly id: string;
  readonly mode: GameMode;
  readonly status: GameStatus;
  readonly options: GameOptions;
  /** Seconds each seat has for its turn, or null for no limit. */
  readonly turnSeconds: number | null;
  /** The game's chat settings: spectators' chat on or off, chat in the record or not. */
  readonly chat: ChatOptions;
  /** Players may take back their reversible moves within their turn (the creator's choice). */
  readonly undo: boolean;
  /** Players may ask the search for a hint for their decision (the creator's choice). */
  readonly hints: boolean;
  /** A ranked game: rated when it ends. Absent: not ranked. */
  readonly ranked?: boolean;
  readonly seats: readonly SeatInfo[];
  /** The number of moves made: the sequence number of the last one. */
  readonly seq: number;
  readonly decision: Decision | null;
  /** Epoch milliseconds when the awaited decision runs out of time, or null. */
  readonly deadline: number | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** The final scores with their breakdown, once the game is over. */
  readonly scores: ScoreSheet | null;
}

/** A game in a player's list: their seat, and whether the game awaits them. */
export interface MyGame extends GameSummary {
  readonly yourSeat: number;
  readonly yourTurn: boolean;
}

/**
 * A move as the log shows it: its number, the seat, the move in the engine's JSON form, who made
 * it, and what it made public (the engine's effects). `move` is null for a recipient who may not
 * see it: a card another seat played horse side up (000 "Power and Glory": only its horses show,
 * in `effects.horsesShown`).
 */
export interface MoveEvent {
  readonly seq: number;
  readonly seat: number;
  readonly move: Move | null;
  readonly by: MoveActor;
  readonly effects: MoveEffects;
}

/** A move event with its move, as the server keeps it. */
export interface FullMoveEvent extends MoveEvent {
  readonly move: Move;
}

/** The event as `viewer` (a seat, or null for a spectator) may see it. */
export function eventFor(event: FullMoveEvent, viewer: number | null): MoveEvent {
  return event.move.type === 'horse' && event.seat !== viewer ? { ...event, move: null } : event;
}
