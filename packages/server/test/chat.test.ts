/**
 * Chat at a table over real sockets: players' lines reach everyone at the table, spectators'
 * lines only spectators (and none when the game turns them off); text is checked and limited,
 * lines are rate-limited per socket and per identity on the server's clock; mutes and read marks
 * are stored per identity; the history comes back in `welcome`; the record carries the players'
 * chat only when the game allows it. Presence: every seat shows connected now, or since when not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '@tnt/engine';
import {
  CHAT_LIMITS,
  type ChatLineMessage,
  type ChatLine,
  type GameMessage,
  type MutedMessage,
  type PresenceMessage,
  type UnreadMessage,
} from '@tnt/protocol';
import type { TestClient } from './helpers/client.ts';
import { leaksIn, statesOf } from './helpers/leaks.ts';
import { ManualClock } from './helpers/manual-clock.ts';
import { playSeat } from './helpers/seat-player.ts';
import { startHarness, type Harness } from './helpers/server.ts';
import { seatTwo } from './helpers/table.ts';

let harness: Harness;
const clock = new ManualClock(1_800_000_000_000);

beforeAll(async () => {
  harness = await startHarness({ clock, rateLimit: { burst: 1000, perSecond: 1000 } });
});
afterAll(async () => {
  await harness.stop();
});

const isChat = (m: { type: string }): boolean => m.type === 'chat';
const nextLine = async (client: TestClient): Promise<ChatLine> =>
  (await client.next<ChatLineMessage>(isChat)).line;
/** Every chat line the client received so far. */
const linesOf = (client: TestClient): ChatLine[] =>
  client.messages.flatMap((m) => (m.type === 'chat' ? [m.line] : []));

describe('the players’ channel', () => {
  it('reaches both players and a spectator, stores the line, and brings it back in welcome', async () => {
    const table = await seatTwo(harness);
    const ada = await harness.connect(table.id, table.ada);
    const ben = await harness.connect(table.id, table.ben);
    const watcher = await harness.connect(table.id);
    expect(ada.welcome.chat).toEqual({
      lines: [],
      read: 0,
      unread: 0,
      muted: [],
      channel: 'players',
    });
    expect(watcher.welcome.chat.channel).toBeNull();

    ada.client.send({ type: 'chat', text: '  Caf\u0065\u0301 <b>au lait</b> ' });
    const line = await nextLine(ben.client);
    expect(line).toEqual({
      id: 1,
      channel: 'players',
      from: table.ada.player,
      seat: 0,
      text: 'Caf\u00e9 <b>au lait</b>',
      phrase: null,
      at: clock.now(),
    });
    expect(await nextLine(ada.client)).toEqual(line);
    expect(await nextLine(watcher.client)).toEqual(line);

    ben.client.send({ type: 'chat', phrase: 'good-luck' });
    expect((await nextLine(ada.client)).phrase).toBe('good-luck');

    await ben.client.close();
    const again = await harness.connect(table.id, table.ben);
    expect(again.welcome.chat.lines.map((l) => [l.id, l.text, l.phrase])).toEqual([
      [1, 'Caf\u00e9 <b>au lait</b>', null],
      [2, null, 'good-luck'],
    ]);
    // Ben has read nothing: Ada's line is unread for him (his own is not).
    expect(again.welcome.chat.unread).toBe(1);
    await Promise.all([ada.client.close(), again.client.close(), watcher.client.close()]);
  });

  it('refuses text too long or not plain, and sends nothing to anyone', async () => {
    const table = await seatTwo(harness);
    const ada = await harness.connect(table.id, table.ada);
    const ben = await harness.connect(table.id, table.ben);
    ada.client.send({ type: 'chat', text: 'x'.repeat(301), ref: 1 });
    expect(await ada.client.nextError()).toMatchObject({ code: 'ERR_CHAT_TOO_LONG', ref: 1 });
    ada.client.send({ type: 'chat', text: 'two\nlines', ref: 2 });
    expect(await ada.client.nextError()).toMatchObject({ code: 'ERR_CHAT_BAD_TEXT', ref: 2 });
    ada.client.send({ type: 'chat', text: '<script>', html: true, ref: 3 });
    expect(await ada.client.nextError()).toMatchObject({ code: 'ERR_BAD_MESSAGE', ref: 3 });
    // 300 characters are fine: the line after the refused ones is the first Ben sees.
    ada.client.send({ type: 'chat', text: 'y'.repeat(300) });
    expect((await nextLine(ben.client)).id).toBe(1);
    await Promise.all([ada.client.close(), ben.client.close()]);
  });

  it('limits lines per socket, and per identity over all its sockets', async () => {
    const table = await seatTwo(harness);
    const first = await harness.connect(table.id, table.ada);
    const second = await harness.connect(table.id, table.ada);
    // A socket's burst is 5 lines; the clock does not move, so nothing refills.
    for (let i = 0; i < 5; i++) first.client.send({ type: 'chat', text: `line ${i}` });
    first.client.send({ type: 'chat', text: 'one too many', ref: 'r' });
    expect(await first.client.nextError()).toMatchObject({ code: 'ERR_CHAT_RATE_LIMITED' });
    // The identity's burst is 8: the second socket has 3 left, though its own bucket is full.
    for (let i = 0; i < 3; i++) second.client.send({ type: 'chat', phrase: 'thanks' });
    second.client.send({ type: 'chat', phrase: 'sorry', ref: 's' });
    expect(await second.client.nextError()).toMatchObject({
      code: 'ERR_CHAT_RATE_LIMITED',
      ref: 's',
    });
    expect(linesOf(second.client).map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Time refills both: a line a second per socket, one every 3 s per identity.
    clock.advance(3_000);
    second.client.send({ type: 'chat', phrase: 'back-soon' });
    const refilled = await first.client.next<ChatLineMessage>(
      (m) => m.type === 'chat' && m.line.id === 9,
    );
    expect(refilled.line.phrase).toBe('back-soon');
    await Promise.all([first.client.close(), second.client.close()]);
  });
});

describe('spectators', () => {
  it('talk among themselves: players never get their lines', async () => {
    const table = await seatTwo(harness);
    const ada = await harness.connect(table.id, table.ada);
    const carla = await harness.api.player('Carla');
    const watcher = await harness.connect(table.id, carla);
    expect(watcher.welcome.chat.channel).toBe('spectators');
    watcher.client.send({ type: 'chat', text: 'Ada should play Ulm' });
    const line = await nextLine(watcher.client);
    expect(line).toMatchObject({ channel: 'spectators', seat: null, from: carla.player });
    // Ada's own line comes after the spectator's was sent to everyone who may read it.
    ada.client.send({ type: 'chat', phrase: 'thinking' });
    expect((await nextLine(ada.client)).id).toBe(2);
    expect(linesOf(ada.client).map((l) => l.channel)).toEqual(['players']);
    const late = await harness.connect(table.id, table.ben);
    expect(late.welcome.chat.lines.map((l) => l.id)).toEqual([2]);
    const anonymous = await harness.connect(table.id);
    expect(anonymous.welcome.chat.lines.map((l) => l.id)).toEqual([1, 2]);
    anonymous.client.send({ type: 'chat', text: 'hello?', ref: 9 });
    expect(await anonymous.client.nextError()).toMatchObject({ code: 'ERR_BAD_SECRET', ref: 9 });
    await Promise.all([ada, watcher, late, anonymous].map((s) => s.client.close()));
  });

  it('have no chat when the game turns it off', async () => {
    const table = await seatTwo(harness, { chat: { spectators: false } });
    const carla = await harness.api.player('Carla');
    const watcher = await harness.connect(table.id, carla);
    expect(watcher.welcome.chat.channel).toBeNull();
    watcher.client.send({ type: 'chat', phrase: 'hello', ref: 1 });
    expect(await watcher.client.nextError()).toMatchObject({ code: 'ERR_CHAT_OFF' });
    expect((await harness.api.game(table.id)).chat).toEqual({ spectators: false, record: false });
    await watcher.client.close();
  });
});

describe('mutes and read marks', () => {
  it('keep a muted player’s lines from every socket of the one who muted, and are stored', async () => {
    const table = await seatTwo(harness);
    const ada = await harness.connect(table.id, table.ada);
    const adaPhone = await harness.connect(table.id, table.ada);
    const ben = await harness.connect(table.id, table.ben);
    ada.client.send({ type: 'mute', seat: 1, muted: true });
    const muted = await adaPhone.client.next<MutedMessage>((m) => m.type === 'muted');
    expect(muted.players).toEqual([table.ben.player.id]);
    ben.client.send({ type: 'chat', text: 'you cannot hear me' });
    expect((await nextLine(ben.client)).id).toBe(1);
    ada.client.send({ type: 'chat', phrase: 'thinking' });
    expect((await nextLine(ada.client)).id).toBe(2);
    expect((await nextLine(adaPhone.client)).id).toBe(2);
    expect([...linesOf(ada.client), ...linesOf(adaPhone.client)].map((l) => l.id)).toEqual([2, 2]);
    const back = await harness.connect(table.id, table.ada);
    expect(back.welcome.chat.muted).toEqual([table.ben.player.id]);
    expect(back.welcome.chat.lines.map((l) => l.id)).toEqual([2]);
    // Muting oneself, or an empty seat's player, is refused.
    ada.client.send({ type: 'mute', player: table.ada.player.id, muted: true, ref: 'm' });
    expect(await ada.client.nextError()).toMatchObject({ code: 'ERR_CHAT_NO_SUCH_PLAYER' });
    back.client.send({ type: 'mute', seat: 1, muted: false });
    expect((await back.client.next<MutedMessage>((m) => m.type === 'muted')).players).toEqual([]);
    await Promise.all([ada, adaPhone, ben, back].map((s) => s.client.close()));
  });

  it("reach the muter's sockets already open in other games; a muted player's lines stop there too", async () => {
    const { api } = harness;
    const table = await seatTwo(harness);
    // Ada and Ben sit at a second table too, with Ada's socket there open before she mutes.
    const other = await api.createGame(table.ada, {
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      mode: 'async',
    });
    await api.join(table.ben, other.game.id, 1);
    const elsewhere = await harness.connect(other.game.id, table.ada);
    const benThere = await harness.connect(other.game.id, table.ben);
    const ada = await harness.connect(table.id, table.ada);
    ada.client.send({ type: 'mute', seat: 1, muted: true });
    const muted = await elsewhere.client.next<MutedMessage>((m) => m.type === 'muted');
    expect(muted.players).toEqual([table.ben.player.id]);
    benThere.client.send({ type: 'chat', text: 'over here' });
    await nextLine(benThere.client);
    elsewhere.client.send({ type: 'chat', text: 'still here' });
    expect((await nextLine(elsewhere.client)).text).toBe('still here');
    expect(linesOf(elsewhere.client).map((l) => l.text)).toEqual(['still here']);
    await Promise.all([elsewhere, benThere, ada].map((s) => s.client.close()));
  });

  it('refuse a player id that names nobody, and more than the most mutes one may have', async () => {
    const { api } = harness;
    const table = await seatTwo(harness);
    const ada = await harness.connect(table.id, table.ada);
    const mute = async (player: string, ref: string): Promise<string> => {
      ada.client.send({ type: 'mute', player, muted: true, ref });
      const answer = await ada.client.next(
        (m) => (m.type === 'error' && m.ref === ref) || m.type === 'muted',
      );
      return answer.type === 'error' ? answer.code : 'muted';
    };
    expect(await mute('nobody-at-all', 'n')).toBe('ERR_CHAT_NO_SUCH_PLAYER');
    const many = await Promise.all(
      Array.from({ length: CHAT_LIMITS.maxMutes }, (_, i) => api.player(`Mutee ${i}`)),
    );
    for (const [i, p] of many.entries()) expect(await mute(p.player.id, `m${i}`)).toBe('muted');
    expect(await mute(table.ben.player.id, 'one too many')).toBe('ERR_CHAT_TOO_MANY_MUTES');
    // Unmuting is always allowed, and makes room.
    ada.client.send({ type: 'mute', player: many[0]!.player.id, muted: false });
    await ada.client.next<MutedMessage>((m) => m.type === 'muted');
    expect(await mute(table.ben.player.id, 'room again')).toBe('muted');
    await ada.client.close();
  });

  it('count unread lines per identity, and a read mark never goes back', async () => {
    const table = await seatTwo(harness);
    const ada = await harness.connect(table.id, table.ada);
    const ben = await harness.connect(table.id, table.ben);
    for (const phrase of ['hello', 'good-luck', 'your-turn'] as const) {
      ada.client.send({ type: 'chat', phrase });
      await nextLine(ben.client);
    }
    const benPhone = await harness.connect(table.id, table.ben);
    expect(benPhone.welcome.chat).toMatchObject({ read: 0, unread: 3 });
    ben.client.send({ type: 'read', upTo: 2 });
    const unread = await benPhone.client.next<UnreadMessage>((m) => m.type === 'unread');
    expect(unread).toEqual({ type: 'unread', read: 2, unread: 1 });
    ben.client.send({ type: 'read', upTo: 1 });
    const kept = await ben.client.next<UnreadMessage>((m) => m.type === 'unread' && m.read === 2);
    expect(kept.unread).toBe(1);
    const later = await harness.connect(table.id, table.ben);
    expect(later.welcome.chat).toMatchObject({ read: 2, unread: 1 });
    await Promise.all([ada, ben, benPhone, later].map((s) => s.client.close()));
  });
});

describe('the record', () => {
  it('carries the players’ chat only when the game allows it, never the spectators’', async () => {
    const kept = await seatTwo(harness, { chat: { record: true } });
    const plain = await seatTwo(harness);
    for (const table of [kept, plain]) {
      const ada = await harness.connect(table.id, table.ada);
      const carla = await harness.connect(table.id, await harness.api.player('Carla'));
      carla.client.send({ type: 'chat', text: 'a spectator’s aside' });
      await nextLine(carla.client);
      ada.client.send({ type: 'chat', text: 'well met' });
      await nextLine(ada.client);
      await Promise.all([ada.client.close(), carla.client.close()]);
    }
    const record = await harness.api.record(kept.id);
    expect((record.chat as ChatLine[]).map((l) => [l.text, l.from.name])).toEqual([
      ['well met', 'Ada'],
    ]);
    expect(await harness.api.record(plain.id)).not.toHaveProperty('chat');
  });
});

describe('presence', () => {
  it('shows every seat connected now, or since when not, and keeps it in the summary', async () => {
    const table = await seatTwo(harness);
    const ada = await harness.connect(table.id, table.ada);
    const ben = await harness.connect(table.id, table.ben);
    const connected = ben.welcome.game.seats.map((s) => [s.connected, s.absentSince]);
    expect(connected).toEqual([
      [true, null],
      [true, null],
    ]);
    await ada.client.next<PresenceMessage>(
      (m) => m.type === 'presence' && m.seats[1]?.connected === true,
    );
    clock.advance(60_000);
    const leftAt = clock.now();
    await ben.client.close();
    const presence = await ada.client.next<PresenceMessage>(
      (m) => m.type === 'presence' && m.seats[1]?.connected === false,
    );
    expect(presence.seats).toEqual([
      { seat: 0, connected: true, absentSince: null },
      { seat: 1, connected: false, absentSince: leftAt },
    ]);
    // The summary went out just before the presence message.
    const summary = ada.client.latest((m): m is GameMessage => m.type === 'game');
    expect(summary?.game.seats[1]!.absentSince).toBe(leftAt);
    const back = await harness.connect(table.id, table.ben);
    expect(back.welcome.game.seats[1]).toMatchObject({ connected: true, absentSince: null });
    await Promise.all([ada.client.close(), back.client.close()]);
  });
});

describe('a whole game with chat and presence on the wire', () => {
  it('sends no card, hand or seed in any chat or presence message', async () => {
    const { api } = harness;
    const ada = await api.player('Ada');
    const carla = await api.player('Carla');
    const created = await api.createGame(ada, {
      options: { players: 2, expansions: ['messenger'] },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
      mode: 'live',
      chat: { record: true },
    });
    const id = created.game.id;
    const seat = await harness.connect(id, ada);
    const watcher = await harness.connect(id, carla);
    const anonymous = await harness.connect(id);
    seat.client.send({ type: 'chat', phrase: 'good-luck' });
    watcher.client.send({ type: 'chat', text: 'Go for Augsburg!' });
    const phone = await harness.connect(id, ada);
    phone.client.send({ type: 'read', upTo: 2 });
    await phone.client.next((m) => m.type === 'unread');
    await phone.client.close();
    const played = playSeat(seat.client, 'chatty seat');
    expect(await played.done).toBe('over');
    seat.client.send({ type: 'chat', phrase: 'good-game' });
    await seat.client.next((m) => m.type === 'chat' && m.line.phrase === 'good-game');
    const record = parseRecord(await api.record(id));
    if (!record.ok) throw new Error(record.error.message);
    const states = statesOf(record.value);
    const sockets = [
      [seat.client, 0],
      [watcher.client, null],
      [anonymous.client, null],
    ] as const;
    for (const [client, viewer] of sockets) {
      expect(leaksIn(client.raw, viewer, record.value, states)).toEqual([]);
      expect(client.messages.some((m) => m.type === 'presence')).toBe(true);
    }
    expect(anonymous.client.messages.filter((m) => m.type === 'chat')).toHaveLength(3);
    await Promise.all([seat, watcher, anonymous].map((s) => s.client.close()));
  });
});
