/**
 * What is seen of Power and Glory's horses: a seat sees the cities of its own horse cards, others
 * only the horses each card shows (they lie horse side up), and everyone the horses pulling each
 * carriage. `determinize` deals the cards it cannot see from the unseen cards that show as many
 * horses.
 */
import { countsToCards } from '../../board/card-types.ts';
import type { HiddenCards, ViewFields } from '../../extension/expansion.ts';
import type { GameState } from '../../state.ts';
import { addHorse, horsesOf } from './horses.ts';

/** The horses of each card a seat played as horses, fewest first: all that their backs show. */
function horsesShown(s: GameState, seat: number): number[] {
  const { count, horses } = s.board.cards;
  const shown: number[] = [];
  for (let type = 0; type < count; type++) {
    for (let k = s.horseCards[seat * count + type]!; k > 0; k--) shown.push(horses[type]!);
  }
  return shown.sort((a, b) => a - b);
}

export const HORSES_VIEW: ViewFields = {
  seat: (s, seat, viewer) => ({
    horses:
      seat === viewer
        ? countsToCards(s.horseCards, seat * s.board.cards.count, s.board.cards.names)
        : null,
    horsesShown: horsesShown(s, seat),
    horsePower: horsesOf(s, seat),
  }),
};

/** Without the expansion: no horse cards, and no carriage of one's own to pull. */
export const NO_HORSES_VIEW: ViewFields = {
  seat: (_, seat, viewer) => ({
    horses: seat === viewer ? [] : null,
    horsesShown: [],
    horsePower: 0,
  }),
};

export const HIDDEN_HORSES: HiddenCards = {
  own: (seat) => seat.horses,
  shown: (seat) => seat.horsesShown,
  shows: (board, card, shown) => board.cards.horses[card] === shown,
  place(s, seat, cards) {
    for (const card of cards) addHorse(s, seat, card);
  },
};
