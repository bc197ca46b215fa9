/**
 * The short text notation of moves, for logs, tests, records and the command line:
 *
 *   administrator | postmaster | postal-carrier      call an official
 *   draw 1 .. draw 6 | draw supply                   draw a face-up card (slots 1-6) or the top card
 *   play Ulm left | play Ulm right | play Ulm new    extend the route, or start a new one
 *   close | house Ulm | houses done                  close the route and place houses
 *   carriage take | carriage cartwright | carriage decline
 *   discard Ulm | end turn
 *   (on a board whose cards show horses, a card is written with them: play Berlin(2) left)
 *
 * and the forms of the expansions' moves, each declared by its expansion (`MoveForm.notation`
 * lists them: `notationLines`). Display slots are 1-6 in the text and 0-5 in JSON. City names are
 * the board's own.
 */
import type { Move } from './move.ts';
import { isBaseMove, moveForms, formOfType } from './move.ts';
import { parseMove } from './parse.ts';
import { err, type Result } from './result.ts';
import type { MoveError } from './errors.ts';
import { cardName, cardOfText } from './board/card-types.ts';

export function moveToText(move: Move): string {
  if (!isBaseMove(move)) return formOfType(move.type)!.toText(move);
  switch (move.type) {
    case 'official':
      return move.official;
    case 'draw':
      return move.slot === 'supply' ? 'draw supply' : `draw ${move.slot + 1}`;
    case 'play':
      return `play ${cardName(move.city, move.horses)} ${move.end}`;
    case 'close':
      return 'close';
    case 'house':
      return `house ${move.city}`;
    case 'finish-houses':
      return 'houses done';
    case 'carriage':
      return `carriage ${move.choice}`;
    case 'discard':
      return `discard ${cardName(move.city, move.horses)}`;
    case 'end-turn':
      return 'end turn';
  }
}

const malformed = (text: string): Result<Move, MoveError> =>
  err({ code: 'ERR_MALFORMED', message: `"${text}" is not a move in the notation` });

/** The notation of the expansions' moves, one line each, as their forms declare it. */
export const notationLines = (): string[] => moveForms().map((form) => form.notation);

/** Reads a move in the notation; checks its form, not whether it is legal or the city exists. */
export function moveFromText(text: string): Result<Move, MoveError> {
  const words = text.trim().split(/\s+/);
  for (const form of moveForms()) {
    const read = form.fromText(words);
    if (read !== null) return read;
  }
  const head = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const middle = words.slice(1, -1).join(' ');
  const rest = words.slice(1).join(' ');
  switch (head) {
    case 'administrator':
    case 'postmaster':
    case 'postal-carrier':
      return words.length === 1 ? parseMove({ type: 'official', official: head }) : malformed(text);
    case 'draw':
      if (words.length !== 2) return malformed(text);
      return parseMove({
        type: 'draw',
        slot: last === 'supply' ? 'supply' : /^[1-6]$/.test(last) ? Number(last) - 1 : -1,
      });
    case 'play':
      return words.length >= 3
        ? parseMove({ type: 'play', ...cardOfText(middle), end: last })
        : malformed(text);
    case 'close':
      return words.length === 1 ? parseMove({ type: 'close' }) : malformed(text);
    case 'house':
      return words.length >= 2 ? parseMove({ type: 'house', city: rest }) : malformed(text);
    case 'houses':
      return rest === 'done' ? parseMove({ type: 'finish-houses' }) : malformed(text);
    case 'carriage':
      return words.length === 2 ? parseMove({ type: 'carriage', choice: last }) : malformed(text);
    case 'discard':
      return words.length >= 2
        ? parseMove({ type: 'discard', ...cardOfText(rest) })
        : malformed(text);
    case 'end':
      return rest === 'turn' ? parseMove({ type: 'end-turn' }) : malformed(text);
    default:
      return malformed(text);
  }
}
