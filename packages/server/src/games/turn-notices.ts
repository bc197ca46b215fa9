/**
 * The notices a stored move (or the start) sends: to the person whose turn it now is, or to every
 * player once the game is over; only to those away from the table, never for a bot's seat or one
 * a bot stands in for. They go out beside the game (notices/notifier.ts), never in its way.
 *
 * @example
 * sendTurnNotices(ctx.social.notices, game.row, table, before);
 */
import type { GameRow } from '../store/types.ts';
import type { BotTurns } from './bot-turns.ts';
import type { NoticeSink } from './context.ts';
import type { Presence } from './presence.ts';
import type { Seating } from './seating.ts';

export interface NoticeTable {
  readonly seating: Seating;
  readonly presence: Presence;
  /** Who decides for a seat: a bot level, or null for its player. */
  readonly bots: Pick<BotTurns, 'controller'>;
}

/** `before`: the seat whose decision it was before the move (null at the start). */
export function sendTurnNotices(
  notices: NoticeSink,
  game: GameRow,
  table: NoticeTable,
  before: number | null,
): void {
  const { seating, presence } = table;
  const away = (seat: number): string[] => {
    const player = seating.playerOf(seat);
    return player !== null && !presence.isConnected(seat) ? [player.id] : [];
  };
  if (game.status === 'over') {
    const players = seating.humanSeats().flatMap(away);
    if (players.length > 0) notices.notify('game-over', game.id, players);
    return;
  }
  const seat = game.decisionSeat;
  if (seat === null || seat === before || table.bots.controller(seat) !== null) return;
  const players = away(seat);
  if (players.length > 0) notices.notify('your-turn', game.id, players);
}
