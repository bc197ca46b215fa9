/**
 * A game held by the server, played over its WebSocket (docs/protocol.md): `hello` joins as the
 * player's seat (or as a spectator), each `moved` brings the move and this seat's new view, a
 * move is sent with the number it will take and is acknowledged by its own `moved`. A lost socket
 * reconnects and says the last number it saw, so nothing is missed.
 *
 * @example
 * const connection = new OnlineConnection('Xr4k2mPq9aBc', loadIdentity());
 * connection.start();
 */
import type { Hint } from '@tnt/bots';
import type { Move, PlayerView, Result } from '@tnt/engine';
import {
  CLOSE_CODES,
  parseServerMessage,
  type BotLevel,
  type ClientMessage,
  type GameSummary,
  type MoveEvent,
  type PROTOCOL_VERSION,
  type ServerMessage,
} from '@tnt/protocol';
import {
  Listeners,
  type ConnectionEvent,
  type ConnectionStatus,
  type GameConnection,
  type GameError,
  type SeatPlayer,
} from './connection.ts';
import { logEntry, type LogEntry } from './log.ts';
import { fetchRecord, type Identity } from './api.ts';
import type { UndoNote } from './undo-note.ts';
import { OPEN, browserSocket, socketUrl, type SocketFactory, type SocketLike } from './socket.ts';

export type { SocketFactory, SocketLike };
import type { SavedRecord } from './local.ts';
import { TableTalk } from './table-talk.ts';

/** The protocol version this client speaks (checked against the protocol's at compile time). */
const VERSION: typeof PROTOCOL_VERSION = 1;

const MOVE_TIMEOUT_MS = 15_000;
/** The first wait before reconnecting a lost socket, doubled after each failed try. */
export const FIRST_BACKOFF_MS = 500;
/** The longest wait between two tries: a player whose network is back waits a few seconds at most. */
export const MAX_BACKOFF_MS = 4_000;

interface Pending {
  readonly seq: number;
  readonly resolve: (result: Result<null, GameError>) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

export class OnlineConnection implements GameConnection {
  readonly kind = 'online';
  status: ConnectionStatus = 'connecting';
  /** When the awaited decision runs out of time (epoch ms), or null. */
  deadline: number | null = null;
  summary: GameSummary | null = null;
  private socket: SocketLike | null = null;
  private current: PlayerView | null = null;
  private seat: number | null = null;
  private lastSeq = 0;
  private readonly entries: LogEntry[] = [];
  private readonly notes: UndoNote[] = [];
  /** How many of this seat's last moves the server says it may take back now. */
  private undoableMoves = 0;
  private readonly listeners = new Listeners<ConnectionEvent>();
  private readonly pending = new Map<number, Pending>();
  /** Hints asked for, by their ref: answered by `hint` or refused by `error`. */
  private readonly hints = new Map<number, (result: Result<Hint, GameError>) => void>();
  private refs = 0;
  private backoff = FIRST_BACKOFF_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the next try to reconnect starts (epoch ms), while the socket is lost. */
  retryAt: number | null = null;
  /** True from the loss of an open socket until the server welcomes this page again. */
  reconnecting = false;
  private disposed = false;
  private readonly onNetworkBack = (): void => {
    this.reconnectNow();
  };
  private savedRecord: SavedRecord | null = null;
  /** The table's chat and presence (table-talk.ts). */
  readonly talk = new TableTalk((message) => this.send(message));

  constructor(
    readonly gameId: string,
    private readonly identity: Identity | null,
    private readonly factory: SocketFactory = browserSocket,
    private readonly url: () => string = socketUrl,
  ) {}

  get players(): readonly SeatPlayer[] {
    return (this.summary?.seats ?? []).map((s) => ({
      seat: s.seat,
      // No name: the UI names a bot by its level and a free seat by its number.
      name: s.player?.name ?? '',
      bot: s.kind === 'bot' ? (s.bot as BotLevel) : null,
    }));
  }

  get mySeats(): readonly number[] {
    return this.seat === null ? [] : [this.seat];
  }

  get seq(): number {
    return this.lastSeq;
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  get undos(): readonly UndoNote[] {
    return this.notes;
  }

  undoable(seat: number): number {
    return seat === this.seat ? this.undoableMoves : 0;
  }

  /** True while the game waits for people to take their seats. */
  get waiting(): boolean {
    return this.summary?.status === 'open';
  }

  /** True once the server has sent the game (views are available). */
  get ready(): boolean {
    return this.current !== null;
  }

  /** The only view this socket has: its seat's (or a spectator's), whatever is asked. */
  view(): PlayerView {
    if (this.current === null) throw new Error('no view before the welcome');
    return this.current;
  }

  start(): void {
    // The browser says when its network is back: no need to wait for the next try.
    if (typeof window !== 'undefined') window.addEventListener('online', this.onNetworkBack);
    this.connect();
  }

  /** Tries again at once, when the socket is lost (a button, or the network coming back). */
  reconnectNow(): void {
    if (this.disposed || this.status !== 'closed') return;
    clearTimeout(this.retryTimer);
    this.backoff = FIRST_BACKOFF_MS;
    this.connect();
  }

  private connect(): void {
    if (this.disposed) return;
    this.retryAt = null;
    this.setStatus('connecting');
    const socket = this.factory(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.send({
        type: 'hello',
        version: VERSION,
        game: this.gameId,
        ...(this.identity ? { secret: this.identity.secret } : {}),
        since: this.lastSeq,
      });
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      // Every message is read by the protocol's own parser: one that fails is said in the console
      // and changes nothing (the next welcome brings the page up to date), never cast and used.
      const parsed = parseServerMessage(event.data);
      if (!parsed.ok) {
        console.warn(`a server message could not be read (${parsed.error}): ignored`);
        return;
      }
      this.receive(parsed.value);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket || this.disposed) return;
      if (event?.code === CLOSE_CODES.signedOut) {
        this.reconnecting = false;
        this.setStatus('signed-out');
        this.failPending('signed out on this device');
        return;
      }
      this.reconnecting = true;
      this.retryAt = Date.now() + this.backoff;
      this.retryTimer = setTimeout(() => {
        this.connect();
      }, this.backoff);
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
      this.setStatus('closed');
      this.failPending('the connection was lost');
    };
  }

  private send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private setStatus(status: ConnectionStatus): void {
    this.status = status;
    this.listeners.emit({ type: 'status', status });
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.talk.welcomed(message.chat, message.game);
        this.undoableMoves = message.undoable ?? 0;
        this.welcome(message.seat, message.seq, message.view, message.missed, message.game);
        return;
      case 'moved': {
        this.current = message.view;
        this.lastSeq = message.seq;
        this.deadline = message.deadline;
        const entry = logEntry(message, message.effects, message.view.rules);
        this.entries.push(entry);
        this.undoableMoves = message.undoable ?? 0;
        this.settle(message.seq, { ok: true, value: null });
        this.listeners.emit({ type: 'moved', entry });
        return;
      }
      case 'undone': {
        const turn = this.current?.turn ?? message.view.turn;
        this.current = message.view;
        this.lastSeq = message.seq;
        this.deadline = message.deadline;
        this.undoableMoves = message.undoable ?? 0;
        const { seq, seat, moves } = message;
        const note = { seq, turn, seat, moves, after: this.entries.length };
        this.notes.push(note);
        this.settle(message.seq, { ok: true, value: null });
        this.listeners.emit({ type: 'undone', note });
        return;
      }
      case 'game':
        this.talk.seated(message.game);
        this.summary = message.game;
        this.deadline = message.game.deadline;
        this.listeners.emit({ type: 'reset' });
        return;
      case 'over':
        void this.loadRecord();
        return;
      case 'hint':
        this.answerHint(message.ref, { ok: true, value: message.hint });
        return;
      case 'error':
        if (this.answerHint(message.ref, { ok: false, error: message })) return;
        if (this.talk.refused(message.code, message.message, message.ref)) return;
        this.refused(message.code, message.message, message.ref);
        return;
      case 'pong':
        return;
      case 'chat':
        this.talk.heard(message.line, this.identity?.id ?? null);
        return;
      case 'presence':
        this.talk.present(message.seats);
        return;
      case 'unread':
        this.talk.marked(message.read, message.unread);
        return;
      case 'muted':
        this.talk.mutedChanged(message.players);
        return;
    }
  }

  private welcome(
    seat: number | null,
    seq: number,
    view: PlayerView,
    missed: readonly MoveEvent[] | null,
    game: GameSummary,
  ): void {
    // Moves missed while away come with what they made public: logged as exactly as live ones.
    for (const m of missed ?? []) {
      if (m.seq <= this.lastSeq) continue;
      this.entries.push(logEntry(m, m.effects, view.rules));
    }
    this.seat = seat;
    this.summary = game;
    this.deadline = game.deadline;
    this.current = view;
    this.lastSeq = seq;
    this.backoff = FIRST_BACKOFF_MS;
    this.reconnecting = false;
    this.setStatus('open');
    this.listeners.emit({ type: 'reset' });
    if (game.status === 'over') void this.loadRecord();
  }

  private refused(code: string, message: string, ref: string | number | undefined): void {
    const pending = typeof ref === 'number' ? this.pending.get(ref) : undefined;
    if (pending && typeof ref === 'number') {
      clearTimeout(pending.timer);
      this.pending.delete(ref);
      pending.resolve({ ok: false, error: { code, message } });
    } else this.listeners.emit({ type: 'error', error: { code, message } });
    // Moves were missed: catch up, then the player decides again on the fresh view.
    if (code === 'ERR_STALE') this.send({ type: 'sync', since: this.lastSeq });
  }

  private settle(seq: number, result: Result<null, GameError>): void {
    for (const [ref, p] of this.pending) {
      if (p.seq !== seq) continue;
      clearTimeout(p.timer);
      this.pending.delete(ref);
      p.resolve(result);
    }
  }

  private failPending(message: string): void {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.resolve({ ok: false, error: { code: 'ERR_CONNECTION', message } });
    }
    this.pending.clear();
    for (const ref of [...this.hints.keys()]) {
      this.answerHint(ref, { ok: false, error: { code: 'ERR_CONNECTION', message } });
    }
  }

  move(_seat: number, move: Move): Promise<Result<null, GameError>> {
    return this.request(move);
  }

  /** Takes back this seat's last move: answered by `undone` (or an error such as ERR_UNDO_OFF). */
  undo(): Promise<Result<null, GameError>> {
    return this.request('undo');
  }

  /** Sends a move or an undo, which takes the next number; resolves when the server answers. */
  private request(what: Move | 'undo'): Promise<Result<null, GameError>> {
    const ref = ++this.refs;
    const seq = this.lastSeq + 1;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(ref);
        resolve({
          ok: false,
          error: { code: 'ERR_CONNECTION', message: 'no answer from the server' },
        });
      }, MOVE_TIMEOUT_MS);
      // Registered before sending: the answer may come back at once.
      this.pending.set(ref, { seq, resolve, timer });
      const message: ClientMessage =
        what === 'undo'
          ? { type: 'undo', seq: this.lastSeq, moves: 1, ref }
          : { type: 'move', seq, move: what, ref };
      if (!this.send(message)) {
        clearTimeout(timer);
        this.pending.delete(ref);
        resolve({ ok: false, error: { code: 'ERR_CONNECTION', message: 'not connected' } });
      }
    });
  }

  /**
   * A hint for this seat's awaited decision, thought about by the server's bot
   * workers; refused when the game has hints off (ERR_HINTS_OFF) or the decision is not ours.
   */
  hint(): Promise<Result<Hint, GameError>> {
    const ref = ++this.refs;
    return new Promise((resolve) => {
      this.hints.set(ref, resolve);
      if (!this.send({ type: 'hint', seq: this.lastSeq, ref })) {
        this.answerHint(ref, {
          ok: false,
          error: { code: 'ERR_CONNECTION', message: 'not connected' },
        });
      }
    });
  }

  /** Settles the hint asked with `ref`; false if no hint was asked with it. */
  private answerHint(
    ref: string | number | undefined,
    result: Result<Hint, { code: string; message: string }>,
  ): boolean {
    const resolve = typeof ref === 'number' ? this.hints.get(ref) : undefined;
    if (resolve === undefined || typeof ref !== 'number') return false;
    this.hints.delete(ref);
    resolve(
      result.ok
        ? result
        : { ok: false, error: { code: result.error.code, message: result.error.message } },
    );
    return true;
  }

  private async loadRecord(): Promise<void> {
    const record = await fetchRecord(this.gameId);
    if (!record.ok) return;
    const names = (this.summary?.seats ?? []).map((s) => ({
      name: s.player?.name ?? '',
      bot: s.kind === 'bot' ? (s.bot as BotLevel) : null,
    }));
    this.savedRecord = { ...record.value, seats: names };
    this.listeners.emit({ type: 'reset' });
  }

  subscribe(listener: (event: ConnectionEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  record(): SavedRecord | null {
    return this.savedRecord;
  }

  setPace(): void {
    // Bots think on the server, at its pace.
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onNetworkBack);
    this.failPending('the game was closed');
    this.listeners.clear();
    this.socket?.close();
  }
}
