/**
 * The rules of creating a ranked game, enforced by the server whatever the client
 * shows: a time per turn of MIN_RANKED_TURN_SECONDS at least is required (a ranked game cannot be
 * stalled, nor played through by stand-ins at a few seconds a turn), the creator takes a seat
 * (only signed-in players sit at a ranked table: every human seat is taken through an identity),
 * there are no hints, and no random bot (ranked-bots.ts checks the other levels against the
 * creator's rating). Undo stays what the rules allow (the reversible moves only).
 *
 * @example
 * const refused = rankedRefusal(body); // null when the body may be created
 */
import { protocolError, type CreateGameBody, type WireError } from '@tnt/protocol';
import { MIN_RANKED_TURN_SECONDS } from './fair-rating.ts';

/** Why a ranked game may not be created as asked, or null. */
export function rankedRefusal(body: CreateGameBody): WireError | null {
  if (!body.ranked) return null;
  if (body.turnSeconds === null || body.turnSeconds < MIN_RANKED_TURN_SECONDS) {
    return protocolError(
      'ERR_RANKED_NEEDS_CLOCK',
      `a ranked game needs a time per turn of ${MIN_RANKED_TURN_SECONDS} seconds at least`,
    );
  }
  if (body.hints === true) {
    return protocolError('ERR_RANKED_NO_HINTS', 'a ranked game has no hints');
  }
  if (body.seat === null) {
    return protocolError('ERR_RANKED_SEATS', 'the creator of a ranked game takes a seat in it');
  }
  if (!body.seats.some((s) => s.kind === 'human')) {
    return protocolError('ERR_RANKED_SEATS', 'a ranked game has at least one person at the table');
  }
  if (body.seats.some((s) => s.kind === 'bot' && s.bot === 'random')) {
    return protocolError('ERR_RANKED_BOT', 'a ranked game seats no random bot');
  }
  return null;
}
