/**
 * Bots in worker threads: the pool answers with a legal move of the seat's own view, at the
 * chosen level; a worker that hangs past the time limit or crashes fails its job and is replaced,
 * and a game whose bot workers fail still goes on (a fallback move), so no bot can stall or crash
 * the server.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createGame, moveToText, play, playerView, type PlayerView } from '@tnt/engine';
import { BotPool } from '../src/bots/pool.ts';
import { useBotWorkers } from './helpers/bot-workers.ts';
import { startHarness } from './helpers/server.ts';

const workers = useBotWorkers('bots');

/** A view of a seat with a real choice to make: after the first draw, several cards to play. */
function viewWithChoice(): PlayerView {
  const created = createGame({
    options: { players: 3, expansions: ['messenger'], startingPlayer: 0 },
    seed: 'pool',
  });
  if (!created.ok) throw new Error(created.error.message);
  const drawn = play(created.value, 0, { type: 'draw', slot: 'supply' });
  if (!drawn.ok) throw new Error(drawn.error.message);
  return playerView(drawn.value, 0);
}

describe('the bot pool', () => {
  it.each(['random', 'heuristic', 'search:easy'] as const)(
    'answers a legal move of the view at level %s',
    async (level) => {
      const pool = new BotPool({ size: 1, workerUrl: workers.working, timeoutMs: 30_000 });
      const view = viewWithChoice();
      const legal = view.legalMoves.map(moveToText);
      expect(legal.length).toBeGreaterThan(1);
      const choice = await pool.choose(level, 'seed', view);
      expect(legal).toContain(moveToText(choice.move));
      // Deterministic for a seed and a view: the same question gets the same answer.
      expect(moveToText((await pool.choose(level, 'seed', view)).move)).toBe(
        moveToText(choice.move),
      );
      await pool.close();
    },
  );

  it('fails a job whose worker hangs past the time limit, and one whose worker crashes', async () => {
    process.env.TNT_BROKEN = 'hang';
    const hanging = new BotPool({ size: 1, workerUrl: workers.broken, timeoutMs: 200 });
    await expect(hanging.choose('heuristic', 's', viewWithChoice())).rejects.toThrow(
      /more than 200 ms/,
    );
    expect(hanging.load).toBe(0);
    await hanging.close();
    process.env.TNT_BROKEN = 'crash';
    const crashing = new BotPool({ size: 2, workerUrl: workers.broken, timeoutMs: 10_000 });
    await expect(crashing.choose('heuristic', 's', viewWithChoice())).rejects.toThrow(/crashed/);
    await crashing.close();
    await expect(crashing.choose('heuristic', 's', viewWithChoice())).rejects.toThrow(/closed/);
  });

  it('refuses to start without its worker file', () => {
    expect(
      () =>
        new BotPool({
          size: 1,
          workerUrl: pathToFileURL(join(workers.dir, 'missing.mjs')),
          timeoutMs: 1,
        }),
    ).toThrow(/bot worker is not built/);
  });
});

describe('a game whose bot workers fail', () => {
  it('goes on with fallback moves', async () => {
    process.env.TNT_BROKEN = 'hang';
    const harness = await startHarness({
      db: 'memory',
      botWorker: workers.broken,
      botTimeoutMs: 100,
    });
    const ada = await harness.api.player('Ada');
    const created = await harness.api.createGame(ada, {
      options: { players: 2, startingPlayer: 1 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
    });
    const { client, welcome } = await harness.connect(created.game.id, ada, 0);
    // The bot starts; its moves come (from the fallback) until the decision is Ada's.
    const mine =
      welcome.view.decision?.seat === 0
        ? welcome
        : await client.next((m) => m.type === 'moved' && m.view.decision?.seat === 0);
    expect(mine.type === 'moved' && mine.by).toBe('bot');
    await client.close();
    await harness.stop();
  });
});
