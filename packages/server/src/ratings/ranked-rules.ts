/**
 * The rules of creating a ranked game (issue 17), enforced by the server whatever the client
 * shows: a time per turn is required (a ranked game cannot be stalled), the creator takes a seat
 * (only signed-in players sit at a ranked table: every human seat is taken through an identity),
 * and there are no hints. Undo stays what the rules allow (issue 15's reversible moves only).
 *
 * @example
 * const refused = rankedRefusal(body); // null when the body may be created
 */
import { protocolError, type CreateGameBody, type WireError } from '@tnt/protocol';

/** Why a ranked game may not be created as asked, or null. */
export function rankedRefusal(body: CreateGameBody): WireError | null {
  if (!body.ranked) return null;
  if (body.turnSeconds === null) {
    return protocolError('ERR_RANKED_NEEDS_CLOCK', 'a ranked game needs a time per turn');
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
  return null;
}
