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
import { cardName, type Move, type Official, type PlayerView, type Step } from '@tnt/engine';

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
}

/** The card name a move plays or discards ("Berlin(2)" when the board's cards show horses). */
export const cardOf = cardName;

/** "Berlin(2)" -> { city: 'Berlin', horses: 2 }. */
export function splitCard(card: string): { city: string; horses: number | undefined } {
  const match = /^(.*)\((\d)\)$/.exec(card);
  return match ? { city: match[1]!, horses: Number(match[2]) } : { city: card, horses: undefined };
}

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
  return hand?.find((card) => splitCard(card).city === city);
}

/** The move to try for a target with no legal move, so the engine can say why. */
export function attemptFor(view: PlayerView, target: Target): Move {
  const step = view.decision?.step ?? null;
  const route = view.viewer === null ? [] : (view.seats[view.viewer]?.route ?? []);
  const end = route.length > 0 ? 'right' : 'new';
  switch (target.kind) {
    case 'city': {
      if (step === 'houses' || step === 'reward-house') return { type: 'house', city: target.city };
      const card = splitCard(handCardOf(view, target.city) ?? target.city);
      const horses = card.horses ?? (view.map === 'power-and-glory' ? 1 : undefined);
      return horses === undefined
        ? { type: 'play', city: card.city, end }
        : { type: 'play', city: card.city, horses, end };
    }
    case 'hand': {
      const { city, horses } = splitCard(target.card);
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

export function uiState(view: PlayerView): UiState {
  const d = view.decision;
  const mine = d !== null && d.seat === view.viewer;
  const moves = mine ? view.legalMoves : [];
  const cities = new Set<string>();
  const hand = new Set<string>();
  const slots = new Set<number>();
  let supply = false;
  for (const m of moves) {
    if (m.type === 'play' || m.type === 'house') cities.add(m.city);
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
  };
}
