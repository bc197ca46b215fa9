/**
 * Power and Glory (000) as an expansion: its own board (maps/power-and-glory.ts, with the free
 * cities of free-cities.ts), cards played as horses before the player's own carriage
 * (horses.ts), a route closed only when its horses suffice, and no carriages of the base game nor
 * the Cartwright (R15). Its base-rules variant plays the board by the base game's rules: only the
 * free cities.
 */
import { moveError } from '../../errors.ts';
import { wrongStep } from '../../diagnose.ts';
import { MIN_CLOSE_LENGTH } from '../../state.ts';
import type { ExpansionModule } from '../expansion.ts';
import { HORSE_PLAY, MAX_HORSE_CARDS, discardHorses, horsesOf, horsesSuffice } from './horses.ts';
import { HIDDEN_HORSES, HORSES_VIEW, NO_HORSES_VIEW } from './view.ts';

export { FREE_CITIES } from './free-cities.ts';

export const POWER_AND_GLORY: ExpansionModule = {
  name: 'power-and-glory',
  cardPlay: HORSE_PLAY,
  routeMayClose: horsesSuffice,
  // The players' own carriages score nothing and the Cartwright stays home (R15).
  carriageOption: () => 'none',
  routeScored: (s, seat) => {
    discardHorses(s, seat);
  },
  view: HORSES_VIEW,
  absentView: NO_HORSES_VIEW,
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
  explainAbsent: (move) =>
    move.type === 'horse'
      ? moveError('ERR_WRONG_STEP', 'cards are played as horses only in Power and Glory (000)')
      : null,
};
