/**
 * Server messages and HTTP bodies: what the server encodes a client reads back as the same
 * message; unknown messages are refused; the bodies of the HTTP API take their defaults and
 * refuse what does not fit; every error code has its HTTP status.
 */
import { describe, expect, it } from 'vitest';
import { createGame, playerView, scoreSheet, type MoveEffects } from '@tnt/engine';
import {
  CreateGameBodySchema,
  GameOptionsSchema,
  PROTOCOL_ERROR_CODES,
  encodeServerMessage,
  httpStatusOf,
  parseServerMessage,
  type GameSummary,
  type ServerMessage,
} from '../src/index.ts';

const created = createGame({ options: { players: 2 }, seed: 'protocol' });
if (!created.ok) throw new Error(created.error.message);
const state = created.value;
/** What a draw made public, as the engine tells it. */
const drawEffects: MoveEffects = {
  seat: 0,
  turn: 1,
  tookFaceUp: 'Ulm',
  revealed: [{ slot: 3, card: 'Linz' }],
  horsesShown: null,
  routeLength: 0,
  houses: [],
  tiles: [],
  carriage: null,
  letters: 0,
  lettersPaid: 0,
  messengerFigure: false,
  chips: 0,
  reshuffled: false,
  endTriggered: false,
  over: false,
};
const summary = { id: 'g', seats: [] } as unknown as GameSummary;
const chat = { lines: [], read: 0, unread: 0, muted: [], channel: 'players' } as const;
const line = {
  id: 1,
  channel: 'players',
  from: { id: 'p1', name: 'Ada' },
  seat: 0,
  text: null,
  phrase: 'good-game',
  at: 5,
} as const;

describe('server messages', () => {
  const messages: ServerMessage[] = [
    {
      type: 'welcome',
      version: 1,
      game: summary,
      seat: 0,
      seq: 0,
      view: playerView(state, 0),
      missed: null,
      chat,
    },
    {
      type: 'welcome',
      version: 1,
      game: summary,
      seat: null,
      seq: 2,
      view: playerView(state, null),
      missed: [],
      chat: { ...chat, lines: [line], unread: 1 },
      ref: 'r',
    },
    {
      type: 'moved',
      seq: 1,
      seat: 0,
      move: { type: 'draw', slot: 3 },
      by: 'stand-in',
      effects: drawEffects,
      view: playerView(state, 1),
      deadline: 5,
    },
    { type: 'game', game: summary },
    { type: 'over', seq: 9, scores: scoreSheet(state), record: '/api/games/g/record' },
    { type: 'error', code: 'ERR_NOT_YOUR_TURN', message: 'wait', ref: 3 },
    { type: 'pong' },
    { type: 'chat', line },
    { type: 'presence', seats: [{ seat: 0, connected: false, absentSince: 7 }] },
    { type: 'unread', read: 4, unread: 0 },
    { type: 'muted', players: ['p2'] },
  ];

  it.each(messages.map((m) => [m.type, m] as const))(
    'a %s message reads back as sent',
    (_type, message) => {
      expect(parseServerMessage(encodeServerMessage(message))).toEqual({
        ok: true,
        value: message,
      });
    },
  );

  it('refuses what is not a server message', () => {
    expect(parseServerMessage('{"type":"hello"}').ok).toBe(false);
    expect(parseServerMessage('nope').ok).toBe(false);
    expect(parseServerMessage('{"type":"moved","seq":1}').ok).toBe(false);
  });
});

describe('HTTP bodies', () => {
  it('gives a new game its defaults: live, no time limit, the creator in the first human seat', () => {
    const body = CreateGameBodySchema.parse({
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(body).toEqual({
      options: { players: 2 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      mode: 'live',
      turnSeconds: null,
      chat: { spectators: true, record: false },
      undo: true,
      ranked: false,
    });
  });

  it('takes every option of the engine, and refuses unknown ones', () => {
    const options = {
      players: 4,
      map: 'base',
      expansions: ['messenger', 'offices'],
      rules: { allProvinces: 'every-province' },
      startingPlayer: 3,
    };
    expect(GameOptionsSchema.parse(options)).toEqual(options);
    expect(
      GameOptionsSchema.safeParse({
        players: 2,
        variant: 'base-rules',
        expansions: ['power-and-glory'],
      }).success,
    ).toBe(true);
    expect(GameOptionsSchema.safeParse({ players: 2, cheat: true }).success).toBe(false);
    expect(GameOptionsSchema.safeParse({ players: 1 }).success).toBe(false);
    expect(
      CreateGameBodySchema.safeParse({
        options: { players: 3 },
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }).success,
    ).toBe(false);
  });

  it('maps every protocol error code to an HTTP status', () => {
    const statuses = Object.fromEntries(
      PROTOCOL_ERROR_CODES.map((code) => [code, httpStatusOf(code)]),
    );
    expect(statuses).toMatchObject({
      ERR_BAD_SECRET: 401,
      ERR_GAME_NOT_FOUND: 404,
      ERR_SEAT_TAKEN: 409,
      ERR_TOO_MANY_GAMES: 409,
      ERR_TOO_LARGE: 413,
      ERR_RATE_LIMITED: 429,
      ERR_INTERNAL: 500,
      ERR_BAD_MESSAGE: 400,
    });
    expect(httpStatusOf('ERR_NOT_ADJACENT')).toBe(400);
  });
});
