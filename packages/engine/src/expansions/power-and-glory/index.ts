/**
 * Power and Glory (000) as an expansion: its own board (maps/power-and-glory.ts, with the free
 * cities of free-cities.ts), cards played as horses before the player's own carriage
 * (horses.ts), a route closed only when its horses suffice, and no carriages of the base game nor
 * the Cartwright (R15). Its base-rules variant plays the board by the base game's rules: only the
 * free cities.
 */
import { moveError, type MoveError } from '../../errors.ts';
import type { ExpansionModule, Hooks } from '../../extension/expansion.ts';
import { POWER_AND_GLORY_MAP } from '../../maps/power-and-glory.ts';
import { moveArg, moveKind, type Move } from '../../move.ts';
import { wrongStep } from '../../rules/steps.ts';
import { MIN_CLOSE_LENGTH } from '../../state.ts';
import { PER_SEAT_CARDS, SEATS, u8 } from '../../state-layout.ts';
import type {} from './additions.ts';
import { FREE_CITIES } from './free-cities.ts';
import { HORSE_PLAY, MAX_HORSE_CARDS, discardHorses, horsesOf, horsesSuffice } from './horses.ts';
import { HORSE, PLAY_HORSE } from './moves.ts';
import { HIDDEN_HORSES, HORSES_VIEW, NO_HORSES_VIEW } from './view.ts';

/** A horse move where the rules have no horses: the base game, or the base-rules variant. */
const noHorses = (move: Move): MoveError | null =>
  move.type === 'horse'
    ? moveError('ERR_WRONG_STEP', 'cards are played as horses only in Power and Glory (000)')
    : null;

const HORSES: Hooks = {
  id: 'power-and-glory',
  cardPlay: HORSE_PLAY,
  routeMayClose: horsesSuffice,
  // The players' own carriages score nothing and the Cartwright stays home (R15).
  carriageOption: () => 'none',
  routeScored: (s, seat) => {
    discardHorses(s, seat);
  },
  view: HORSES_VIEW,
  hiddenCards: HIDDEN_HORSES,
  explain(s, move, arg, step) {
    const seat = s.current;
    if (move.type === 'horse') {
      if (step !== 'play') return wrongStep(step);
      if (s.hand[seat * s.board.cards.count + arg] === 0)
        return moveError('ERR_CARD_NOT_IN_HAND', `you hold no ${s.board.cards.names[arg]!} card`);
      return moveError(
        'ERR_TOO_MANY_HORSES',
        `at most ${MAX_HORSE_CARDS} cards pull a carriage (000 "a maximum of 6 cards as horses"); ${move.city} cannot join them`,
      );
    }
    if (move.type === 'close' && step === 'close' && s.routeLength[seat]! >= MIN_CLOSE_LENGTH) {
      return moveError(
        'ERR_NOT_ENOUGH_HORSES',
        `a route of ${s.routeLength[seat]!} cities needs as many horses; the carriage has ${horsesOf(s, seat)} (000 "Power and Glory")`,
      );
    }
    return null;
  },
};

/** The base-rules variant: the board's free cities, and no horses. */
const BASE_RULES_VARIANT: Hooks = {
  id: 'power-and-glory (base rules)',
  explain: (_s, move) => noHorses(move),
};

export const POWER_AND_GLORY: ExpansionModule = {
  name: 'power-and-glory',
  title: 'Power and Glory',
  board: POWER_AND_GLORY_MAP.id,
  variants: ['base-rules'],
  rules: {
    chosen: (_, variant) => ({ horses: variant === undefined, carriages: variant !== undefined }),
    absent: { horses: false, carriages: true },
  },
  state: {
    arrays: {
      horseCards: u8(PER_SEAT_CARDS, 'own'),
      horseCount: u8(SEATS),
      horsePower: u8(SEATS),
    },
  },
  moves: [HORSE],
  moveKinds: { PlayHorse: PLAY_HORSE },
  errorCodes: ['ERR_TOO_MANY_HORSES', 'ERR_NOT_ENOUGH_HORSES'],
  absentView: NO_HORSES_VIEW,
  effects: (before, after, code) => ({
    horsesShown: moveKind(code) === PLAY_HORSE ? after.board.cards.horses[moveArg(code)]! : null,
  }),
  explainAbsent: (move) => noHorses(move),
  // The free cities belong to the board: played by the expansion's rules and its variant alike.
  play: (rules, board) => {
    if (board.freeCities === 0) return rules.horses ? [HORSES] : [];
    return [rules.horses ? HORSES : BASE_RULES_VARIANT, FREE_CITIES];
  },
};
