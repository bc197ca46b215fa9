/**
 * A whole asynchronous game with a time per turn: Ada comes by when "my games" says it is her
 * turn, plays her turn, and leaves; Ben never comes, so once his first turn runs out a bot stands
 * in for him, and keeps playing for him (he never returns); a bot holds the third seat. Played
 * with The Princess' Messenger and Offices of Honor, whose return rounds ask seats out of turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, replay } from '@tnt/engine';
import type {
  GameMessage,
  MovedMessage,
  NewPlayer,
  OverMessage,
  WelcomeMessage,
} from '@tnt/protocol';
import { leaksIn, statesOf } from './helpers/leaks.ts';
import { playSeat } from './helpers/seat-player.ts';
import { startHarness, type Harness } from './helpers/server.ts';
import type { TestClient } from './helpers/client.ts';

let harness: Harness;

beforeAll(async () => {
  // The visitors poll "my games" as often as they like: no HTTP limit per address here. Between
  // Ada's visits nobody is at the table, and the bots would play at a person's pace: here they
  // play as fast as they can.
  harness = await startHarness({
    db: 'memory',
    rateLimit: { burst: 1000, perSecond: 1000 },
    httpRateLimit: false,
    play: { botGamePaceMs: 0 },
  });
});
afterAll(async () => {
  await harness.stop();
});

/** Ada's visit: connect, play while the game awaits her, leave. */
async function visit(gameId: string, ada: NewPlayer, frames: string[]): Promise<boolean> {
  const { client, welcome } = await harness.connect(gameId, ada, 0);
  if (welcome.game.status === 'over') {
    frames.push(...client.raw);
    await client.close();
    return false;
  }
  const play = playSeat(client, 'ada', () => false);
  await waitUntilNotMine(client, 0);
  play.stop();
  await play.done;
  frames.push(...client.raw);
  await client.close();
  return true;
}

/** Resolves once the latest view no longer awaits the seat (or the game is over). */
function waitUntilNotMine(client: TestClient, seat: number): Promise<void> {
  return new Promise((resolve) => {
    client.watch(() => {
      const last = client.latest(
        (m): m is WelcomeMessage | MovedMessage | OverMessage =>
          m.type === 'moved' || m.type === 'welcome' || m.type === 'over',
      );
      if (last === undefined) return false;
      if (last.type === 'over' || last.view.decision?.seat !== seat || !client.isOpen) {
        resolve();
        return true;
      }
      return false;
    });
  });
}

describe('an asynchronous game with a time limit per turn', () => {
  it('goes on over visits; an absent player is played by a stand-in once his time runs out', async () => {
    const { api } = harness;
    const ada = await api.player('Ada');
    const ben = await api.player('Ben');
    const created = await api.createGame(ada, {
      options: { players: 3, expansions: ['messenger', 'offices'], startingPlayer: 1 },
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
      mode: 'async',
      turnSeconds: 1,
    });
    const id = created.game.id;
    await api.join(ben, id, 1);
    // A spectator sees Ben's seat taken over when his first turn (the game's first) runs out.
    const watcher = await harness.connect(id);
    const standIn = await watcher.client.next<GameMessage>(
      (m) => m.type === 'game' && m.game.seats[1]!.standIn,
    );
    expect(standIn.game.seats[1]!.bot).toBe('heuristic');
    expect(standIn.game.seats[1]!.connected).toBe(false);

    const frames: string[] = [];
    let visits = 0;
    // Until the game is over, however slowly the bot plays: the test's time limit catches a hang.
    for (;;) {
      const mine = (await api.myGames(ada)).find((g) => g.id === id);
      if (mine === undefined) throw new Error('the game is not in my games');
      expect(mine.yourSeat).toBe(0);
      if (mine.status === 'over') break;
      if (mine.yourTurn) {
        await visit(id, ada, frames);
        visits++;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    expect(visits).toBeGreaterThan(5);
    const summary = await api.game(id);
    expect(summary.status).toBe('over');

    const record = parseRecord(await api.record(id));
    if (!record.ok) throw new Error(record.error.message);
    const replayed = replay(record.value);
    expect(replayed.ok && replayed.value.failure === null).toBe(true);
    const states = statesOf(record.value);
    expect(leaksIn(frames, 0, record.value, states)).toEqual([]);
    expect(leaksIn(watcher.client.raw, null, record.value, states)).toEqual([]);
    // Who made each move, as the spectator saw them: Ada herself, a stand-in for Ben, the bot.
    const makers = new Set(
      watcher.client.messages.flatMap((m) => (m.type === 'moved' ? [`${m.seat}:${m.by}`] : [])),
    );
    expect(makers.has('1:stand-in')).toBe(true);
    expect(makers.has('1:player')).toBe(false);
    expect(makers.has('2:bot')).toBe(true);
    expect(makers.has('0:player')).toBe(true);
    await watcher.client.close();
  });
});
