/**
 * The seats of a game: which are bots (and of what level), which human seats are free, and who
 * holds the others, with their display names. Choosing a seat to join is checked here; taking it
 * is the store's compare-and-set, done by the room.
 *
 * @example
 * const seating = new Seating(rows, names);
 * const chosen = seating.choose(undefined); // the first free human seat, or ERR_GAME_FULL
 */
import type { Result } from '@tnt/engine';
import {
  protocolError,
  type BotLevel,
  type GameStatus,
  type PlayerInfo,
  type WireError,
} from '@tnt/protocol';
import type { SeatRow } from '../store/types.ts';

export class Seating {
  private seats: SeatRow[];

  constructor(
    seats: readonly SeatRow[],
    private readonly names: Map<string, string>,
  ) {
    this.seats = [...seats];
  }

  get rows(): readonly SeatRow[] {
    return this.seats;
  }

  /** No human seat is free: the game can start. */
  get full(): boolean {
    return this.seats.every((s) => s.kind === 'bot' || s.playerId !== null);
  }

  seatOf(playerId: string): number | null {
    return this.seats.find((s) => s.playerId === playerId)?.seat ?? null;
  }

  botOf(seat: number): BotLevel | null {
    const row = this.seats[seat];
    return row?.kind === 'bot' ? row.bot : null;
  }

  playerOf(seat: number): PlayerInfo | null {
    const id = this.seats[seat]?.playerId ?? null;
    return id === null ? null : { id, name: this.names.get(id) ?? '?' };
  }

  /** Some seat is held by a person (a game with none is bots only, or waits for people). */
  get personSeated(): boolean {
    return this.seats.some((s) => s.playerId !== null);
  }

  /** The human seats that have a player. */
  humanSeats(): number[] {
    return this.seats.filter((s) => s.kind === 'human' && s.playerId !== null).map((s) => s.seat);
  }

  /** The seat asked for if it is a free human seat, else the first free one. */
  choose(seat: number | undefined): Result<number, WireError> {
    if (seat !== undefined) {
      const row = this.seats[seat];
      if (row === undefined) {
        return {
          ok: false,
          error: protocolError('ERR_NO_SUCH_SEAT', `there is no seat ${seat + 1}`),
        };
      }
      return row.kind === 'human' && row.playerId === null
        ? { ok: true, value: seat }
        : { ok: false, error: protocolError('ERR_SEAT_TAKEN', `seat ${seat + 1} is not free`) };
    }
    const free = this.seats.find((s) => s.kind === 'human' && s.playerId === null);
    return free
      ? { ok: true, value: free.seat }
      : { ok: false, error: protocolError('ERR_GAME_FULL', 'every seat is taken') };
  }

  /**
   * Gives a seat to a player (the one they hold, the one asked for, or the first free one):
   * `take` is the store's compare-and-set; the seat, or why not.
   */
  async claim(
    playerId: string,
    name: string,
    seat: number | undefined,
    status: GameStatus,
    take: (seat: number) => Promise<boolean>,
  ): Promise<Result<number, WireError>> {
    const held = this.seatOf(playerId);
    if (held !== null) return { ok: true, value: held };
    if (status !== 'open') {
      return { ok: false, error: protocolError('ERR_GAME_FULL', 'the game has started') };
    }
    const chosen = this.choose(seat);
    if (!chosen.ok) return chosen;
    if (!(await take(chosen.value))) {
      const message = `seat ${chosen.value + 1} was just taken`;
      return { ok: false, error: protocolError('ERR_SEAT_TAKEN', message) };
    }
    this.take(chosen.value, playerId, name);
    return chosen;
  }

  take(seat: number, playerId: string, name: string): void {
    this.names.set(playerId, name);
    this.seats = this.seats.map((s) => (s.seat === seat ? { ...s, playerId } : s));
  }

  /** The player took a new name (or their account was deleted): the seats show it. */
  rename(playerId: string, name: string): void {
    if (this.seatOf(playerId) !== null) this.names.set(playerId, name);
  }

  /** The seats as stored, with their players' names (after a reload). */
  update(seats: readonly SeatRow[], names: ReadonlyMap<string, string>): void {
    this.seats = [...seats];
    for (const [id, name] of names) this.names.set(id, name);
  }
}
