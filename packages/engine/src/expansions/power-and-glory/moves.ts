/**
 * Power and Glory's move: a card played horse side up before the player's carriage (R15).
 *
 *   horse Berlin(2)      the Berlin card that shows 2 horses, played as horses
 */
import { cardName, cardOfText } from '../../board/card-types.ts';
import { allocateMoveKind, encodeMove, moveArg, type MoveForm } from '../../move.ts';
import { hasFields, isHorses, isName, malformedMove, wrongField } from '../../move-shape.ts';
import { ok } from '../../result.ts';

/** A card played horse side up; it names the city and the horses of the card. */
export interface HorseMove {
  readonly type: 'horse';
  readonly city: string;
  readonly horses: number;
}

export const PLAY_HORSE = allocateMoveKind();

export const HORSE: MoveForm<HorseMove> = {
  type: 'horse',
  kinds: [PLAY_HORSE],
  notation:
    'horse Berlin(2)                                 Power and Glory: a card played as horses',
  cardOf: (move) => move,
  parse: (input) =>
    hasFields(input, 'city,horses,type') && isName(input.city) && isHorses(input.horses)
      ? ok({ type: 'horse', city: input.city, horses: input.horses })
      : malformedMove(
          'a horse move names a city and the horses of its card',
          wrongField(input, { city: isName, horses: isHorses }),
        ),
  encode: (_move, card) => encodeMove(PLAY_HORSE, card),
  decode: (code, naming) => {
    const card = moveArg(code);
    return {
      type: 'horse',
      city: naming.cityNames[naming.cards.city[card]!]!,
      horses: naming.cards.horses[card]!,
    };
  },
  toText: (move) => `horse ${cardName(move.city, move.horses)}`,
  fromText(words) {
    if (words[0] !== 'horse') return null;
    if (words.length < 2)
      return malformedMove(`"${words.join(' ')}" is not a move in the notation`);
    return HORSE.parse({ type: 'horse', ...cardOfText(words.slice(1).join(' ')) });
  },
};
