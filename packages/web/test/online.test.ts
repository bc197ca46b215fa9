/**
 * Online play over the protocol (docs/protocol.md), against a stand-in server in this test that
 * holds the game with the engine: the client joins with `hello`, sends moves with the number they
 * will take, takes its own `moved` as the acknowledgement, shows refusals by their code, and after
 * a lost socket says the last number it saw and catches up with the moves it missed; signed out
 * by the server (close 4004), it stops trying.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  applyWithEffects,
  createGame,
  playerView,
  validateMove,
  type GameState,
  type Move,
  type MoveEffects,
} from '@tnt/engine';
import {
  CLOSE_CODES,
  type ClientMessage,
  type GameSummary,
  type ServerMessage,
} from '@tnt/protocol';
import { OnlineConnection, type SocketLike } from '../src/game/online.ts';
import { GameController } from '../src/game/controller.ts';
import { deal, OPENING } from './positions.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event?: { readonly code: number }) => void) | null = null;
  readonly sent: ClientMessage[] = [];
  constructor(private readonly server: FakeServer) {}
  send(text: string): void {
    const message = JSON.parse(text) as ClientMessage;
    this.sent.push(message);
    this.server.receive(this, message);
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  /** The server closes the socket with a code of its own. */
  closeWith(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  deliver(message: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** Just enough of a server: one game, seat 0 for the secret "s0", the engine judging moves. */
class FakeServer {
  state: GameState;
  moves: { seq: number; seat: number; move: Move; by: 'player'; effects: MoveEffects }[] = [];
  sockets: FakeSocket[] = [];
  /** While true, every socket is refused (closed before it opens), as by a server that is away. */
  down = false;
  /** The game's hints option. */
  hints = true;
  constructor() {
    const made = createGame({
      options: { players: 2, startingPlayer: 0 },
      seed: 's',
      supplyOrder: deal(OPENING),
    });
    if (!made.ok) throw new Error(made.error.message);
    this.state = made.value;
  }
  summary(): GameSummary {
    const seat = (n: number) => ({
      seat: n,
      kind: 'human' as const,
      bot: null,
      player: { id: `p${n}`, name: `Player ${n}` },
      connected: true,
      absentSince: null,
      standIn: false,
    });
    return {
      id: 'g1',
      mode: 'live',
      status: 'playing',
      options: { players: 2 },
      turnSeconds: null,
      chat: { spectators: true, record: false },
      undo: true,
      hints: true,
      seats: [seat(0), seat(1)],
      seq: this.moves.length,
      decision: null,
      deadline: null,
      createdAt: 0,
      updatedAt: 0,
      scores: null,
    };
  }
  open(): FakeSocket {
    const socket = new FakeSocket(this);
    this.sockets.push(socket);
    queueMicrotask(() => {
      if (this.down) {
        socket.close();
        return;
      }
      socket.readyState = 1;
      socket.onopen?.();
    });
    return socket;
  }
  receive(socket: FakeSocket, message: ClientMessage): void {
    if (message.type === 'hello') {
      const seat = message.secret === 's0' ? 0 : null;
      const missed =
        message.since === undefined ? null : this.moves.filter((m) => m.seq > (message.since ?? 0));
      socket.deliver({
        type: 'welcome',
        version: 1,
        game: this.summary(),
        seat,
        seq: this.moves.length,
        view: playerView(this.state, seat),
        missed,
        chat: { lines: [], read: null, unread: 0, muted: [], channel: null },
      });
    } else if (message.type === 'move') {
      if (message.seq !== this.moves.length + 1) {
        socket.deliver({
          type: 'error',
          code: 'ERR_STALE',
          message: 'sync first',
          ref: message.ref,
        });
        return;
      }
      this.apply(0, message.move, message.ref, socket);
    } else if (message.type === 'hint') {
      // A hint for seat 0, unless the game has hints off.
      const ref = message.ref === undefined ? {} : { ref: message.ref };
      if (!this.hints) {
        socket.deliver({ type: 'error', code: 'ERR_HINTS_OFF', message: 'off', ...ref });
        return;
      }
      const best = playerView(this.state, 0).legalMoves[0]!;
      const reason = { code: 'draw-supply' as const, params: {} };
      const hint = { best, winChance: 0.5, reason, moves: [{ move: best, winChance: 0.5 }] };
      socket.deliver({ type: 'hint', seq: message.seq, hint, ...ref });
    }
  }
  apply(seat: number, move: Move, ref?: string | number, from?: FakeSocket): void {
    const checked = validateMove(this.state, seat, move);
    if (!checked.ok) {
      from?.deliver({
        type: 'error',
        code: checked.error.code,
        message: checked.error.message,
        ...(ref === undefined ? {} : { ref }),
      });
      return;
    }
    const { state, effects } = applyWithEffects(this.state, checked.value);
    this.state = state;
    const seq = this.moves.length + 1;
    this.moves.push({ seq, seat, move, by: 'player', effects });
    for (const s of this.sockets) {
      if (s.readyState === 1)
        s.deliver({
          type: 'moved',
          seq,
          seat,
          move,
          by: 'player',
          effects,
          view: playerView(this.state, 0),
          deadline: null,
        });
    }
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function joined(server: FakeServer) {
  const connection = new OnlineConnection(
    'g1',
    { id: 'p0', name: 'Player 0', secret: 's0' },
    () => server.open(),
    () => 'ws://test/api/ws',
  );
  connection.start();
  await flush();
  return connection;
}

describe('an online game over the protocol', () => {
  it("joins as the secret's seat, with the names of the seats and the seat's own view", async () => {
    const server = new FakeServer();
    const connection = await joined(server);
    const hello = server.sockets[0]!.sent[0];
    expect(hello).toEqual({ type: 'hello', version: 1, game: 'g1', secret: 's0', since: 0 });
    expect(connection.status).toBe('open');
    expect(connection.mySeats).toEqual([0]);
    expect(connection.players.map((p) => p.name)).toEqual(['Player 0', 'Player 1']);
    expect(connection.view().viewer).toBe(0);
  });

  it('sends a move with the number it will take, and takes its own "moved" as the answer', async () => {
    const server = new FakeServer();
    const connection = await joined(server);
    const result = await connection.move(0, { type: 'draw', slot: 0 });
    expect(result.ok).toBe(true);
    expect(server.sockets[0]!.sent[1]).toMatchObject({
      type: 'move',
      seq: 1,
      move: { type: 'draw', slot: 0 },
    });
    expect(connection.seq).toBe(1);
    expect(connection.log[0]?.drawn).toBe('Ulm');
    expect(connection.view().seats[0]?.hand).toEqual(['Ulm']);
  });

  it('asks for a hint as of the last number seen, and takes the answer or the refusal', async () => {
    const server = new FakeServer();
    const connection = await joined(server);
    const hint = await connection.hint();
    expect(server.sockets[0]!.sent[1]).toMatchObject({ type: 'hint', seq: 0 });
    expect(hint.ok && hint.value.best).toEqual(connection.view().legalMoves[0]);
    // A refusal answers the ask: it is not left waiting.
    server.hints = false;
    expect(await connection.hint()).toMatchObject({ ok: false, error: { code: 'ERR_HINTS_OFF' } });
  });

  it("explains a refused move by the engine's code, through the controller", async () => {
    const server = new FakeServer();
    const connection = await joined(server);
    const game = new GameController(connection);
    game.pick({ kind: 'action', action: 'end-turn' });
    await flush();
    expect(game.error.value?.code).toBe('ERR_WRONG_STEP');
    expect(connection.seq).toBe(0);
  });

  it('after a lost socket, says the last number it saw and logs the moves it missed', async () => {
    const server = new FakeServer();
    const connection = await joined(server);
    await connection.move(0, { type: 'draw', slot: 0 });
    server.sockets[0]!.close();
    expect(connection.status).toBe('closed');
    // Moves made while the client was away.
    server.apply(0, { type: 'draw', slot: 1 });
    server.apply(0, { type: 'play', city: 'Ulm', end: 'new' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const hello = server.sockets[1]!.sent[0];
    expect(hello).toMatchObject({ type: 'hello', since: 1 });
    expect(connection.status).toBe('open');
    expect(connection.seq).toBe(3);
    expect(connection.log.map((e) => e.seq)).toEqual([1, 2, 3]);
    // Missed moves are logged from what they made public, as exactly as live ones.
    expect(connection.log[1]?.drawn).toBe(server.moves[1]!.effects.tookFaceUp);
    expect(connection.log[1]?.drawn).not.toBeNull();
    expect(connection.view().seats[0]?.route).toEqual(['Ulm']);
  });

  it('reads every message with the protocol parser: one that fails is said and changes nothing', async () => {
    const server = new FakeServer();
    const connection = await joined(server);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = server.sockets[0]!;
    socket.onmessage?.({ data: '{"type":"moved","seq":"one"}' });
    socket.onmessage?.({ data: 'not json' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be read/);
    expect(connection.seq).toBe(0);
    expect(connection.log).toEqual([]);
    warn.mockRestore();
  });
});

describe('a lost connection', () => {
  /** Runs the test with a clock of its own, so that waits of seconds pass at once. */
  async function withClock(test: () => Promise<void>): Promise<void> {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      await test();
    } finally {
      vi.useRealTimers();
    }
  }
  const settle = () => vi.advanceTimersByTimeAsync(0);

  /** A connection joined to its game, on the fake clock. */
  async function opened() {
    const server = new FakeServer();
    const connection = new OnlineConnection(
      'g1',
      { id: 'p0', name: 'Player 0', secret: 's0' },
      () => server.open(),
      () => 'ws://test/api/ws',
    );
    connection.start();
    await settle();
    expect(connection.status).toBe('open');
    return { server, connection };
  }

  async function lost() {
    const { server, connection } = await opened();
    server.down = true;
    server.sockets[0]!.close();
    return { server, connection };
  }

  it('tries again after 0.5, 1, 2 and then every 4 s while the server is away: a few seconds at most', () =>
    withClock(async () => {
      const { server, connection } = await lost();
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        expect(connection.status).toBe('closed');
        expect(connection.reconnecting).toBe(true);
        const wait = (connection.retryAt ?? Number.NaN) - Date.now();
        waits.push(wait);
        // One millisecond early, nothing has happened yet; then the try is made (and refused).
        await vi.advanceTimersByTimeAsync(wait - 1);
        expect(server.sockets).toHaveLength(1 + i);
        await vi.advanceTimersByTimeAsync(1);
        expect(server.sockets).toHaveLength(2 + i);
      }
      expect(waits).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
      connection.dispose();
    }));

  it('signed out (close 4004): says so and tries no more, since the secret signs nobody in', () =>
    withClock(async () => {
      const { server, connection } = await opened();
      server.sockets[0]!.closeWith(CLOSE_CODES.signedOut);
      expect(connection.status).toBe('signed-out');
      expect(connection.reconnecting).toBe(false);
      expect(connection.retryAt).toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      connection.reconnectNow();
      await settle();
      expect(server.sockets).toHaveLength(1);
      connection.dispose();
    }));

  it('"reconnect now" tries at once, and the server welcomes the page back', () =>
    withClock(async () => {
      const { server, connection } = await lost();
      await vi.advanceTimersByTimeAsync(500 + 1000);
      expect(server.sockets).toHaveLength(3);
      server.down = false;
      connection.reconnectNow();
      await settle();
      expect(server.sockets).toHaveLength(4);
      expect(connection.status).toBe('open');
      expect(connection.reconnecting).toBe(false);
      expect(connection.retryAt).toBeNull();
      // Open, it asks for nothing more; and the try it replaced never comes.
      connection.reconnectNow();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(server.sockets).toHaveLength(4);
      connection.dispose();
    }));
});
