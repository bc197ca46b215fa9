/**
 * The public summary of a game (protocol's GameSummary): settings, seats with their players and
 * presence, where the game stands, and the final scores once it is over. Built from the room's
 * parts; it holds nothing secret, so any socket or HTTP caller may have it.
 */
import { decision, scoreSheet, type GameState } from '@tnt/engine';
import type { GameSummary, SeatInfo } from '@tnt/protocol';
import type { GameRow } from '../store/types.ts';
import type { PlaySettings } from './play-settings.ts';
import type { Presence } from './presence.ts';
import type { Seating } from './seating.ts';

export function summarize(
  game: GameRow,
  state: GameState,
  seating: Seating,
  presence: Presence,
  settings: PlaySettings,
): GameSummary {
  const seats = seating.rows.map((row): SeatInfo => {
    const standIn = row.kind === 'human' && presence.isStandIn(row.seat);
    return {
      seat: row.seat,
      kind: row.kind,
      bot: row.kind === 'bot' ? row.bot : standIn ? settings.standInBot : null,
      player: seating.playerOf(row.seat),
      connected: presence.isConnected(row.seat),
      absentSince: presence.absentSince(row.seat),
      standIn,
    };
  });
  return {
    id: game.id,
    mode: game.mode,
    status: game.status,
    options: game.options,
    turnSeconds: game.turnSeconds,
    chat: game.chat,
    undo: game.undo,
    hints: game.hints,
    seats,
    seq: game.moveCount,
    decision: game.status === 'playing' ? decision(state) : null,
    deadline: presence.deadline,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    scores: game.status === 'over' ? scoreSheet(state) : null,
  };
}
