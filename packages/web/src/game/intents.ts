/**
 * From a player view to what the UI offers: which cities, cards, slots and buttons are legal
 * targets of the awaited decision, what each official can do now, and which moves a click on a
 * target stands for. Everything comes from the view's legal moves (the engine's list), so the UI
 * repeats no rule; a click on a target with no legal move becomes an attempt, which the engine
 * refuses with the error code the UI then explains.
 *
 * @example
 * const ui = uiState(view);
 * ui.cities.has('Ulm'); // Ulm is a legal target now
 * movesFor(view, { kind: 'city', city: 'Ulm' }); // [{ type: 'play', city: 'Ulm', end: 'right' }, ...]
 */
import {
  cardName,
  splitCardName,
  type Move,
  type Official,
  type PlayerView,
  type Step,
} from '@tnt/engine';

export type ActionName =
  | 'close'
  | 'end-turn'
  | 'finish-houses'
  | 'carriage-take'
  | 'carriage-cartwright'
  | 'carriage-decline'
  | 'decline-draw';

export type Target =
  | { readonly kind: 'city'; readonly city: string }
  /** A card in hand, by its card name ("Ulm", or "Berlin(2)" on a board with horses). */
  | { readonly kind: 'hand'; readonly card: string }
  | { readonly kind: 'slot'; readonly slot: number }
  | { readonly kind: 'supply' }
  | { readonly kind: 'official'; readonly official: Official }
  | { readonly kind: 'action'; readonly action: ActionName };

export type OfficialStatus = 'available' | 'used' | 'unavailable';

/**
 * What a tap means besides its target's own moves. A card that fits both ends of the route waits
 * for the end it joins (`place`); starting anew and harnessing horses are deliberate controls
 * beside the route, after which a tap on a card makes that move (`anew`, `horses`).
 */
export type Mode =
  | { readonly kind: 'place'; readonly target: Target; readonly moves: readonly Move[] }
  | { readonly kind: 'anew' }
  | { readonly kind: 'horses' };

/** The ends of the route a card waiting to be placed may join, by the city at that end. */
export interface PlaceEnds {
  readonly left: string | null;
  readonly right: string | null;
}

export interface UiState {
  readonly step: Step | null;
  /** The seat whose decision it is, and whether the viewer is that seat. */
  readonly seat: number | null;
  readonly mine: boolean;
  readonly cities: ReadonlySet<string>;
  readonly hand: ReadonlySet<string>;
  readonly slots: ReadonlySet<number>;
  readonly supply: boolean;
  readonly officials: Readonly<Record<Official, OfficialStatus>>;
  /** Action buttons to show in this step, and which of them are legal. */
  readonly actions: readonly { readonly action: ActionName; readonly legal: boolean }[];
  /** Offices of Honor: the legal returns, as moves. */
  readonly returns: readonly Move[];
  /** The deliberate controls beside the route: start anew, harness a card as horses. */
  readonly anew: boolean;
  readonly harness: boolean;
  /** A card waiting for the end it joins: the lit ends, else null. */
  readonly ends: PlaceEnds | null;
}

/** The card name a move plays or discards ("Berlin(2)" when the board's cards show horses). */
export const cardOf = cardName;

const ACTION_MOVES: Record<ActionName, Move> = {
  close: { type: 'close' },
  'end-turn': { type: 'end-turn' },
  'finish-houses': { type: 'finish-houses' },
  'carriage-take': { type: 'carriage', choice: 'take' },
  'carriage-cartwright': { type: 'carriage', choice: 'cartwright' },
  'carriage-decline': { type: 'carriage', choice: 'decline' },
  'decline-draw': { type: 'decline-draw' },
};

export const actionMove = (action: ActionName): Move => ACTION_MOVES[action];

/** The action buttons of each step (illegal ones are shown too, so trying them explains why). */
const STEP_ACTIONS: Partial<Record<Step, readonly ActionName[]>> = {
  play: ['close', 'end-turn'],
  close: ['close', 'end-turn'],
  houses: ['finish-houses'],
  carriage: ['carriage-take', 'carriage-cartwright', 'carriage-decline'],
  'reward-draw': ['decline-draw'],
  'reward-house': ['finish-houses'],
};

const sameMove = (a: Move, b: Move): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Drops the left-end twin of each play onto a route of one city: both ends are that city, so the
 * two moves make the same route and asking "left or right?" would be a question without a
 * difference.
 */
function withoutTwinEnds(view: PlayerView, moves: Move[]): Move[] {
  const route = view.viewer === null ? [] : (view.seats[view.viewer]?.route ?? []);
  if (route.length !== 1) return moves;
  return moves.filter(
    (m) =>
      m.type !== 'play' ||
      m.end !== 'left' ||
      !moves.some(
        (r) => r.type === 'play' && r.end === 'right' && r.city === m.city && r.horses === m.horses,
      ),
  );
}

/** The legal moves a click on a target stands for (none: the click is an attempt to explain). */
export function movesFor(view: PlayerView, target: Target): Move[] {
  return withoutTwinEnds(view, legalFor(view, target));
}

const routeOf = (view: PlayerView): readonly string[] =>
  view.viewer === null ? [] : (view.seats[view.viewer]?.route ?? []);

/**
 * Moves a plain tap never makes: giving up a route for a new one, and harnessing a card as
 * horses. Each has its own control beside the route, so a tap on a card cannot lose a route.
 */
export function isDeliberate(view: PlayerView, move: Move): boolean {
  if (move.type === 'horse') return true;
  return move.type === 'play' && move.end === 'new' && routeOf(view).length > 0;
}

/** The city at each end of the route, left end first. */
function endCities(view: PlayerView): { left: string; right: string } | null {
  const route = routeOf(view);
  if (route.length === 0) return null;
  return {
    left: splitCardName(route[0]!).city,
    right: splitCardName(route[route.length - 1]!).city,
  };
}

/** The ends a card waiting to be placed may join (the moves of `place`). */
export function placeEnds(view: PlayerView, moves: readonly Move[]): PlaceEnds {
  const ends = endCities(view);
  const has = (end: 'left' | 'right'): boolean =>
    moves.some((m) => m.type === 'play' && m.end === end);
  return {
    left: ends !== null && has('left') ? ends.left : null,
    right: ends !== null && has('right') ? ends.right : null,
  };
}

/** True when a tap's moves are one card joining either end: the end it joins is tapped next. */
export function isTwoEnds(moves: readonly Move[]): boolean {
  return (
    moves.length === 2 &&
    moves.every((m) => m.type === 'play' && m.end !== 'new') &&
    new Set(moves.map((m) => (m.type === 'play' ? cardOf(m.city, m.horses) : ''))).size === 1
  );
}

/**
 * The moves a tap on a target stands for in a mode: without a mode the target's own moves but
 * the deliberate ones; after Start anew or Harness only those; while a card waits for its end,
 * the move that joins it to the tapped end city.
 */
export function tapMoves(view: PlayerView, target: Target, mode: Mode | null): Move[] {
  if (mode?.kind === 'place') {
    if (target.kind !== 'city') return [];
    const ends = placeEnds(view, mode.moves);
    const end = ends.left === target.city ? 'left' : ends.right === target.city ? 'right' : null;
    return mode.moves.filter((m) => m.type === 'play' && m.end === end);
  }
  const moves = movesFor(view, target);
  if (mode?.kind === 'anew') return moves.filter((m) => m.type === 'play' && m.end === 'new');
  if (mode?.kind === 'horses') return moves.filter((m) => m.type === 'horse');
  return moves.filter((m) => !isDeliberate(view, m));
}

function legalFor(view: PlayerView, target: Target): Move[] {
  return view.legalMoves.filter((m) => {
    switch (target.kind) {
      case 'city':
        return (m.type === 'play' || m.type === 'house') && m.city === target.city;
      case 'hand':
        return (
          (m.type === 'play' || m.type === 'discard' || m.type === 'horse') &&
          cardOf(m.city, m.horses) === target.card
        );
      case 'slot':
        return m.type === 'draw' && m.slot === target.slot;
      case 'supply':
        return m.type === 'draw' && m.slot === 'supply';
      case 'official':
        return target.official === 'cartwright'
          ? m.type === 'carriage' && m.choice === 'cartwright'
          : m.type === 'official' && m.official === target.official;
      case 'action':
        return sameMove(m, ACTION_MOVES[target.action]);
    }
  });
}

function handCardOf(view: PlayerView, city: string): string | undefined {
  const hand = view.viewer === null ? null : view.seats[view.viewer]?.hand;
  return hand?.find((card) => splitCardName(card).city === city);
}

/** The move to try for a target with no legal move, so the engine can say why. */
export function attemptFor(view: PlayerView, target: Target): Move {
  const step = view.decision?.step ?? null;
  const route = view.viewer === null ? [] : (view.seats[view.viewer]?.route ?? []);
  const end = route.length > 0 ? 'right' : 'new';
  switch (target.kind) {
    case 'city': {
      if (step === 'houses' || step === 'reward-house') return { type: 'house', city: target.city };
      const card = splitCardName(handCardOf(view, target.city) ?? target.city);
      const horses = card.horses ?? (view.map === 'power-and-glory' ? 1 : undefined);
      return horses === undefined
        ? { type: 'play', city: card.city, end }
        : { type: 'play', city: card.city, horses, end };
    }
    case 'hand': {
      const { city, horses } = splitCardName(target.card);
      if (step === 'discard')
        return horses === undefined ? { type: 'discard', city } : { type: 'discard', city, horses };
      return horses === undefined
        ? { type: 'play', city, end }
        : { type: 'play', city, horses, end };
    }
    case 'slot':
      return { type: 'draw', slot: target.slot };
    case 'supply':
      return { type: 'draw', slot: 'supply' };
    case 'official':
      return target.official === 'cartwright'
        ? { type: 'carriage', choice: 'cartwright' }
        : { type: 'official', official: target.official };
    case 'action':
      return ACTION_MOVES[target.action];
  }
}

/** Moves that deserve a second look before they are made: giving up a route for a new one. */
export function needsConfirmation(view: PlayerView, move: Move): boolean {
  if (move.type !== 'play' || move.end !== 'new' || view.viewer === null) return false;
  return (view.seats[view.viewer]?.route.length ?? 0) > 0;
}

function officialStatus(view: PlayerView, official: Official): OfficialStatus {
  if (movesFor(view, { kind: 'official', official }).length > 0) return 'available';
  return view.officialsUsed.includes(official) ? 'used' : 'unavailable';
}

/** Whether a move is lit as a tap's target in a mode (see `tapMoves`). */
function litIn(view: PlayerView, move: Move, mode: Mode | null): boolean {
  if (mode?.kind === 'anew') return move.type === 'play' && move.end === 'new';
  if (mode?.kind === 'horses') return move.type === 'horse';
  return !isDeliberate(view, move);
}

export function uiState(view: PlayerView, mode: Mode | null = null): UiState {
  const d = view.decision;
  const mine = d !== null && d.seat === view.viewer;
  const moves = mine ? view.legalMoves : [];
  const cities = new Set<string>();
  const hand = new Set<string>();
  const slots = new Set<number>();
  let supply = false;
  const ends = mine && mode?.kind === 'place' ? placeEnds(view, mode.moves) : null;
  for (const end of [ends?.left, ends?.right]) if (end) cities.add(end);
  for (const m of moves) {
    if (!litIn(view, m, mode)) continue;
    if ((m.type === 'play' && ends === null) || m.type === 'house') cities.add(m.city);
    if (m.type === 'play' || m.type === 'discard' || m.type === 'horse')
      hand.add(cardOf(m.city, m.horses));
    if (m.type === 'draw') {
      if (m.slot === 'supply') supply = true;
      else slots.add(m.slot);
    }
  }
  const step = d?.step ?? null;
  const actions = (step !== null && mine ? (STEP_ACTIONS[step] ?? []) : [])
    .filter((action) => view.rules.carriages || !action.startsWith('carriage'))
    .map((action) => ({ action, legal: moves.some((m) => sameMove(m, ACTION_MOVES[action])) }));
  return {
    step,
    seat: d?.seat ?? null,
    mine,
    cities,
    hand,
    slots,
    supply,
    officials: {
      administrator: officialStatus(view, 'administrator'),
      postmaster: officialStatus(view, 'postmaster'),
      'postal-carrier': officialStatus(view, 'postal-carrier'),
      cartwright: officialStatus(view, 'cartwright'),
    },
    actions,
    returns: moves.filter((m) => m.type === 'return-offices'),
    anew: moves.some((m) => m.type === 'play' && isDeliberate(view, m)),
    harness: moves.some((m) => m.type === 'horse'),
    ends,
  };
}
