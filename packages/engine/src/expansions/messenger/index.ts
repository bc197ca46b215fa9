/**
 * The Princess' Messenger (000) as an expansion. A nobility letter lies on every city and goes to
 * the first house built there (R12); the first to fourth players start with 0 to 3 letters. Each
 * official helps at most once a turn: the first is free, each further one costs 2 letters owned at
 * the start of the turn (R11), and the Administrator may also be called after the draws. The
 * Messenger figure (R13; not with Power and Glory) goes to whoever scores a route without taking a
 * carriage: its holder pays 1 letter for a further official, and it is worth a point at the end.
 */
import type { Board } from '../../board/board.ts';
import { citiesOfMask } from '../../board/city-sets.ts';
import { moveError } from '../../errors.ts';
import type {
  ExpansionModule,
  Hooks,
  OfficialRules,
  ViewFields,
} from '../../extension/expansion.ts';
import type { GameState } from '../../state.ts';
import { scalar, shownPerSeat, shownScalar } from '../../state-layout.ts';
import type {} from './additions.ts';

const allCities = (board: Board): number =>
  board.cityCount >= 32 ? 0xffffffff : ((1 << board.cityCount) - 1) >>> 0;

/** R11: letters buy further officials; with the figure, its holder pays one letter less. */
function lettersBuyOfficials(figure: boolean): OfficialRules {
  const cost = figure
    ? (s: GameState): number => (s.messengerHolder === s.current ? 1 : 2)
    : (): number => 2;
  return {
    administratorAfterDraws: true,
    furtherAvailable: (s, official) =>
      (s.officialsUsed & official) === 0 && cost(s) <= s.spendableLetters,
    payFurther(s) {
      const paid = cost(s);
      s.letters[s.current]! -= paid;
      s.spendableLetters -= paid;
    },
    refusal: (s, official) =>
      (s.officialsUsed & official) !== 0
        ? moveError(
            'ERR_OFFICIAL_ALREADY_USED',
            'each official helps at most once a turn (000 "Each of the four officials can be use only once")',
          )
        : moveError(
            'ERR_NOT_ENOUGH_LETTERS',
            `a further official costs ${cost(s)} letters owned at the start of the turn; you may spend ${s.spendableLetters} (000, R11)`,
          ),
    administratorTiming:
      'the Administrator is called before the first card is played (000 "before or after the draws")',
  };
}

/**
 * The view's Messenger fields besides the letters held and spendable (shown as they are); in a
 * game without it no letter lies anywhere and no one holds the figure.
 */
const MESSENGER_VIEW: ViewFields = {
  table: (s) => ({
    cityLetters: citiesOfMask(s.board, s.cityLetters),
    messengerHolder: s.messengerHolder >= 0 ? s.messengerHolder : null,
  }),
};

/** The Messenger's hooks, with its figure (`figure`: R13, not with Power and Glory) or without. */
function messengerHooks(figure: boolean): Hooks {
  return {
    id: figure ? 'messenger' : 'messenger (no figure)',
    setUp(s) {
      s.cityLetters = allCities(s.board);
      for (let k = 0; k < s.players; k++) s.letters[(s.startPlayer + k) % s.players] = k;
    },
    turnStarted(s) {
      s.spendableLetters = s.letters[s.current]!;
    },
    officials: lettersBuyOfficials(figure),
    houseBuilt(s, seat, city) {
      // R12: the first house in a city takes the letter lying there.
      if ((s.cityLetters & (1 << city)) === 0) return;
      s.cityLetters = (s.cityLetters & ~(1 << city)) >>> 0;
      s.letters[seat]!++;
    },
    ...(figure
      ? {
          routeScored(s: GameState, seat: number, tookCarriage: boolean) {
            // R13: a route scored without a carriage takes the figure.
            if (!tookCarriage) s.messengerHolder = seat;
          },
        }
      : {}),
    view: MESSENGER_VIEW,
  };
}

const WITH_FIGURE = messengerHooks(true);
/** With Power and Glory the Messenger is played without its figure (R13). */
const WITHOUT_FIGURE = messengerHooks(false);

export const MESSENGER: ExpansionModule = {
  name: 'messenger',
  title: "The Princess' Messenger",
  rules: {
    // R13: the figure is not used with Power and Glory.
    chosen: (chosen) => ({ messenger: true, messengerFigure: !chosen.has('power-and-glory') }),
    absent: { messenger: false, messengerFigure: false },
  },
  state: {
    arrays: { letters: shownPerSeat() },
    scalars: {
      cityLetters: scalar(0),
      spendableLetters: shownScalar(0),
      messengerHolder: scalar(-1),
    },
  },
  errorCodes: ['ERR_NOT_ENOUGH_LETTERS'],
  absentView: MESSENGER_VIEW,
  rebuild(s, view, board) {
    s.cityLetters = view.cityLetters.reduce(
      (mask, name) => (mask | (1 << board.cityIndex.get(name)!)) >>> 0,
      0,
    );
    s.messengerHolder = view.messengerHolder ?? -1;
  },
  scoreTerms: { messenger: (s, seat) => (s.messengerHolder === seat ? 1 : 0) },
  effects: (before, after, _code, seat) => ({
    letters: Math.max(0, after.letters[seat]! - before.letters[seat]!),
    lettersPaid: Math.max(0, before.letters[seat]! - after.letters[seat]!),
    messengerFigure: after.messengerHolder === seat && before.messengerHolder !== seat,
  }),
  play: (rules) => (rules.messenger ? [rules.messengerFigure ? WITH_FIGURE : WITHOUT_FIGURE] : []),
};
