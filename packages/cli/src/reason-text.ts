/**
 * The reasons of the search's moves (the bots' reason codes) in English words, for the command
 * line; the web client has its own words in each language.
 *
 * @example
 * reasonText({ code: 'extend-route', params: { city: 'Ulm', length: 4 } });
 * // 'extends the route to 4 cities with Ulm'
 */
import type { Reason, ReasonCode } from '@tnt/bots';

type Params = Reason['params'];

const WORDS: Record<ReasonCode, (p: Params) => string> = {
  'last-round': () => 'begins the last round',
  'close-route': (p) => `closes the route of ${p.length} cities`,
  'extend-route': (p) => `extends the route to ${p.length} cities with ${p.city}`,
  'start-route': (p) => `starts a route at ${p.city}`,
  'new-route': (p) => `starts a new route at ${p.city}, giving up the route of ${p.given}`,
  horse: (p) => `plays ${p.card} as ${p.horses} horses`,
  'draw-fits-route': (p) => `takes ${p.card}, which extends the route`,
  'draw-fits-hand': (p) => `takes ${p.card}, which links with cards in hand`,
  'draw-display': (p) => `takes ${p.card}: of the cards on offer, it wins most often`,
  'draw-supply': () => 'draws from the supply: no card on display fits',
  administrator: () => 'calls the Administrator for six new cards on display',
  postmaster: () => 'calls the Postmaster for a second card',
  'postal-carrier': () => 'calls the Postal Carrier to play a second card',
  'house-tile': (p) => `builds a house in ${p.city} and earns a bonus tile (+${p.points})`,
  house: (p) => `builds a house in ${p.city}`,
  'houses-done-tile': (p) => `finishes the houses and earns a bonus tile (+${p.points})`,
  'houses-done': () => 'finishes the houses',
  carriage: (p) => `takes the ${p.value} carriage`,
  'carriage-cartwright': (p) => `takes the ${p.value} carriage with the Cartwright`,
  'carriage-decline': () => 'declines the carriage',
  discard: (p) => `discards ${p.card}`,
  'end-turn': (p) => `ends the turn and keeps the route of ${p.length} open`,
  'return-offices': (p) => `returns ${p.count} office tiles`,
  'decline-draw': () => 'takes no card for the two returned tiles',
};

export const reasonText = (reason: Reason): string => WORDS[reason.code](reason.params);

/** 0.4567 -> "46%". */
export const percent = (share: number): string => `${Math.round(share * 100)}%`;
