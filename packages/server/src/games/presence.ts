/**
 * Who plays each human seat right now: its player, or a bot standing in. A bot stands in when the
 * player has left a live game (no socket open for the grace period) or let the turn's time run
 * out (live or asynchronous); it plays until the player returns (opens a socket for the seat, or
 * makes a move). In an asynchronous game players come and go freely: only the time limit calls in
 * a stand-in. Timers live here; what a stand-in does is the room's business (the callbacks).
 *
 * With several server nodes, a seat's sockets may be on any of them: each node reports its own
 * (`report`), and a seat is connected if any fresh report says so. Only the node that holds the
 * game's claim runs the timers (`acting`); the others show what that node last reported
 * (`mirror`). The running turn clock is stored, so that a node taking the game over keeps it.
 *
 * @example
 * const presence = new Presence(4, { graceMs: 15_000, live: true }, { onStandIn: (seat) => room.botTurn() });
 * presence.connect(2); presence.disconnect(2); // 15 s later, onStandIn(2) unless seat 2 is back
 */
import { systemClock, type Clock } from '../clock.ts';
import type { GameRow, TurnClock } from '../store/types.ts';
import type { PlaySettings } from './play-settings.ts';

/** A node's report of its sockets is believed this long (it is resent every few seconds). */
export const REPORT_TTL_MS = 15_000;

interface Report {
  readonly sockets: readonly number[];
  readonly at: number;
}

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
  /** A new turn clock runs (to be stored), or none does. */
  onClock?(clock: TurnClock | null): void;
  /** A seat's player came (null) or left the table (since when), as far as this node can tell. */
  onAbsence?(seat: number, absentSince: number | null): void;
}

export class Presence {
  private readonly connections: number[];
  private readonly standIns: boolean[];
  /** Cancels each seat's running grace period. */
  private readonly graceTimers: ((() => void) | null)[];
  private deadlineKey: string | null = null;
  /** Cancels the running turn clock. */
  private deadlineTimer: (() => void) | null = null;
  private ownDeadline: number | null = null;
  /** Other nodes' sockets, by node. */
  private readonly reports = new Map<string, Report>();
  /** What the acting node last said, shown while this node does not act. */
  private mirrored: { standIns: readonly boolean[]; deadline: number | null } | null = null;
  /** A clock found stored (another node's, or before a restart): honoured if it times the same decision. */
  private storedClock: TurnClock | null = null;
  /** Whether this node runs the timers (it holds the game's claim). */
  private acting = true;
  /** Which seats were connected anywhere when last looked at. */
  private readonly known: boolean[];
  /** When each seat's player left the table (epoch ms); null while there, or never seen. */
  private readonly absent: (number | null)[];
  /** Whether the seat's coming or going has been told (`onAbsence`) since it was known. */
  private readonly told: boolean[];

  constructor(
    players: number,
    private readonly options: PresenceOptions,
    private readonly events: PresenceEvents,
    private readonly time: Clock = systemClock,
  ) {
    this.connections = new Array<number>(players).fill(0);
    this.standIns = new Array<boolean>(players).fill(false);
    this.graceTimers = new Array<(() => void) | null>(players).fill(null);
    this.known = new Array<boolean>(players).fill(false);
    this.absent = new Array<number | null>(players).fill(null);
    this.told = new Array<boolean>(players).fill(false);
  }

  /** Since when the seat's player is away (epoch ms), or null while connected or never seen. */
  absentSince(seat: number): number | null {
    return this.isConnected(seat) ? null : (this.absent[seat] ?? null);
  }

  /** The absences stored with the game (before a restart, or from another node). */
  resumeAbsences(absences: readonly { seat: number; absentSince: number | null }[]): void {
    for (const { seat, absentSince } of absences) {
      if (seat < this.absent.length && !this.known[seat]) {
        this.absent[seat] = absentSince;
        this.told[seat] = true;
      }
    }
  }

  /**
   * Notes that the seat's player came or left now. A first coming is told too (the store then
   * knows the player is at the table: the caps on games nobody is at read it).
   */
  private noteAbsence(seat: number, connected: boolean): void {
    const since = connected ? null : this.time.now();
    if (connected && this.absent[seat] === null && this.told[seat]) return;
    this.absent[seat] = since;
    this.told[seat] = true;
    this.events.onAbsence?.(seat, since);
  }

  /** Epoch milliseconds when the awaited decision runs out of time, or null. */
  get deadline(): number | null {
    return this.acting ? this.ownDeadline : (this.mirrored?.deadline ?? null);
  }

  /** Sockets of this node per seat. */
  get localSockets(): readonly number[] {
    return this.connections;
  }

  /** What the acting node tells the others: its stand-ins and clock (null when not acting). */
  get acted(): { standIns: readonly boolean[]; deadline: number | null } | null {
    return this.acting ? { standIns: this.standIns, deadline: this.ownDeadline } : null;
  }

  isConnected(seat: number, now = this.time.now()): boolean {
    if ((this.connections[seat] ?? 0) > 0) return true;
    for (const report of this.reports.values()) {
      if (now - report.at < REPORT_TTL_MS && (report.sockets[seat] ?? 0) > 0) return true;
    }
    return false;
  }

  isStandIn(seat: number): boolean {
    if (!this.acting) return this.mirrored?.standIns[seat] ?? false;
    return this.standIns[seat] ?? false;
  }

  /**
   * This node starts or stops running the timers (it took or lost the game's claim). A node that
   * starts forgets old stand-ins: absent players are found absent again after the grace period.
   */
  act(acting: boolean): void {
    if (acting === this.acting) return;
    this.acting = acting;
    if (!acting) this.stop();
    this.standIns.fill(false);
  }

  /** The clock stored with the game: kept if the awaited decision is still the one it times. */
  resumeClock(clock: TurnClock | null): void {
    this.storedClock = clock;
  }

  /**
   * Another node's sockets per seat. Returns true if a seat's player came or left as far as
   * the whole cluster can tell (the caller then runs `afterChange`).
   */
  report(node: string, sockets: readonly number[], at: number): boolean {
    this.reports.set(node, { sockets: [...sockets], at });
    return this.settle();
  }

  /** The acting node's stand-ins and clock, shown while this node does not act. */
  mirror(standIns: readonly boolean[], deadline: number | null): void {
    this.mirrored = { standIns: [...standIns], deadline };
  }

  /** Forgets reports too old to trust (their node stopped sending); true if a seat changed. */
  prune(now = this.time.now()): boolean {
    for (const [node, report] of this.reports) {
      if (now - report.at >= REPORT_TTL_MS) this.reports.delete(node);
    }
    return this.settle();
  }

  /** Seats that came back lose their stand-in and grace timer; true if any seat came or left. */
  private settle(): boolean {
    let changed = false;
    this.known.forEach((was, seat) => {
      const is = this.isConnected(seat);
      if (was === is) return;
      this.known[seat] = is;
      changed = true;
      this.noteAbsence(seat, is);
      if (is) {
        this.clearGrace(seat);
        this.sendHome(seat);
      }
    });
    return changed;
  }

  /** A socket opened for the seat on this node: its player is back. True if a stand-in was sent home. */
  connect(seat: number): boolean {
    this.connections[seat] = (this.connections[seat] ?? 0) + 1;
    this.known[seat] = true;
    this.noteAbsence(seat, true);
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
    this.known[seat] = this.isConnected(seat);
    if (!this.known[seat]) this.noteAbsence(seat, false);
    this.watch(seat, playing);
  }

  /**
   * Starts the grace period of a live game's seat that has no socket (after a start or a restart).
   * A player who has not come to the table yet (a game made for them: a tournament's round, Play
   * now) is given the turn clock, when the game has one, as anyone is who does not decide in
   * time: the grace period is for a player who left. Without a clock it is theirs too, so that
   * nobody can hold a live game up by never coming.
   */
  watch(seat: number, playing: boolean): void {
    if (!this.acting || !this.options.live || !playing) return;
    if (this.isConnected(seat) || this.isStandIn(seat)) return;
    if (this.options.turnSeconds !== null && this.absent[seat] === null) return;
    if (this.graceTimers[seat]) return;
    this.graceTimers[seat] = this.time.after(this.options.graceMs, () => {
      this.graceTimers[seat] = null;
      if (this.isConnected(seat) || this.isStandIn(seat)) return;
      this.standIns[seat] = true;
      this.events.onStandIn(seat, 'left');
    });
  }

  /**
   * Sets the clock for the awaited decision: a new one when the decision passes to another seat
   * or another turn, none when a bot makes it (`human` false) or the game is not under way.
   */
  clock(turn: number, seat: number | null, human: boolean): void {
    const seconds = this.options.turnSeconds;
    if (!this.acting || seconds === null || seat === null || !human) {
      if (this.deadlineKey !== null) this.events.onClock?.(null);
      this.stopClock();
      return;
    }
    const key = `${turn}/${seat}`;
    if (key === this.deadlineKey) return;
    this.stopClock();
    this.deadlineKey = key;
    const stored = this.storedClock?.key === key ? this.storedClock.at : null;
    this.storedClock = null;
    this.ownDeadline = stored ?? this.time.now() + seconds * 1000;
    if (stored === null) this.events.onClock?.({ key, at: this.ownDeadline });
    this.deadlineTimer = this.time.after(Math.max(0, this.ownDeadline - this.time.now()), () => {
      if (this.deadlineKey !== key) return;
      this.stopClock();
      this.standIns[seat] = true;
      this.events.onStandIn(seat, 'time');
    });
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
    this.deadlineTimer?.();
    this.deadlineTimer = null;
    this.deadlineKey = null;
    this.ownDeadline = null;
  }

  private clearGrace(seat: number): void {
    this.graceTimers[seat]?.();
    this.graceTimers[seat] = null;
  }
}

/** The presence of a stored game's seats, by its mode and time per turn. */
export function presenceOf(
  game: Pick<GameRow, 'mode' | 'turnSeconds'>,
  players: number,
  settings: Pick<PlaySettings, 'disconnectGraceMs'>,
  events: PresenceEvents,
  clock: Clock = systemClock,
): Presence {
  const options = {
    graceMs: settings.disconnectGraceMs,
    live: game.mode === 'live',
    turnSeconds: game.turnSeconds,
  };
  return new Presence(players, options, events, clock);
}
