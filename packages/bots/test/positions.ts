/**
 * Positions for the heuristic's tests, written straight into a new game's state (white-box):
 * cards are taken only out of the supply, so every card stays where the rules could have put it.
 *
 * @example
 * const s = closeStep({ route: ['Mannheim', 'Carlsruhe', 'Freiburg'], hand: ['Lodz'] });
 * // seat 0 has drawn and played this turn and may close its route of 3
 */
import { Phase, createGame, type GameState } from '@tnt/engine';

/** The Postmaster's bit in `officialsUsed` (state.ts): the turn's official is spent. */
export const POSTMASTER_USED = 2;

function takeFromSupply(s: GameState, name: string): number {
  const card = s.board.cards.index.get(name);
  if (card === undefined) throw new Error(`no card ${name}`);
  for (let i = 0; i < s.supplyCount; i++) {
    if (s.supply[i] !== card) continue;
    s.supply[i] = s.supply[s.supplyCount - 1]!;
    s.supplyCount--;
    return card;
  }
  throw new Error(`no ${name} left in the supply`);
}

/** Gives seat 0 these cards from the supply. */
function dealHand(s: GameState, names: readonly string[]): void {
  for (const name of names) {
    s.hand[takeFromSupply(s, name)]!++;
    s.handSize[0]!++;
  }
}

/** Lays these cards from the supply as seat 0's route, in order. */
function layRoute(s: GameState, names: readonly string[]): void {
  const base = s.routeStart[0]!;
  names.forEach((name, i) => {
    const card = takeFromSupply(s, name);
    s.route[base + i] = card;
    s.routeCities[0] = (s.routeCities[0]! | (1 << s.board.cards.city[card]!)) >>> 0;
  });
  s.routeLength[0] = names.length;
}

export interface Spec {
  readonly route: readonly string[];
  readonly hand: readonly string[];
  /** Carriages seat 0 has taken (0: none, so the next is the 3). */
  readonly carriages?: number;
  readonly officialsUsed?: number;
  /** The Princess' Messenger and/or the Offices of Honor (default: the base game). */
  readonly expansions?: readonly ('messenger' | 'offices')[];
}

/** Seat 0 of a 2-player game, after its draw and its card: the close step of its turn. */
export function closeStep(spec: Spec): GameState {
  const created = createGame({
    options: { players: 2, map: 'base', startingPlayer: 0, expansions: spec.expansions ?? [] },
    seed: 'p',
  });
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value;
  const types = s.board.cards.count;
  dealHand(s, spec.hand);
  layRoute(s, spec.route);
  s.carriages[0] = spec.carriages ?? 0;
  s.phase = Phase.Play;
  s.drawsDone = 1;
  s.playsDone = 1;
  s.officialsUsed = spec.officialsUsed ?? 0;
  if (types !== s.board.cityCount) throw new Error('the base board has a card type per city');
  return s;
}

export interface HorsesSpec {
  /** Cards by name with their horses, "Münster(1)" (card-types.ts). */
  readonly route: readonly string[];
  readonly hand: readonly string[];
  /** Cards seat 0 has played horse side up before its carriage. */
  readonly horses: readonly string[];
  /** Cards played this turn: 0 (the play step, after the draw) or 1 (the close step). */
  readonly playsDone: number;
  readonly officialsUsed?: number;
}

/** Seat 0 of a 2-player Power and Glory game (000), after its draw: its play or close step. */
export function horsesStep(spec: HorsesSpec): GameState {
  const created = createGame({
    options: {
      players: 2,
      map: 'power-and-glory',
      expansions: ['power-and-glory'],
      startingPlayer: 0,
    },
    seed: 'p',
  });
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value;
  dealHand(s, spec.hand);
  for (const name of spec.horses) {
    const card = takeFromSupply(s, name);
    s.horseCards[card]!++;
    s.horseCount[0]!++;
    s.horsePower[0]! += s.board.cards.horses[card]!;
  }
  layRoute(s, spec.route);
  s.phase = Phase.Play;
  s.drawsAllowed = 1;
  s.drawsDone = 1;
  s.playsAllowed = 1;
  s.playsDone = spec.playsDone;
  s.officialsUsed = spec.officialsUsed ?? 0;
  return s;
}
