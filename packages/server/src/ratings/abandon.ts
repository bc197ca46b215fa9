/**
 * Who abandoned a ranked game: a player who left it for good (`leave`, stored), or
 * one for whom the stand-in bot played ABANDON_TURNS of their turns, whether their time ran out
 * turn after turn or they left the table and never came back. From then on the bot plays the
 * seat to the end and the player may not take it back; they are placed after every other seat.
 *
 * Counted from what is stored (the moves with who made them, and the leaves), so that every node,
 * and a node replaying the game after a restart, finds the same abandoners.
 *
 * @example
 * const watch = new AbandonWatch(4);
 * watch.moved(12, 2, 'stand-in'); // true once seat 2's stand-in has played its third turn
 */
import { createGame, play, type GameSetup } from '@tnt/engine';
import type { FullMoveEvent, MoveActor } from '@tnt/protocol';

/** A stand-in playing this many of a seat's turns in a ranked game means the player abandoned. */
export const ABANDON_TURNS = 3;

export class AbandonWatch {
  /** Per seat, the turns in which a stand-in moved for it. */
  private readonly stoodIn: Set<number>[];
  /** Per seat, the turns in which its player moved. */
  private readonly played: Set<number>[];
  private readonly gone: boolean[];

  constructor(players: number, leaves: readonly number[] = []) {
    this.stoodIn = Array.from({ length: players }, () => new Set<number>());
    this.played = Array.from({ length: players }, () => new Set<number>());
    this.gone = new Array<boolean>(players).fill(false);
    for (const seat of leaves) if (seat < players) this.gone[seat] = true;
  }

  isAbandoned(seat: number): boolean {
    return this.gone[seat] ?? false;
  }

  get abandoned(): number[] {
    return this.gone.flatMap((gone, seat) => (gone ? [seat] : []));
  }

  /** The seat's player left for good; true if that is new. */
  left(seat: number): boolean {
    if (this.gone[seat] !== false) return false;
    this.gone[seat] = true;
    return true;
  }

  /** Turns in which the seat's player moved (known only when the watch replayed the game). */
  turnsPlayed(seat: number): number {
    return this.played[seat]?.size ?? 0;
  }

  /** A move was made in `turn` (the state's turn before it); true if its seat is newly abandoned. */
  moved(turn: number, seat: number, by: MoveActor): boolean {
    if (by === 'player') this.played[seat]?.add(turn);
    if (by !== 'stand-in' || this.gone[seat] !== false) return false;
    const turns = this.stoodIn[seat]!;
    turns.add(turn);
    if (turns.size < ABANDON_TURNS) return false;
    this.gone[seat] = true;
    return true;
  }
}

/**
 * The watch of a stored game: its moves replayed for the turns they were made in, its leaves.
 * A game without leaves or stand-ins' moves (most games) needs no replay: nobody abandoned it.
 */
export function watchOf(
  setup: GameSetup,
  players: number,
  events: readonly FullMoveEvent[],
  leaves: readonly number[],
): AbandonWatch {
  const watch = new AbandonWatch(players, leaves);
  if (leaves.length === 0 && !events.some((e) => e.by === 'stand-in')) return watch;
  const created = createGame(setup);
  if (!created.ok) return watch;
  let state = created.value;
  for (const event of events) {
    watch.moved(state.turn, event.seat, event.by);
    const next = play(state, event.seat, event.move);
    if (!next.ok) break;
    state = next.value;
  }
  return watch;
}
