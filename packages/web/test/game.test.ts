/**
 * The game layer without a browser: the log built from public views, the local connection that
 * plays moves and asks bots, the controller that covers hands between people (hot-seat) and turns
 * clicks into moves or explanations, and the records it keeps.
 */
import { effectsOf } from './effects.ts';
import { describe, expect, it, vi } from 'vitest';
import { moveFromText, playerView, replay, type Move } from '@tnt/engine';
import { createBot, parseBotSpec } from '@tnt/bots';
import { logEntry } from '../src/game/log.ts';
import { GameController } from '../src/game/controller.ts';
import { createLocalGame, type BotChooser } from '../src/game/local.ts';
import type { SeatPlayer } from '../src/game/connection.ts';
import { OPENING, OPENING_MOVES, deal, gameAfter } from './positions.ts';

/** Bots in this thread (the browser runs the same code in its worker). */
const threadBots = (): BotChooser => ({
  choose({ view, level, seed }) {
    const spec = parseBotSpec(level);
    if (!spec.ok) return Promise.reject(new Error(spec.error));
    return Promise.resolve(createBot({ ...spec.value, seed }).choose(view).move);
  },
  dispose() {
    // Nothing to stop.
  },
});

const people = (n: number): SeatPlayer[] =>
  Array.from({ length: n }, (_, seat) => ({ seat, name: `P${seat + 1}`, bot: null }));
const SETUP = {
  options: { players: 2, startingPlayer: 0 },
  seed: 'web tests',
  supplyOrder: deal(OPENING),
};

describe('the log (public facts only)', () => {
  const before = gameAfter(OPENING, []);
  const after = gameAfter(OPENING, [[0, 'draw 1']]);

  it('names a face-up card drawn, read from the display before the move', () => {
    const move: Move = { type: 'draw', slot: 0 };
    const entry = logEntry(
      { seq: 1, seat: 0, move, by: 'player' },
      effectsOf(before, 0, move),
      before.rules,
    );
    expect(entry.drawn).toBe('Ulm');
    expect(entry.turn).toBe(1);
  });

  it('does not name a card drawn from the supply', () => {
    const move: Move = { type: 'draw', slot: 'supply' };
    const entry = logEntry(
      { seq: 2, seat: 0, move, by: 'player' },
      effectsOf(after, 0, move),
      after.rules,
    );
    expect(entry.drawn).toBeNull();
  });

  it('records the length of a route closed, and the carriage the closing took (001 "c.")', () => {
    const moves = [
      ...OPENING_MOVES,
      [0, 'draw 3'],
      [0, 'play Stuttgart right'],
      [0, 'end turn'],
      [1, 'draw supply'],
      [1, 'play München right'],
      [1, 'end turn'],
      [0, 'draw supply'],
      [0, 'play Würzburg right'],
    ] as const;
    const ready = gameAfter(OPENING, moves);
    const closing = gameAfter(OPENING, [
      ...moves,
      [0, 'close'],
      [0, 'house Ulm'],
      [0, 'houses done'],
    ]);
    const taken = gameAfter(OPENING, [
      ...moves,
      [0, 'close'],
      [0, 'house Ulm'],
      [0, 'houses done'],
      [0, 'carriage take'],
    ]);
    const close = logEntry(
      { seq: 17, seat: 0, move: { type: 'close' }, by: 'player' },
      effectsOf(ready, 0, { type: 'close' }),
      ready.rules,
    );
    expect(close.routeLength).toBe(3);
    const carriage = logEntry(
      { seq: 20, seat: 0, move: { type: 'carriage', choice: 'take' }, by: 'player' },
      effectsOf(closing, 0, { type: 'carriage', choice: 'take' }),
      closing.rules,
    );
    expect(carriage.carriage).toBe(3);
    expect(playerView(taken, null).seats[0]!.carriage).toBe(carriage.carriage);
  });
});

describe('a hot-seat game through the controller', () => {
  it('covers the screen until the deciding person takes it, and shows only that hand', async () => {
    const made = createLocalGame(SETUP, people(2), null);
    if (!made.ok) throw new Error(made.error.message);
    const game = new GameController(made.value);
    made.value.start();
    expect(game.cover.value).toBe(0);
    expect(game.view.value.viewer).toBeNull();
    game.uncover();
    expect(game.viewer.value).toBe(0);
    expect(game.view.value.seats[0]?.hand).toEqual([]);
    // Seat 0's first turn: two draws (the forced Postmaster), a new route, the end of the turn.
    game.pick({ kind: 'slot', slot: 0 });
    await Promise.resolve();
    game.pick({ kind: 'slot', slot: 1 });
    await Promise.resolve();
    game.pick({ kind: 'hand', card: 'Ulm' });
    await Promise.resolve();
    game.pick({ kind: 'action', action: 'end-turn' });
    await Promise.resolve();
    expect(game.log.value.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    // Now seat 1 decides: the screen is covered and no hand is in the view.
    expect(game.cover.value).toBe(1);
    expect(game.view.value.seats.every((s) => s.hand === null)).toBe(true);
    game.uncover();
    expect(game.view.value.viewer).toBe(1);
    game.dispose();
  });

  it('explains a refused click by its error code and changes nothing', async () => {
    const made = createLocalGame(
      SETUP,
      people(1).concat([{ seat: 1, name: 'B', bot: 'heuristic' }]),
      null,
    );
    if (!made.ok) throw new Error(made.error.message);
    const game = new GameController(made.value);
    expect(game.cover.value).toBeNull();
    game.pick({ kind: 'action', action: 'close' });
    await Promise.resolve();
    expect(game.error.value?.code).toBe('ERR_WRONG_STEP');
    expect(game.error.value?.step).toBe('draw');
    expect(game.log.value).toEqual([]);
    game.dispose();
  });

  /** The first game at Ulm's route of one city, with a card drawn: Stuttgart fits it. */
  function atPlay(): GameController {
    const made = createLocalGame(SETUP, people(2), null);
    if (!made.ok) throw new Error(made.error.message);
    const connection = made.value;
    const moves = [...OPENING_MOVES, [0, 'draw 1'] as const].map(([seat, text]) => {
      const move = moveFromText(text);
      if (!move.ok) throw new Error(text);
      return { seat, move: move.value };
    });
    expect(connection.restore(moves).ok).toBe(true);
    const game = new GameController(connection);
    game.uncover();
    return game;
  }

  const routeOf = (game: GameController): readonly string[] =>
    game.connection.view(0).seats[0]!.route;

  it('plays a card that fits one place on the first tap, with no chooser', async () => {
    const game = atPlay();
    game.pick({ kind: 'city', city: 'Stuttgart' });
    // Onto the one-city route (both ends are Ulm): starting anew is not a tap's.
    expect(game.chooser.value).toBeNull();
    expect(game.mode.value).toBeNull();
    await vi.waitFor(() => {
      expect(routeOf(game)).toEqual(['Ulm', 'Stuttgart']);
    });
    game.dispose();
  });

  it('gives up a route only after Start anew, and Keep my route calls it off', async () => {
    const game = atPlay();
    game.startAnew();
    expect(game.mode.value).toEqual({ kind: 'anew' });
    game.cancelMode();
    expect(game.mode.value).toBeNull();
    game.startAnew();
    game.pick({ kind: 'city', city: 'Stuttgart' });
    await vi.waitFor(() => {
      expect(routeOf(game)).toEqual(['Stuttgart']);
    });
    expect(game.mode.value).toBeNull();
    game.dispose();
  });
});

describe('a game against bots, offline', () => {
  it('lets the bots play a whole game, and its record replays to the same end', async () => {
    const players: SeatPlayer[] = [0, 1, 2].map((seat) => ({
      seat,
      name: `Bot ${seat}`,
      bot: 'heuristic',
    }));
    const made = createLocalGame(
      { options: { players: 3 }, seed: 'three bots' },
      players,
      threadBots(),
    );
    if (!made.ok) throw new Error(made.error.message);
    const connection = made.value;
    connection.setPace(0);
    const over = new Promise<void>((resolve, reject) => {
      connection.subscribe((event) => {
        if (event.type === 'moved' && event.entry.over) resolve();
        if (event.type === 'error') reject(new Error(event.error.message));
      });
    });
    connection.start();
    await over;
    const record = connection.record();
    expect(record.seats?.map((s) => s.bot)).toEqual(['heuristic', 'heuristic', 'heuristic']);
    const replayed = replay(record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.failure).toBeNull();
    expect(playerView(replayed.value.state, null).scores).toEqual(connection.view(null).scores);
    expect(connection.log).toHaveLength(record.moves.length);
    connection.dispose();
  }, 60_000);

  it('refuses a move for a bot seat from the screen', async () => {
    const players: SeatPlayer[] = [
      { seat: 0, name: 'Me', bot: null },
      { seat: 1, name: 'Bot', bot: 'heuristic' },
    ];
    const made = createLocalGame(SETUP, players, null);
    if (!made.ok) throw new Error(made.error.message);
    const result = await made.value.move(1, { type: 'draw', slot: 'supply' });
    expect(result.ok ? 'accepted' : result.error.code).toBe('ERR_NOT_YOUR_TURN');
  });
});
