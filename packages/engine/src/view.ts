/**
 * What one seat may see of a game, and what a spectator may see: everything public (the display,
 * routes, houses, tiles, carriages, the discard pile by R17, hand sizes) and the seat's own hand.
 * Never another hand, the order of the supply, or the seed. Everything sent to a player, and
 * everything a bot reads, is a view.
 */
import { decision, type Decision } from './decision.ts';
import { legalMoves } from './game.ts';
import type { Move } from './move.ts';
import type { RulesOptions } from './options.ts';
import { scoreSheet, type ScoreSheet, type TileScore } from './score.ts';
import { DISPLAY_SIZE, NO_CARD, OfficialBit, routeOf, type GameState } from './state.ts';
import { lastSeatOfRound } from './rules/turn.ts';

export type OfficialName = 'administrator' | 'postmaster' | 'postal-carrier' | 'cartwright';

export interface SeatView {
  readonly seat: number;
  readonly handCount: number;
  /** The cards in hand, sorted by the board's city order: only in the seat's own view. */
  readonly hand: readonly string[] | null;
  /** The cards of this hand that every player knows of (taken face up, not played since). */
  readonly knownHand: readonly string[];
  readonly route: readonly string[];
  readonly houses: readonly string[];
  readonly housesLeft: number;
  readonly carriage: number | null;
  /** Bonus tiles held, in the order taken. */
  readonly tiles: readonly TileScore[];
  readonly score: number;
}

export interface StackView {
  readonly id: string;
  readonly label: string;
  readonly left: number;
  /** Value of the top tile, or null when the stack is empty. */
  readonly top: number | null;
}

export interface PlayerView {
  readonly map: string;
  readonly rules: RulesOptions;
  readonly players: number;
  /** The seat this view is for, or null for a spectator. */
  readonly viewer: number | null;
  readonly startPlayer: number;
  readonly turn: number;
  readonly decision: Decision | null;
  readonly display: readonly (string | null)[];
  readonly supplyCount: number;
  /** The discard pile, counted per city (R17). */
  readonly discards: Readonly<Record<string, number>>;
  readonly officialsUsed: readonly OfficialName[];
  readonly drawsDone: number;
  readonly drawsAllowed: number;
  readonly playsDone: number;
  readonly playsAllowed: number;
  /** While a route is being closed, the houses placed in this closing. */
  readonly closingHouses: readonly string[];
  readonly stacks: readonly StackView[];
  readonly seats: readonly SeatView[];
  /** The seat that started the last round, and whose turn will be the last. */
  readonly endTriggeredBy: number | null;
  readonly lastTurnSeat: number | null;
  /** True between the closing step that ended the game and the game-end tile it earns (R5). */
  readonly gameEndTilePending: boolean;
  readonly scores: ScoreSheet;
  /** The viewer's legal moves when the decision is the viewer's; otherwise empty. */
  readonly legalMoves: readonly Move[];
}

const OFFICIAL_BITS: readonly [OfficialName, number][] = [
  ['administrator', OfficialBit.Administrator],
  ['postmaster', OfficialBit.Postmaster],
  ['postal-carrier', OfficialBit.PostalCarrier],
  ['cartwright', OfficialBit.Cartwright],
];

/** Cards from per-city counts starting at `offset`, in city order. */
function countsToCards(counts: Uint8Array, offset: number, names: readonly string[]): string[] {
  const cards: string[] = [];
  names.forEach((name, city) => {
    for (let k = counts[offset + city]!; k > 0; k--) cards.push(name);
  });
  return cards;
}

const citiesOfMask = (s: GameState, mask: number): string[] =>
  s.board.cityNames.filter((_, i) => (mask & (1 << i)) !== 0);

function discardCounts(s: GameState): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < s.discardCount; i++) {
    const name = s.board.cityNames[s.discard[i]!]!;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** The view of `viewer` (a seat), or of a spectator when `viewer` is null. */
export function playerView(s: GameState, viewer: number | null): PlayerView {
  const names = s.board.cityNames;
  const scores = scoreSheet(s);
  const next = decision(s);
  const seats = Array.from({ length: s.players }, (_, seat): SeatView => ({
    seat,
    handCount: s.handSize[seat]!,
    hand: seat === viewer ? countsToCards(s.hand, seat * s.board.cityCount, names) : null,
    knownHand: countsToCards(s.knownHand, seat * s.board.cityCount, names),
    route: routeOf(s, seat).map((c) => names[c]!),
    houses: citiesOfMask(s, s.houses[seat]!),
    housesLeft: s.housesLeft[seat]!,
    carriage: scores.lines[seat]!.carriage,
    tiles: scores.lines[seat]!.tiles,
    score: scores.lines[seat]!.total,
  }));
  return {
    map: s.board.id,
    rules: s.rules,
    players: s.players,
    viewer,
    startPlayer: s.startPlayer,
    turn: s.turn,
    decision: next,
    display: Array.from({ length: DISPLAY_SIZE }, (_, slot) =>
      s.display[slot] === NO_CARD ? null : names[s.display[slot]!]!,
    ),
    supplyCount: s.supplyCount,
    discards: discardCounts(s),
    officialsUsed: OFFICIAL_BITS.filter(([, bit]) => (s.officialsUsed & bit) !== 0).map(
      ([name]) => name,
    ),
    drawsDone: s.drawsDone,
    drawsAllowed: s.drawsAllowed,
    playsDone: s.playsDone,
    playsAllowed: s.playsAllowed,
    closingHouses: citiesOfMask(s, s.closeHouses),
    stacks: s.board.stacks.map((stack, i) => {
      const left = s.stackLeft[i]!;
      return {
        id: stack.id,
        label: stack.label,
        left,
        top: left === 0 ? null : stack.values[stack.values.length - left]!,
      };
    }),
    seats,
    endTriggeredBy: s.endTriggeredBy >= 0 ? s.endTriggeredBy : null,
    lastTurnSeat: s.endTriggeredBy >= 0 ? lastSeatOfRound(s) : null,
    gameEndTilePending: s.endTriggeredNow,
    scores,
    legalMoves: next !== null && next.seat === viewer ? legalMoves(s) : [],
  };
}

export const spectatorView = (s: GameState): PlayerView => playerView(s, null);
