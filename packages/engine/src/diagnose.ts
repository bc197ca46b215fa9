/**
 * Why a move is not legal, in words that name the rule. Called only for a move that the legal-move
 * list does not hold, so it decides the message, never the legality.
 */
import { moveError, type MoveError } from './errors.ts';
import { OFFICIAL_BITS, isBaseMove, type Move } from './move.ts';
import { HAND_LIMIT, OfficialBit, routeCapacity, type GameState } from './state.ts';
import { isExpansionPhase } from './phase.ts';
import { stepOf } from './decision.ts';
import type { Step } from './steps.ts';
import { ruleSetOf } from './extension/rule-set.ts';
import type { OfficialBitValue } from './phase.ts';
import { fitsHousePattern } from './rules/houses.ts';
import { officialAvailable } from './rules/officials.ts';
import { wrongStep } from './rules/steps.ts';
import { canDraw } from './cards.ts';

/** Why an official cannot help this turn, whatever its timing; null if it can. */
function officialRefusal(s: GameState, official: OfficialBitValue): MoveError | null {
  return officialAvailable(s, official) ? null : ruleSetOf(s).officials.refusal(s, official);
}

/**
 * `arg` is the card type (play, horse, discard) or the city (house) the move names. An
 * expansion's own decisions explain their refusals; then the expansions played have their word
 * (`explain`), and the base game's words follow.
 */
export function diagnose(s: GameState, move: Move, arg: number): MoveError {
  const step = stepOf(s) ?? 'draw';
  const seat = s.current;
  const rules = ruleSetOf(s);
  if (isExpansionPhase(s.phase)) return rules.decisions[s.phase]!.explain(s, move, step);
  const theirs = rules.explain(s, move, arg, step);
  if (theirs !== null) return theirs;
  // A move of an expansion that had no word on it: it is not one of this step's.
  if (!isBaseMove(move)) return wrongStep(step);
  switch (move.type) {
    case 'official': {
      const refused = officialRefusal(s, OFFICIAL_BITS[move.official]);
      if (refused) return refused;
      if (move.official === 'administrator')
        return moveError('ERR_OFFICIAL_NOT_NOW', rules.officials.administratorTiming);
      if (move.official === 'postmaster')
        return moveError(
          'ERR_OFFICIAL_NOT_NOW',
          'the Postmaster is called after the first draw, for a second card (R16)',
        );
      return moveError(
        'ERR_OFFICIAL_NOT_NOW',
        'the Postal Carrier is called after the first card is played, for a second one (R16)',
      );
    }
    case 'draw':
      if (step === 'play' && s.drawsDone < s.drawsAllowed && !canDraw(s))
        return moveError(
          'ERR_NOTHING_TO_DRAW',
          'nothing is left to draw: the display, the supply and the discards are empty (R6)',
        );
      if (step !== 'draw')
        return step === 'play' && s.drawsDone === 1
          ? moveError(
              'ERR_WRONG_STEP',
              'one card is drawn each turn; call the Postmaster for a second (001)',
            )
          : wrongStep(step);
      return move.slot === 'supply'
        ? moveError('ERR_SUPPLY_EMPTY', 'the supply and the discards are empty (R6)')
        : moveError('ERR_EMPTY_SLOT', `display slot ${move.slot + 1} is empty (R6)`);
    case 'play':
      return diagnosePlay(s, seat, step, move, arg);
    case 'close':
      if (step === 'play')
        return moveError(
          'ERR_MUST_PLAY',
          'you must play a card before closing (001 "The player must play a city card")',
        );
      if (step !== 'close') return wrongStep(step);
      return moveError(
        'ERR_ROUTE_TOO_SHORT',
        'a route needs at least 3 cities to be closed (001 "at least 3 city cards")',
      );
    case 'end-turn':
      if (step === 'play')
        return moveError(
          'ERR_MUST_PLAY',
          'you must play a card each turn (001 "The player must play a city card"; R8)',
        );
      return wrongStep(step);
    case 'house':
      return diagnoseHouse(s, seat, step, arg);
    case 'finish-houses':
      return wrongStep(step);
    case 'carriage':
      return diagnoseCarriage(s, seat, step, move.choice);
    case 'discard':
      if (step !== 'discard')
        return step === 'close' || step === 'play'
          ? moveError(
              'ERR_HAND_LIMIT_REACHED',
              `cards are discarded only after closing a route, down to ${HAND_LIMIT} (001 "d. Discard city cards")`,
            )
          : wrongStep(step);
      return moveError('ERR_CARD_NOT_IN_HAND', `you hold no ${s.board.cards.names[arg]!} card`);
  }
}

function diagnosePlay(
  s: GameState,
  seat: number,
  step: Step,
  move: Move & { type: 'play' },
  card: number,
): MoveError {
  const city = s.board.cards.city[card]!;
  if (step !== 'play')
    return step === 'close'
      ? moveError(
          'ERR_WRONG_STEP',
          'you have played your card this turn; the Postal Carrier allows a second (001)',
        )
      : wrongStep(step);
  if (s.hand[seat * s.board.cards.count + card] === 0)
    return moveError('ERR_CARD_NOT_IN_HAND', `you hold no ${s.board.cards.names[card]!} card`);
  const length = s.routeLength[seat]!;
  if (length === 0)
    return moveError(
      'ERR_NO_ROUTE',
      'you have no route to extend: start a new one (001 "no current route")',
    );
  if ((s.routeCities[seat]! & (1 << city)) !== 0)
    return moveError(
      'ERR_CITY_IN_ROUTE',
      `${move.city} is already in the route (001 "not already in the route")`,
    );
  const base = seat * routeCapacity(s.board) + s.routeStart[seat]!;
  const endCity = s.board.cards.city[s.route[move.end === 'left' ? base : base + length - 1]!]!;
  return moveError(
    'ERR_NOT_ADJACENT',
    `${move.city} is not adjacent to ${s.board.cityNames[endCity]!}, the ${move.end} end of the route (001 "directly adjacent")`,
  );
}

function diagnoseHouse(s: GameState, seat: number, step: Step, city: number): MoveError {
  if (step !== 'houses') return wrongStep(step);
  const name = s.board.cityNames[city]!;
  if ((s.routeCities[seat]! & (1 << city)) === 0)
    return moveError(
      'ERR_CITY_NOT_IN_ROUTE',
      `${name} is not on the route being closed (001 "cities which are along the route")`,
    );
  if ((s.houses[seat]! & (1 << city)) !== 0)
    return moveError(
      'ERR_HOUSE_ALREADY_THERE',
      `you already have a house in ${name} (001 "only 1 house in each city")`,
    );
  if (s.housesLeft[seat] === 0)
    return moveError('ERR_NO_HOUSES_LEFT', 'you have no houses left (R4)');
  return fitsHousePattern(s, city)
    ? moveError('ERR_WRONG_STEP', `no house may go on ${name} now`)
    : moveError(
        'ERR_HOUSE_PATTERN',
        'houses go one per province of the route, or on every route city of one province, not a mix (001 "a. Place houses"; R4)',
      );
}

function diagnoseCarriage(s: GameState, seat: number, step: Step, choice: string): MoveError {
  if (step !== 'carriage') return wrongStep(step);
  const next = s.board.carriageValues[s.carriages[seat]!];
  if (next === undefined)
    return moveError('ERR_NO_CARRIAGE_LEFT', 'you hold the highest carriage already');
  const length = s.routeLength[seat]!;
  if (choice === 'take')
    return moveError(
      'ERR_CARRIAGE_TOO_SHORT',
      `the ${next} carriage needs a route of ${next} cities; yours has ${length} (001 "c. Acquire new carriage")`,
    );
  if (length >= next)
    return moveError(
      'ERR_CARTWRIGHT_NOT_NEEDED',
      'the route is long enough without the Cartwright (R16)',
    );
  const refused = officialRefusal(s, OfficialBit.Cartwright);
  if (refused) return refused;
  return moveError(
    'ERR_CARTWRIGHT_TOO_SHORT',
    'the Cartwright helps only one or two cities short (001 "With 3 cities fewer, the cartwright cannot help")',
  );
}
