/**
 * City cards grouped into types: cards that are alike in every way the rules see. On the base
 * board a type is a city (its three cards are alike); on a board whose cards show horses (Power
 * and Glory) a type is a city with a number of horses. Hands, routes and piles hold types.
 *
 * A type's name is its city's name, followed by the horses in brackets when the board has them:
 * "Ulm", "Berlin(2)".
 */
import type { MapDefinition } from './map-definition.ts';

export interface CardTypes {
  readonly count: number;
  readonly city: Uint8Array;
  readonly horses: Uint8Array;
  /** Copies of each type in the deck. */
  readonly copies: Uint8Array;
  readonly names: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  /** True if the board's cards show horses. */
  readonly withHorses: boolean;
}

export const cardName = (city: string, horses: number | undefined): string =>
  horses === undefined ? city : `${city}(${horses})`;

/** A card named in the text notation, as a move's fields: "Berlin(2)" -> Berlin with 2 horses. */
export function cardOfText(text: string): { city: string; horses?: number } {
  const { city, horses } = splitCardName(text);
  return horses === undefined ? { city } : { city, horses };
}

/** Splits a card name into its city and horses ("Berlin(2)" -> Berlin, 2). */
export function splitCardName(name: string): { city: string; horses: number | undefined } {
  const match = /^(.*)\((\d)\)$/.exec(name);
  return match ? { city: match[1]!, horses: Number(match[2]) } : { city: name, horses: undefined };
}

export function compileCardTypes(definition: MapDefinition, problems: string[]): CardTypes {
  const withHorses = definition.cities.some((c) => c.horses !== undefined);
  const city: number[] = [];
  const horses: number[] = [];
  const copies: number[] = [];
  const names: string[] = [];
  definition.cities.forEach((c, i) => {
    const shown = c.horses ?? new Array<number>(definition.cityCardsPerCity).fill(0);
    if (shown.length !== definition.cityCardsPerCity) {
      problems.push(
        `${c.name}: horses for ${shown.length} cards, not ${definition.cityCardsPerCity}`,
      );
    }
    if (withHorses && c.horses === undefined) problems.push(`${c.name}: cards without horses`);
    for (const h of [...new Set(shown)].sort((a, b) => a - b)) {
      city.push(i);
      horses.push(h);
      copies.push(shown.filter((x) => x === h).length);
      names.push(cardName(c.name, withHorses ? h : undefined));
    }
  });
  return {
    count: names.length,
    city: Uint8Array.from(city),
    horses: Uint8Array.from(horses),
    copies: Uint8Array.from(copies),
    names,
    index: new Map(names.map((name, i) => [name, i])),
    withHorses,
  };
}

/** Cards from per-card-type counts starting at `offset`, in the board's order. */
export function countsToCards(
  counts: Uint8Array,
  offset: number,
  names: readonly string[],
): string[] {
  const cards: string[] = [];
  names.forEach((name, type) => {
    for (let k = counts[offset + type]!; k > 0; k--) cards.push(name);
  });
  return cards;
}
