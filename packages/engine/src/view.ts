/**
 * What one seat may see of a game, and what a spectator may see: everything public (the display,
 * routes, houses, tiles, carriages, the discard pile by R17, hand sizes) and the seat's own hand.
 * Never another hand, the order of the supply, or the seed. Everything sent to a player, and
 * everything a bot reads, is a view.
 */
import { decision, type Decision } from './decision.ts';
import { legalMoves } from './game.ts';
import { ruleSetOf } from './expansions/rule-set.ts';
import { officialsOfBits, type Move, type Official } from './move.ts';
import type { GameRules } from './options.ts';
import { scoreSheet, type ScoreSheet, type TileScore } from './score.ts';
import { DISPLAY_SIZE, NO_CARD, routeOf, type GameState } from './state.ts';
import { lastSeatOfRound } from './rules/turn.ts';

export interface SeatView {
  readonly seat: number;
  readonly handCount: number;
  /** The cards in hand, sorted by the board's city order: only in the seat's own view. */
  readonly hand: readonly string[] | null;
  /** The cards of this hand that every player knows of (taken face up, not played since). */
  readonly knownHand: readonly string[];
  /**
   * Power and Glory: the cards played as horses, only in the seat's own view (they lie horse side
   * up: others see the horses each card shows, `horsesShown`, never its city).
   */
  readonly horses: readonly string[] | null;
  /** The horses shown by each card played as horses, fewest first. */
  readonly horsesShown: readonly number[];
  /** The horses pulling the carriage, its own 2 included. */
  readonly horsePower: number;
  readonly route: readonly string[];
  readonly houses: readonly string[];
  readonly housesLeft: number;
  readonly carriage: number | null;
  /** Bonus tiles held, in the order taken. */
  readonly tiles: readonly TileScore[];
  readonly score: number;
  /** Nobility letters held (The Princess' Messenger). */
  readonly letters: number;
  /** Offices of Honor: office tiles held by kind, and victory point chips. */
  readonly offices: Readonly<Record<Official, number>>;
  readonly chips: number;
}

/** Offices of Honor: a return round under way. */
export interface ReturnRoundView {
  readonly final: boolean;
  /** The seat that returned first, and how many seats have had their go. */
  readonly first: number;
  readonly index: number;
  /** The offices whose emptied stack called the round. */
  readonly emptied: readonly Official[];
  /** Where the turn goes on after the rounds. */
  readonly resume: 'draw' | 'play' | 'carriage' | 'over';
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
  readonly rules: GameRules;
  readonly players: number;
  /** The seat this view is for, or null for a spectator. */
  readonly viewer: number | null;
  readonly startPlayer: number;
  /** The seat whose turn it is (in a return round the decision may be another seat's). */
  readonly current: number;
  readonly turn: number;
  /** Moves played since the start of the game. */
  readonly moveCount: number;
  readonly decision: Decision | null;
  readonly display: readonly (string | null)[];
  readonly supplyCount: number;
  /** The discard pile, counted per city (R17). */
  readonly discards: Readonly<Record<string, number>>;
  readonly officialsUsed: readonly Official[];
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
  /** The Princess' Messenger: cities whose letter still lies there, the figure's holder, and the
   * letters the current player may still spend this turn (owned at its start, R11). */
  readonly cityLetters: readonly string[];
  readonly messengerHolder: number | null;
  readonly spendableLetters: number;
  /** Offices of Honor: tiles left in each office stack, chips left, and the return round under way. */
  readonly officeStacks: Readonly<Record<Official, number>>;
  readonly chipsLeft: number;
  readonly returnRound: ReturnRoundView | null;
  /** The viewer's legal moves when the decision is the viewer's; otherwise empty. */
  readonly legalMoves: readonly Move[];
}

/**
 * The fields of a view that the expansions fill (expansion.ts, `view`): in a game without an
 * expansion, its fields hold its `absentView` values, so every view has every field.
 */
export type ExpansionTableFields = Pick<
  PlayerView,
  | 'cityLetters'
  | 'messengerHolder'
  | 'spendableLetters'
  | 'officeStacks'
  | 'chipsLeft'
  | 'returnRound'
>;
export type ExpansionSeatFields = Pick<
  SeatView,
  'horses' | 'horsesShown' | 'horsePower' | 'letters' | 'offices' | 'chips'
>;

/** Cards from per-card-type counts starting at `offset`, in the board's order. */
export function countsToCards(
  counts: Uint8Array,
  offset: number,
  names: readonly string[],
): string[] {
  const cards: string[] = [];
  names.forEach((name, city) => {
    for (let k = counts[offset + city]!; k > 0; k--) cards.push(name);
  });
  return cards;
}

/** The names of the cities in a bit set of cities. */
export const citiesOfMask = (s: GameState, mask: number): string[] =>
  s.board.cityNames.filter((_, i) => (mask & (1 << i)) !== 0);

/** The discard pile counted per card, in the board's order (counted by type first: this is made
 * for every view a server sends, and a record grown key by key is slow). */
function discardCounts(s: GameState): Record<string, number> {
  const names = s.board.cards.names;
  const byType = new Uint16Array(names.length);
  for (let i = 0; i < s.discardCount; i++) byType[s.discard[i]!]!++;
  const counts: Record<string, number> = {};
  byType.forEach((count, type) => {
    if (count > 0) counts[names[type]!] = count;
  });
  return counts;
}

/** The view of `viewer` (a seat), or of a spectator when `viewer` is null. */
export const playerView = (s: GameState, viewer: number | null): PlayerView =>
  playerViews(s, [viewer])[0]!;

/** A seat's fields that every viewer sees alike. */
type PublicSeat = Omit<SeatView, 'hand' | keyof ExpansionSeatFields>;

/**
 * The views of several viewers of one state, in the order given: what every viewer sees alike
 * (the score sheet, the display, routes, the legal moves) is computed once, so a server telling
 * a move to every seat pays for the public part once, not once a seat. The views share those
 * public parts (they are read-only, as every view is). Each view is written out as one object
 * literal, field by field: objects spread from a shared one are slower to make and to encode.
 */
export function playerViews(s: GameState, viewers: readonly (number | null)[]): PlayerView[] {
  // Cards are named by type: the city, with its horses on a board whose cards show them.
  const names = s.board.cards.names;
  const types = s.board.cards.count;
  const scores = scoreSheet(s);
  const next = decision(s);
  const rules = ruleSetOf(s);
  const seats = Array.from({ length: s.players }, (_, seat): PublicSeat => ({
    seat,
    handCount: s.handSize[seat]!,
    knownHand: countsToCards(s.knownHand, seat * types, names),
    route: routeOf(s, seat).map((c) => names[c]!),
    houses: citiesOfMask(s, s.houses[seat]!),
    housesLeft: s.housesLeft[seat]!,
    carriage: scores.lines[seat]!.carriage,
    tiles: scores.lines[seat]!.tiles,
    score: scores.lines[seat]!.total,
  }));
  const display = Array.from({ length: DISPLAY_SIZE }, (_, slot) =>
    s.display[slot] === NO_CARD ? null : names[s.display[slot]!]!,
  );
  const discards = discardCounts(s);
  const officialsUsed = officialsOfBits(s.officialsUsed);
  const closingHouses = citiesOfMask(s, s.closeHouses);
  const stacks = s.board.stacks.map((stack, i): StackView => {
    const left = s.stackLeft[i]!;
    return {
      id: stack.id,
      label: stack.label,
      left,
      top: left === 0 ? null : stack.values[stack.values.length - left]!,
    };
  });
  const ended = s.endTriggeredBy >= 0;
  const lastTurnSeat = ended ? lastSeatOfRound(s) : null;
  const table = rules.tableView(s);
  const deciding = next === null ? null : next.seat;
  const moves = deciding !== null && viewers.includes(deciding) ? legalMoves(s) : [];
  const seatViews = (viewer: number | null): SeatView[] =>
    seats.map((open, seat) => ({
      seat,
      handCount: open.handCount,
      hand: seat === viewer ? countsToCards(s.hand, seat * types, names) : null,
      knownHand: open.knownHand,
      route: open.route,
      houses: open.houses,
      housesLeft: open.housesLeft,
      carriage: open.carriage,
      tiles: open.tiles,
      score: open.score,
      ...rules.seatView(s, seat, viewer),
    }));
  return viewers.map((viewer): PlayerView => ({
    map: s.board.id,
    rules: s.rules,
    players: s.players,
    viewer,
    startPlayer: s.startPlayer,
    current: s.current,
    turn: s.turn,
    moveCount: s.moveCount,
    decision: next,
    display,
    supplyCount: s.supplyCount,
    discards,
    officialsUsed,
    drawsDone: s.drawsDone,
    drawsAllowed: s.drawsAllowed,
    playsDone: s.playsDone,
    playsAllowed: s.playsAllowed,
    closingHouses,
    stacks,
    seats: seatViews(viewer),
    endTriggeredBy: ended ? s.endTriggeredBy : null,
    lastTurnSeat,
    gameEndTilePending: s.endTriggeredNow,
    ...table,
    scores,
    legalMoves: viewer !== null && viewer === deciding ? moves : [],
  }));
}

export const spectatorView = (s: GameState): PlayerView => playerView(s, null);
