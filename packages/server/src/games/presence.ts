/**
 * Who plays each human seat right now: its player, or a bot standing in. A bot stands in when the
 * player has left a live game (no socket open for the grace period) or let the turn's time run
 * out (live or asynchronous); it plays until the player returns (opens a socket for the seat, or
 * makes a move). In an asynchronous game players come and go freely: only the time limit calls in
 * a stand-in. Timers live here; what a stand-in does is the room's business (the callbacks).
 *
 * @example
 * const presence = new Presence(4, { graceMs: 15_000, live: true }, { onStandIn: (seat) => room.botTurn() });
 * presence.connect(2); presence.disconnect(2); // 15 s later, onStandIn(2) unless seat 2 is back
 */
import type { GameRow } from '../store/types.ts';
import type { PlaySettings } from './context.ts';

export interface PresenceOptions {
  /** How long a seat of a live game may have no socket before a bot stands in. */
  readonly graceMs: number;
  /** Live game: leaving calls in a stand-in; asynchronous: only running out of time does. */
  readonly live: boolean;
  /** Seconds per turn, or null. */
  readonly turnSeconds: number | null;
}

/** left: no socket for the grace period of a live game; time: the turn's time ran out. */
export type StandInReason = 'left' | 'time';

export interface PresenceEvents {
  /** A bot now stands in for the seat (the room may have to move for it). */
  onStandIn(seat: number, reason: StandInReason): void;
}

export class Presence {
  private readonly connections: number[];
  private readonly standIns: boolean[];
  private readonly graceTimers: (NodeJS.Timeout | null)[];
  private deadlineKey: string | null = null;
  private deadlineTimer: NodeJS.Timeout | null = null;
  /** Epoch milliseconds when the awaited decision runs out of time, or null. */
  deadline: number | null = null;

  constructor(
    players: number,
    private readonly options: PresenceOptions,
    private readonly events: PresenceEvents,
  ) {
    this.connections = new Array<number>(players).fill(0);
    this.standIns = new Array<boolean>(players).fill(false);
    this.graceTimers = new Array<NodeJS.Timeout | null>(players).fill(null);
  }

  isConnected(seat: number): boolean {
    return (this.connections[seat] ?? 0) > 0;
  }

  isStandIn(seat: number): boolean {
    return this.standIns[seat] ?? false;
  }

  /** A socket opened for the seat: its player is back. True if a stand-in was sent home. */
  connect(seat: number): boolean {
    this.connections[seat] = (this.connections[seat] ?? 0) + 1;
    this.clearGrace(seat);
    return this.sendHome(seat);
  }

  /** The player moved: they are back, whatever their sockets. True if a stand-in was sent home. */
  sendHome(seat: number): boolean {
    if (!this.isStandIn(seat)) return false;
    this.standIns[seat] = false;
    // Their turn's clock starts afresh when they come back.
    this.deadlineKey = null;
    return true;
  }

  /** A socket of the seat closed. `playing`: whether the game is under way. */
  disconnect(seat: number, playing: boolean): void {
    this.connections[seat] = Math.max(0, (this.connections[seat] ?? 0) - 1);
    this.watch(seat, playing);
  }

  /** Starts the grace period of a live game's seat that has no socket (after a start or a restart). */
  watch(seat: number, playing: boolean): void {
    if (!this.options.live || !playing || this.isConnected(seat) || this.isStandIn(seat)) return;
    if (this.graceTimers[seat]) return;
    const timer = setTimeout(() => {
      this.graceTimers[seat] = null;
      if (this.isConnected(seat) || this.isStandIn(seat)) return;
      this.standIns[seat] = true;
      this.events.onStandIn(seat, 'left');
    }, this.options.graceMs);
    timer.unref();
    this.graceTimers[seat] = timer;
  }

  /**
   * Sets the clock for the awaited decision: a new one when the decision passes to another seat
   * or another turn, none when a bot makes it (`human` false) or the game is not under way.
   */
  clock(turn: number, seat: number | null, human: boolean): void {
    const seconds = this.options.turnSeconds;
    if (seconds === null || seat === null || !human) {
      this.stopClock();
      return;
    }
    const key = `${turn}/${seat}`;
    if (key === this.deadlineKey) return;
    this.stopClock();
    this.deadlineKey = key;
    this.deadline = Date.now() + seconds * 1000;
    const timer = setTimeout(() => {
      if (this.deadlineKey !== key) return;
      this.stopClock();
      this.standIns[seat] = true;
      this.events.onStandIn(seat, 'time');
    }, seconds * 1000);
    timer.unref();
    this.deadlineTimer = timer;
  }

  /** No timer will fire after this. */
  stop(): void {
    this.stopClock();
    this.graceTimers.forEach((_, seat) => {
      this.clearGrace(seat);
    });
  }

  /** Whether any timer may still act on the game (an unloaded game would lose it). */
  get waiting(): boolean {
    return this.deadlineTimer !== null || this.graceTimers.some((t) => t !== null);
  }

  private stopClock(): void {
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
    this.deadlineKey = null;
    this.deadline = null;
  }

  private clearGrace(seat: number): void {
    const timer = this.graceTimers[seat];
    if (timer) clearTimeout(timer);
    this.graceTimers[seat] = null;
  }
}

/** The presence of a stored game's seats, by its mode and time per turn. */
export function presenceOf(
  game: Pick<GameRow, 'mode' | 'turnSeconds'>,
  players: number,
  settings: Pick<PlaySettings, 'disconnectGraceMs'>,
  onStandIn: PresenceEvents['onStandIn'],
): Presence {
  const options = {
    graceMs: settings.disconnectGraceMs,
    live: game.mode === 'live',
    turnSeconds: game.turnSeconds,
  };
  return new Presence(players, options, { onStandIn });
}
