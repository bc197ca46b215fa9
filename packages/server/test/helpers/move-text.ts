/**
 * Moves as the tests compare them: the notation, and for a card another seat played horse side
 * up (which the wire does not name, 000 "Power and Glory") the words "horse (hidden)".
 */
import { moveToText, type Move } from '@tnt/engine';

export const HIDDEN_HORSE = 'horse (hidden)';

/** A move event's move as a recipient saw it. */
export const shownMove = (event: { readonly move: Move | null }): string =>
  event.move === null ? HIDDEN_HORSE : moveToText(event.move);

/** A recorded move as `viewer` (a seat, or null for a spectator) is shown it. */
export const recordedAsSeen = (seat: number, move: string, viewer: number | null): string =>
  move.startsWith('horse ') && seat !== viewer ? HIDDEN_HORSE : move;
