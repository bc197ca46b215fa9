/**
 * What the rooms tell the rest of the server (games/room-events.ts), the hooks for ratings and
 * the like: `finished` once, by the node that stored a game's last move, with who sat where and
 * the scores the engine gives the game's record; `standIn` when a person's seat is given over to
 * a bot, because the player's turn ran out (`time`) or they left a live game (`left`). A listener
 * that fails is logged and the game goes on.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heuristicBot } from '@tnt/bots';
import {
  createGame,
  decision,
  moveToText,
  parseRecord,
  play,
  playerView,
  replay,
  scoreSheet,
} from '@tnt/engine';
import type { GameMessage, ServerMessage } from '@tnt/protocol';
import { openStore } from '../src/index.ts';
import type { GameFinished, SeatStandIn } from '../src/index.ts';
import type { MoveRow, SeatRow } from '../src/store/types.ts';
import { outputDir } from './helpers/bundle.ts';
import { ManualClock } from './helpers/manual-clock.ts';
import { startHarness, type Harness } from './helpers/server.ts';
import { botSeat, liveGameInPlay } from './helpers/stored-game.ts';
import { seatTwo } from './helpers/table.ts';
import { PATIENCE } from './helpers/patience.ts';

/** The moves of a two-player game between heuristic bots, but for its last `left`. */
function allButTheLast(seed: string, left: number): MoveRow[] {
  const created = createGame({ options: { players: 2 }, seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const bot = heuristicBot(seed);
  const moves: MoveRow[] = [];
  for (let awaited = decision(state); awaited !== null; awaited = decision(state)) {
    const { move } = bot.choose(playerView(state, awaited.seat));
    const next = play(state, awaited.seat, move);
    if (!next.ok) throw new Error(next.error.message);
    const seq = moves.length + 1;
    moves.push({ seq, seat: awaited.seat, move: moveToText(move), by: 'bot', at: seq });
    state = next.value;
  }
  return moves.slice(0, moves.length - left);
}

describe('a game finished', () => {
  let dir: string;
  let remove: () => void;
  let harness: Harness;

  beforeAll(async () => {
    ({ dir, remove } = outputDir('room-events'));
    harness = await startHarness({
      db: `sqlite:${join(dir, 'games.sqlite')}`,
      play: { botGamePaceMs: 0, botDelayMs: 0 },
    });
  });
  afterAll(async () => {
    await harness.stop();
    remove();
  });

  it('is told once, with the seats and the scores of the record, by the node that stored it', async () => {
    const finished: GameFinished[] = [];
    harness.server.events.on('finished', (event) => {
      finished.push(event);
    });
    const failing = vi.fn(() => {
      throw new Error('a listener that fails');
    });
    harness.server.events.on('finished', failing);
    // A bots' game three moves from its end, written to the server's database beside it (so
    // that nothing plays it before the listeners are there).
    const seats: SeatRow[] = [0, 1].map((seat) => ({ ...botSeat(seat), bot: 'heuristic' }));
    const { game } = liveGameInPlay('nearly-over', seats);
    const moves = allButTheLast(game.seed, 3);
    const beside = await openStore(`sqlite:${join(dir, 'games.sqlite')}`);
    await beside.createGame({ game, seats });
    for (const row of moves) {
      await beside.appendMove(game.id, row, { status: 'playing', decisionSeat: row.seat });
    }
    await beside.close();

    // A spectator loads the game; its bots play the last moves.
    const { client } = await harness.connect(game.id);
    await client.next((m) => m.type === 'over');
    await client.close();
    await vi.waitFor(() => {
      expect(finished).toHaveLength(1);
    }, PATIENCE);
    const record = parseRecord(await harness.api.record(game.id));
    if (!record.ok) throw new Error(record.error.message);
    const replayed = replay(record.value);
    if (!replayed.ok || replayed.value.failure !== null) throw new Error('the record fails');
    const told = finished[0]!;
    expect(told.game).toBe(game.id);
    expect(told.seq).toBe(record.value.moves.length);
    expect(told.seq).toBeGreaterThan(moves.length);
    expect(told.seats).toEqual(seats);
    expect(told.standIns).toEqual([]);
    expect(told.scores).toEqual(scoreSheet(replayed.value.state));
    expect(told.scores.finished).toBe(true);
    expect(failing).toHaveBeenCalledOnce();

    // Once: closing the server (every change finished) tells nothing more.
    await harness.server.close();
    expect(finished).toHaveLength(1);
  });
});

describe('a bot standing in for a person', () => {
  const clock = new ManualClock(1_800_000_000_000);
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({
      clock,
      play: { disconnectGraceMs: 5_000, botDelayMs: 0, standInBot: 'random' },
    });
  });
  afterAll(async () => {
    await harness.stop();
  });

  /**
   * A live game of two people whose first decision is seat 0's (Ada's), both at the table once
   * this node runs the game's timers (its turn clock shows).
   */
  async function liveTable(turnSeconds: number) {
    const { id, ada, ben } = await seatTwo(harness, { mode: 'live', turnSeconds });
    const a = await harness.connect(id, ada);
    const b = await harness.connect(id, ben);
    const timed = (m: ServerMessage) => m.type === 'game' && m.game.deadline !== null;
    const deadline =
      a.welcome.game.deadline ?? (await a.client.next<GameMessage>(timed)).game.deadline;
    return { id, ada, ben, a, b, deadline };
  }

  it("is told when the player's turn runs out, with the reason", async () => {
    const told: SeatStandIn[] = [];
    const stop = harness.server.events.on('standIn', (event) => {
      told.push(event);
    });
    const table = await liveTable(60);
    const { a: ada, b: ben } = table;
    expect(table.deadline).toBe(clock.now() + 60_000);
    clock.advance(60_000);
    await ben.client.next<GameMessage>((m) => m.type === 'game' && m.game.seats[0]!.standIn);
    expect(told).toEqual([
      { game: table.id, seat: 0, playerId: table.ada.player.id, reason: 'time', at: clock.now() },
    ]);
    stop();
    await Promise.all([ada.client.close(), ben.client.close()]);
  });

  it('is told when the player leaves a live game for longer than the grace period', async () => {
    const table = await liveTable(3_600);
    // (The first test's players left too: their game's seats get stand-ins of their own.)
    const told: SeatStandIn[] = [];
    const stop = harness.server.events.on('standIn', (event) => {
      if (event.game === table.id) told.push(event);
    });
    const { a: ada, b: ben } = table;
    await ben.client.close();
    await ada.client.next<GameMessage>((m) => m.type === 'game' && !m.game.seats[1]!.connected);
    expect(told).toEqual([]);
    clock.advance(5_000);
    await ada.client.next<GameMessage>((m) => m.type === 'game' && m.game.seats[1]!.standIn);
    expect(told).toEqual([
      { game: table.id, seat: 1, playerId: table.ben.player.id, reason: 'left', at: clock.now() },
    ]);
    stop();
    await ada.client.close();
  });
});
