/**
 * Issue 16, hints online, over real sockets: a seated player asks for a hint for their own
 * awaited decision and gets the search's move, a reason and a chance to win, computed by the bot
 * workers from their own view only (after the game, the same hint is computed again from that
 * view alone); another seat, a spectator and a client behind the last move are refused, as is a
 * second hint while the first is thought about; a game whose creator turned hints off refuses
 * every hint. No frame carried a secret.
 */
import { describe, expect, it } from 'vitest';
import { REASON_CODES, hintFor, HINT_ITERATIONS } from '@tnt/bots';
import { moveToText, parseRecord } from '@tnt/engine';
import type { ErrorMessage, HintMessage, OverMessage } from '@tnt/protocol';
import { hintSeed } from '../src/games/hints.ts';
import type { TestClient } from './helpers/client.ts';
import { leaksIn, statesOf } from './helpers/leaks.ts';
import { playSeat } from './helpers/seat-player.ts';
import { twoPlayers } from './helpers/two-players.ts';

const table = twoPlayers();

let refs = 0;

/** Asks for a hint as of `seq`; the hint, or the error code. */
async function ask(client: TestClient, seq: number): Promise<HintMessage | string> {
  const ref = `hint ${++refs}`;
  client.send({ type: 'hint', seq, ref });
  const answer = await client.next<HintMessage | ErrorMessage>(
    (m) => (m.type === 'hint' || m.type === 'error') && m.ref === ref,
  );
  return answer.type === 'hint' ? answer : answer.code;
}

describe('hints online', () => {
  it("answers a seat's own decision from its own view, and refuses anyone else", async () => {
    const { harness, ada, ben } = table;
    const id = await table.newGame();
    const a = await harness.connect(id, ada);
    const b = await harness.connect(id, ben);
    const watcher = await harness.connect(id);
    expect(a.welcome.game.hints).toBe(true);
    const view = a.welcome.view;

    const answer = await ask(a.client, 0);
    if (typeof answer === 'string') throw new Error(`refused: ${answer}`);
    const { hint } = answer;
    expect(answer.seq).toBe(0);
    const legal = view.legalMoves.map(moveToText);
    expect(legal).toContain(moveToText(hint.best));
    expect(hint.moves[0]!.move).toEqual(hint.best);
    for (const m of hint.moves) expect(legal).toContain(moveToText(m.move));
    expect(hint.winChance).toBeGreaterThanOrEqual(0);
    expect(hint.winChance).toBeLessThanOrEqual(1);
    expect(REASON_CODES).toContain(hint.reason.code);

    // Not for another seat's decision, not for a spectator, not behind the last move.
    expect(await ask(b.client, 0)).toBe('ERR_NOT_YOUR_TURN');
    expect(await ask(watcher.client, 0)).toBe('ERR_SPECTATOR');
    expect(await ask(a.client, 3)).toBe('ERR_STALE');
    // One hint at a time: the second of two asked together waits for nothing.
    const both = await Promise.all([ask(a.client, 0), ask(a.client, 0)]);
    expect(both.filter((x) => x === 'ERR_HINT_BUSY')).toHaveLength(1);
    const given = both.flatMap((x) => (typeof x === 'string' ? [] : [x.hint]));
    expect(given).toEqual([hint]);

    // The game played to its end; the same hint, computed again from seat 0's first view alone.
    const players = [await harness.connect(id, ada), await harness.connect(id, ben)];
    const plays = players.map((p, i) => playSeat(p.client, `seat ${i}`));
    expect(await Promise.all(plays.map((p) => p.done))).toEqual(['over', 'over']);
    await watcher.client.next<OverMessage>((m) => m.type === 'over');
    const record = parseRecord(await harness.api.record(id));
    if (!record.ok) throw new Error(record.error.message);
    expect(hintFor(view, hintSeed(record.value.seed, 0), HINT_ITERATIONS)).toEqual(hint);
    const states = statesOf(record.value);
    for (const [client, seat] of [
      [a.client, 0],
      [b.client, 1],
      [watcher.client, null],
    ] as const) {
      expect(leaksIn(client.raw, seat, record.value, states)).toEqual([]);
    }
    await Promise.all([a, b, watcher, ...players].map(({ client }) => client.close()));
  });

  it('is refused with ERR_HINTS_OFF in a game whose creator turned hints off', async () => {
    const id = await table.newGame({ hints: false });
    const a = await table.harness.connect(id, table.ada);
    expect(a.welcome.game.hints).toBe(false);
    expect(await ask(a.client, 0)).toBe('ERR_HINTS_OFF');
    await a.client.close();
  });
});
