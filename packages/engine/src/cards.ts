/**
 * How city cards move between supply, display, hands and the discard pile (R6): a face-up card
 * taken is replaced at once; the moment the supply's last card is taken the discards become the
 * new supply; an empty supply with no discards stays empty until a card is next needed.
 */
import { shuffleInPlace } from './rng.ts';
import { DISPLAY_SIZE, NO_CARD, type GameState } from './state.ts';

/** Moves the discards into the supply and shuffles them. */
function reshuffle(s: GameState): void {
  s.supply.set(s.discard.subarray(0, s.discardCount), s.supplyCount);
  s.supplyCount += s.discardCount;
  s.discardCount = 0;
  shuffleInPlace(s.rng, s.supply, s.supplyCount);
}

/** True when a card can still come from the supply (reshuffling the discards if need be). */
export const supplyCanDraw = (s: GameState): boolean => s.supplyCount + s.discardCount > 0;

/** Takes the supply's top card, or NO_CARD when supply and discards are both empty. */
export function takeFromSupply(s: GameState): number {
  if (s.supplyCount === 0) {
    if (s.discardCount === 0) return NO_CARD;
    reshuffle(s);
  }
  const card = s.supply[--s.supplyCount]!;
  if (s.supplyCount === 0 && s.discardCount > 0) reshuffle(s);
  return card;
}

export function discardCard(s: GameState, card: number): void {
  s.discard[s.discardCount++] = card;
}

export function addToHand(s: GameState, seat: number, card: number): void {
  s.hand[seat * s.board.cards.count + card]!++;
  s.handSize[seat]!++;
}

/**
 * A card leaves the hand face up (played to the route, or discarded). The cards of one type are
 * alike, so an observer cannot tell whether the card that left was the one it saw taken face up or
 * a hidden copy: one fewer of the type is known for certain.
 */
export function removeFromHand(s: GameState, seat: number, card: number): void {
  const at = seat * s.board.cards.count + card;
  s.hand[at]!--;
  s.handSize[seat]!--;
  if (s.knownHand[at]! > 0) s.knownHand[at]!--;
}

/**
 * A card leaves the hand showing only its back (Power and Glory: played horse side up). Observers
 * see its horses, not its city, so it could have been any type with as many horses: one fewer of
 * each such type is known for certain.
 */
export function removeFromHandUnseen(s: GameState, seat: number, card: number): void {
  const { count, horses } = s.board.cards;
  s.hand[seat * count + card]!--;
  s.handSize[seat]!--;
  const shown = horses[card]!;
  for (let type = 0; type < count; type++) {
    const at = seat * count + type;
    if (horses[type] === shown && s.knownHand[at]! > 0) s.knownHand[at]!--;
  }
}

/** Fills empty display slots from the supply, left to right; slots no card can fill stay empty. */
export function refillDisplay(s: GameState): void {
  for (let slot = 0; slot < DISPLAY_SIZE; slot++) {
    if (s.display[slot] === NO_CARD) s.display[slot] = takeFromSupply(s);
  }
}

export function displayHasCard(s: GameState): boolean {
  for (let slot = 0; slot < DISPLAY_SIZE; slot++) if (s.display[slot] !== NO_CARD) return true;
  return false;
}

/** True if a card can be drawn from the display or the supply. */
export const canDraw = (s: GameState): boolean => displayHasCard(s) || supplyCanDraw(s);

/** The Administrator: the whole display is discarded and dealt anew (R6, R7). */
export function replaceDisplay(s: GameState): void {
  for (let slot = 0; slot < DISPLAY_SIZE; slot++) {
    const card = s.display[slot]!;
    if (card !== NO_CARD) discardCard(s, card);
    s.display[slot] = NO_CARD;
  }
  refillDisplay(s);
}

/** Draws the card of a display slot into the hand and replaces it at once. */
export function drawFromDisplay(s: GameState, seat: number, slot: number): void {
  const card = s.display[slot]!;
  addToHand(s, seat, card);
  s.knownHand[seat * s.board.cards.count + card]!++;
  s.display[slot] = takeFromSupply(s);
}
