/**
 * What a move made public: the card taken face up and the cards that came face up on the display,
 * the horses a card played horse side up shows (never its city), houses built, tiles, carriages,
 * letters, chips and the Messenger figure taken, a route given up or closed, a reshuffle, the last
 * round begun, the game over. Read off the states before and after the move by the engine, so a
 * log, a replay or a client that missed moves while it was away tells the story exactly, without
 * comparing views. Nothing here is hidden from anyone at the table.
 *
 * @example
 * const { state, effects } = applyWithEffects(before, checked);
 * effects.tookFaceUp; // 'Ulm' when a display card was drawn
 */
import { citiesOfMask } from './board/city-sets.ts';
import type { ExpansionEffects } from './extension/additions.ts';
import { registeredExpansions } from './extension/registry.ts';
import { MoveKind, moveArg, moveKind } from './move.ts';
import { DISPLAY_SIZE, NO_CARD, Phase, type GameState } from './state.ts';
import type { TileScore } from './view-types.ts';

/** What the base game's pieces made public in a move; the expansions add theirs (`ExpansionEffects`). */
export interface BaseMoveEffects {
  /** The seat that made the move, and the turn it was made in. */
  readonly seat: number;
  readonly turn: number;
  /** The card taken face up from the display by a draw, or null (the supply's card stays hidden). */
  readonly tookFaceUp: string | null;
  /** Cards that came face up on the display with this move, slot 0-5 by slot. */
  readonly revealed: readonly { readonly slot: number; readonly card: string }[];
  /** The length of the route closed, or given up for a new one; 0 otherwise. */
  readonly routeLength: number;
  /** Cities where the seat built a house. */
  readonly houses: readonly string[];
  /** Bonus tiles the seat took. */
  readonly tiles: readonly TileScore[];
  /** The value of a carriage the seat took, or null. */
  readonly carriage: number | null;
  /** The discards were shuffled into a new supply (R6). */
  readonly reshuffled: boolean;
  /** This move began the last round (R9). */
  readonly endTriggered: boolean;
  /** The game ended with this move. */
  readonly over: boolean;
}

export type MoveEffects = BaseMoveEffects & Readonly<ExpansionEffects>;

function tilesTaken(before: GameState, after: GameState, seat: number): TileScore[] {
  const { board } = after;
  const tiles: TileScore[] = [];
  for (let i = before.tileCount[seat]!; i < after.tileCount[seat]!; i++) {
    const at = seat * board.tileCapacity + i;
    const stack = board.stacks[after.tileStack[at]!]!;
    tiles.push({ stack: stack.id, label: stack.label, value: after.tileValue[at]! });
  }
  return tiles;
}

/**
 * The display slots dealt a card by the move: the slot a card was drawn from (refilled at once),
 * every slot when the Administrator replaced the display, and slots that were empty and were
 * filled (at the end of a turn, R6).
 */
function revealedCards(
  before: GameState,
  after: GameState,
  code: number,
): { slot: number; card: string }[] {
  const kind = moveKind(code);
  const revealed: { slot: number; card: string }[] = [];
  for (let slot = 0; slot < DISPLAY_SIZE; slot++) {
    const now = after.display[slot]!;
    if (now === NO_CARD) continue;
    const dealt =
      kind === MoveKind.Administrator ||
      (kind === MoveKind.DrawSlot && moveArg(code) === slot) ||
      before.display[slot] === NO_CARD;
    if (dealt) revealed.push({ slot, card: after.board.cards.names[now]! });
  }
  return revealed;
}

/** The length of the route a move closes, or gives up for a new one (R8); 0 for other moves. */
function routeLengthOf(before: GameState, code: number, seat: number): number {
  const kind = moveKind(code);
  return kind === MoveKind.Close || kind === MoveKind.PlayNew ? before.routeLength[seat]! : 0;
}

/**
 * The public effects of the move `code`, made by `seat`, that turned `before` into `after`. The
 * engine calls it in `applyWithEffects`; it reads only what every seat may see of the two states.
 */
export function moveEffects(
  before: GameState,
  after: GameState,
  code: number,
  seat: number,
): MoveEffects {
  const kind = moveKind(code);
  const { names } = after.board.cards;
  const drawn = kind === MoveKind.DrawSlot ? before.display[moveArg(code)]! : NO_CARD;
  const took = after.carriages[seat]!;
  const expansions = registeredExpansions().map((e) => e.effects?.(before, after, code, seat));
  return Object.assign(
    {
      seat,
      turn: before.turn,
      tookFaceUp: drawn === NO_CARD ? null : names[drawn]!,
      revealed: revealedCards(before, after, code),
      routeLength: routeLengthOf(before, code, seat),
      houses: citiesOfMask(after.board, (after.houses[seat]! & ~before.houses[seat]!) >>> 0),
      tiles: tilesTaken(before, after, seat),
      carriage:
        took !== before.carriages[seat] && took > 0 ? after.board.carriageValues[took - 1]! : null,
      reshuffled: after.rng.some((word, i) => word !== before.rng[i]),
      endTriggered: before.endTriggeredBy < 0 && after.endTriggeredBy >= 0,
      over: before.phase !== Phase.Over && after.phase === Phase.Over,
    } satisfies BaseMoveEffects,
    ...expansions,
  ) as MoveEffects;
}
