/**
 * Full states from a player's view, for bots that search: the hidden cards (the other hands but
 * their known cards, and the supply) are dealt at random from the cards the viewer has not seen,
 * so the state agrees with everything the view shows. Nothing hidden is read.
 *
 * @example
 * const view = playerView(state, seat);
 * const sample = determinize(view, seedRng('sample 1')); // a GameState the bot may search
 */
import type { Board } from './board/board.ts';
import { err, ok, type Result } from './result.ts';
import { boardOf } from './setup.ts';
import type { SetupError } from './errors.ts';
import './expansions/built-in.ts';
import { ruleSetFor } from './extension/registry.ts';
import { RULE_SETS, type RuleSet } from './extension/rule-set.ts';
import { shuffleInPlace, type RngState } from './rng.ts';
import { NO_CARD, Phase, createState, type GameState } from './state.ts';
import type { PlayerView } from './view-types.ts';
import { bitsOfOfficials } from './move.ts';
import type { BaseStep, Step } from './steps.ts';

const PHASE_OF_BASE_STEP: Record<BaseStep, Phase> = {
  draw: Phase.Draw,
  play: Phase.Play,
  close: Phase.Play,
  houses: Phase.Houses,
  carriage: Phase.Carriage,
  discard: Phase.Discard,
};

/** The phase of a step: the base game's, or one of the expansion whose decisions name it. */
function phaseOfStep(step: Step, rules: RuleSet): Phase {
  if (Object.hasOwn(PHASE_OF_BASE_STEP, step)) return PHASE_OF_BASE_STEP[step as BaseStep];
  const owner = rules.decisions.find((part) => part?.steps.includes(step));
  return owner!.phaseOfStep(step);
}

const bad = (message: string): Result<never, SetupError> =>
  err({ code: 'ERR_BAD_OPTION', message });

/**
 * The cards the viewer cannot place: in other hands (beyond their known cards), hidden by an
 * expansion (Power and Glory: played as horses by others, only their horses show), or in the
 * supply.
 */
export function unseenCards(view: PlayerView, board: Board): number[] {
  return unseenOf(view, board, RULE_SETS[ruleSetFor(view.rules, board)]!);
}

function unseenOf(view: PlayerView, board: Board, rules: RuleSet): number[] {
  const hidden = rules.hiddenCards;
  const left = Array.from(board.cards.copies);
  const see = (name: string | null): void => {
    if (name !== null) left[board.cards.index.get(name)!]!--;
  };
  view.display.forEach(see);
  for (const [name, count] of Object.entries(view.discards))
    left[board.cards.index.get(name)!]! -= count;
  for (const seat of view.seats) {
    seat.route.forEach(see);
    if (hidden) hidden.own(seat)?.forEach(see);
    (seat.hand ?? seat.knownHand).forEach(see);
  }
  return left.flatMap((count, city) => new Array<number>(Math.max(0, count)).fill(city));
}

/** Hidden cards dealt to one seat: its hand and an expansion's hidden cards (horse cards). */
interface Dealt {
  readonly hand: number[];
  readonly hidden: number[];
}

/**
 * Deals the shuffled unseen cards: first each card an expansion hides (a horse card: the first
 * unseen card that shows its horses, uniform among them, as the cards are shuffled); then the
 * hidden hand cards in seat order; what is left is the supply. Returns null if the view cannot be
 * dealt.
 */
function deal(
  view: PlayerView,
  board: Board,
  unseen: Uint8Array,
  hiddenCards: RuleSet['hiddenCards'],
): { seats: Dealt[]; supply: Uint8Array } | null {
  const { index } = board.cards;
  const used = new Uint8Array(unseen.length);
  const take = (shown: number): number | null => {
    for (let i = 0; i < unseen.length; i++) {
      if (used[i] === 0 && hiddenCards!.shows(board, unseen[i]!, shown)) {
        used[i] = 1;
        return unseen[i]!;
      }
    }
    return null;
  };
  const seats: Dealt[] = [];
  for (const seat of view.seats) {
    if (!hiddenCards) {
      seats.push({ hand: [], hidden: [] });
      continue;
    }
    const own = hiddenCards.own(seat)?.map((name) => index.get(name)!);
    const hidden = own ?? hiddenCards.shown(seat).map(take);
    if (hidden.some((card) => card === null)) return null;
    seats.push({ hand: [], hidden: hidden as number[] });
  }
  const rest = unseen.filter((_, i) => used[i] === 0);
  let next = 0;
  view.seats.forEach((seat, i) => {
    const hand = seats[i]!.hand;
    if (seat.hand) {
      for (const name of seat.hand) hand.push(index.get(name)!);
      return;
    }
    for (const name of seat.knownHand) hand.push(index.get(name)!);
    for (let k = seat.handCount - seat.knownHand.length; k > 0; k--) hand.push(rest[next++]!);
  });
  if (next > rest.length || rest.length - next !== view.supplyCount) return null;
  return { seats, supply: rest.subarray(next) };
}

/** A full state that agrees with the view, its hidden cards dealt at random by `rng`. */
export function determinize(view: PlayerView, rng: RngState): Result<GameState, SetupError> {
  const board = boardOf(view.map);
  if (!board.ok) return board;
  const ruleSet = ruleSetFor(view.rules, board.value);
  const rules = RULE_SETS[ruleSet]!;
  const unseen = Uint8Array.from(unseenOf(view, board.value, rules));
  shuffleInPlace(rng, unseen, unseen.length);
  const dealt = deal(view, board.value, unseen, rules.hiddenCards);
  if (dealt === null) return bad('the view does not account for every card');
  return stateFromView(view, board.value, dealt.seats, dealt.supply, rng, ruleSet);
}

function stateFromView(
  view: PlayerView,
  board: Board,
  dealt: readonly Dealt[],
  supply: Uint8Array,
  rng: RngState,
  ruleSet: number,
): Result<GameState, SetupError> {
  const n = board.cityCount;
  const types = board.cards.count;
  const players = view.players;
  const stackIndex = new Map(board.stacks.map((stack, i) => [stack.id, i]));
  const rules = RULE_SETS[ruleSet]!;
  const s = createState(board, view.rules, players, view.startPlayer, ruleSet);
  s.rng.set(rng);
  s.supplyCount = supply.length;
  s.display.fill(NO_CARD);
  s.routeStart.fill(n);
  s.stackLeft.set(view.stacks.map((stack) => stack.left));
  s.phase = view.decision ? phaseOfStep(view.decision.step, rules) : Phase.Over;
  s.current = view.current;
  s.turn = view.turn;
  s.officialsUsed = bitsOfOfficials(view.officialsUsed);
  s.drawsDone = view.drawsDone;
  s.drawsAllowed = view.drawsAllowed;
  s.playsDone = view.playsDone;
  s.playsAllowed = view.playsAllowed;
  s.endTriggeredBy = view.endTriggeredBy ?? -1;
  s.endTriggeredNow = view.gameEndTilePending;
  s.moveCount = view.moveCount;
  // The expansions' public fields: letters, the figure, office tiles, chips, a return round.
  rules.rebuild(s, view, board);
  s.supply.set(supply);
  const city = (name: string): number => board.cityIndex.get(name)!;
  const card = (name: string): number => board.cards.index.get(name)!;
  for (const [name, count] of Object.entries(view.discards)) {
    for (let k = 0; k < count; k++) s.discard[s.discardCount++] = card(name);
  }
  view.display.forEach((name, slot) => {
    if (name !== null) s.display[slot] = card(name);
  });
  for (const name of view.closingHouses) {
    s.closeHouses |= 1 << city(name);
    s.closeProvinces = (s.closeProvinces | board.provinceBit[city(name)]!) >>> 0;
  }
  view.seats.forEach((seatView, seat) => {
    const { hand, hidden } = dealt[seat]!;
    for (const type of hand) s.hand[seat * types + type]!++;
    s.handSize[seat] = hand.length;
    for (const name of seatView.knownHand) s.knownHand[seat * types + card(name)]!++;
    rules.hiddenCards?.place(s, seat, hidden);
    const base = seat * board.routeCapacity + n;
    seatView.route.forEach((name, i) => {
      s.route[base + i] = card(name);
      s.routeCities[seat]! |= 1 << board.cards.city[card(name)]!;
    });
    s.routeLength[seat] = seatView.route.length;
    for (const name of seatView.houses) s.houses[seat]! |= 1 << city(name);
    s.housesLeft[seat] = seatView.housesLeft;
    s.carriages[seat] =
      seatView.carriage === null ? 0 : board.carriageValues.indexOf(seatView.carriage) + 1;
    seatView.tiles.forEach((tile, i) => {
      const stack = stackIndex.get(tile.stack)!;
      s.tileStack[seat * board.tileCapacity + i] = stack;
      s.tileValue[seat * board.tileCapacity + i] = tile.value;
      s.earnedStacks[seat]! |= 1 << stack;
    });
    s.tileCount[seat] = seatView.tiles.length;
  });
  return ok(s);
}
