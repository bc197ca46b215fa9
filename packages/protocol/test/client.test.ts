/**
 * Reading client messages from untrusted text: each message of the closed union is read with its
 * fields; everything else is an error value with a stable code and a message that says what is
 * wrong, the request's ref echoed where it could be read. Nothing throws, whatever the input.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '@tnt/engine';
import {
  CLIENT_MESSAGE_TYPES,
  LIMITS,
  parseClientMessage,
  PROTOCOL_VERSION,
} from '../src/index.ts';

const read = (value: unknown) =>
  parseClientMessage(typeof value === 'string' ? value : JSON.stringify(value));

describe('the messages of the union', () => {
  it.each([
    [{ type: 'hello', version: PROTOCOL_VERSION, game: 'g1' }],
    [
      {
        type: 'hello',
        version: PROTOCOL_VERSION,
        game: 'g1',
        secret: 's3cret',
        since: 12,
        ref: 'a',
      },
    ],
    [{ type: 'move', seq: 1, move: { type: 'draw', slot: 'supply' } }],
    [{ type: 'move', seq: 9, move: { type: 'play', city: 'Ulm', end: 'left' }, ref: 7 }],
    [
      {
        type: 'move',
        seq: 9,
        move: { type: 'return-offices', offices: ['postmaster', 'cartwright'] },
      },
    ],
    [{ type: 'sync', since: 0 }],
    [{ type: 'back', ref: 'b' }],
    [{ type: 'ping' }],
    [{ type: 'hint', seq: 4, ref: 'h' }],
  ])('reads %j', (message) => {
    expect(read(message)).toEqual({ ok: true, value: message });
  });

  it('has exactly ten types', () => {
    expect(CLIENT_MESSAGE_TYPES).toEqual([
      'hello',
      'move',
      'sync',
      'back',
      'ping',
      'chat',
      'mute',
      'read',
      'undo',
      'hint',
    ]);
  });
});

describe('what is refused', () => {
  it.each([
    ['text that is not JSON', '{"type":', 'ERR_BAD_JSON'],
    ['a list', [1], 'ERR_UNKNOWN_TYPE'],
    ['null', null, 'ERR_UNKNOWN_TYPE'],
    ['no type', { game: 'g' }, 'ERR_UNKNOWN_TYPE'],
    ['a type of another kind', { type: 7 }, 'ERR_UNKNOWN_TYPE'],
    ['an unknown type', { type: 'whisper', text: 'hi' }, 'ERR_UNKNOWN_TYPE'],
    ['an extra field', { type: 'ping', x: 1 }, 'ERR_BAD_MESSAGE'],
    ['a missing field', { type: 'hello', version: 1 }, 'ERR_BAD_MESSAGE'],
    ['a negative since', { type: 'sync', since: -1 }, 'ERR_BAD_MESSAGE'],
    ['a fractional seq', { type: 'move', seq: 1.5, move: { type: 'close' } }, 'ERR_BAD_MESSAGE'],
    ['a seq of zero', { type: 'move', seq: 0, move: { type: 'close' } }, 'ERR_BAD_MESSAGE'],
    [
      'a secret too long',
      { type: 'hello', version: 1, game: 'g', secret: 'x'.repeat(65) },
      'ERR_BAD_MESSAGE',
    ],
    ['a ref too long', { type: 'ping', ref: 'x'.repeat(65) }, 'ERR_BAD_MESSAGE'],
    [
      'a move with an extra field',
      { type: 'move', seq: 1, move: { type: 'close', now: true } },
      'ERR_MALFORMED',
    ],
    [
      'a move of an unknown type',
      { type: 'move', seq: 1, move: { type: 'teleport' } },
      'ERR_MALFORMED',
    ],
    [
      'a return of one office twice',
      {
        type: 'move',
        seq: 1,
        move: { type: 'return-offices', offices: ['postmaster', 'postmaster'] },
      },
      'ERR_MALFORMED',
    ],
  ])('%s', (_what, input, code) => {
    const parsed = read(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message.length).toBeGreaterThan(5);
    }
  });

  it('says where a field is wrong', () => {
    const parsed = read({
      type: 'move',
      seq: 1,
      move: { type: 'play', city: 'Ulm', end: 'middle' },
    });
    expect(!parsed.ok && parsed.error.message).toMatch(/^move: move\.end: /);
  });

  it('refuses text over the size limit before reading it', () => {
    const text = JSON.stringify({ type: 'ping', ref: 'x' }).padEnd(LIMITS.maxMessageChars + 1, ' ');
    const parsed = parseClientMessage(text);
    expect(!parsed.ok && parsed.error.code).toBe('ERR_TOO_LARGE');
  });

  it('echoes a readable ref with the error', () => {
    const parsed = read({ type: 'sync', since: 'x', ref: 'r-1' });
    expect(!parsed.ok && parsed.error.ref).toBe('r-1');
    const unreadable = read({ type: 'sync', since: 'x', ref: { no: 1 } });
    expect(!unreadable.ok && 'ref' in unreadable.error).toBe(false);
  });

  it('never throws on random JSON', () => {
    const rng = seedRng('fuzz');
    const pick = <T>(items: readonly T[]): T => items[nextInt(rng, items.length)]!;
    const value = (depth: number): unknown => {
      const kind = nextInt(rng, depth > 2 ? 4 : 6);
      if (kind === 0) return pick([0, -1, 1.5, 1e308, NaN]);
      if (kind === 1) return pick(['', 'hello', 'move', 'x'.repeat(70), '\u0000']);
      if (kind === 2) return pick([true, false, null]);
      if (kind === 3) return pick(['type', 'seq', 'ref']);
      if (kind === 4) return Array.from({ length: nextInt(rng, 3) }, () => value(depth + 1));
      const keys = ['type', 'version', 'game', 'seq', 'move', 'since', 'ref', 'slot', 'city'];
      return Object.fromEntries(
        Array.from({ length: nextInt(rng, 5) }, () => [pick(keys), value(depth + 1)]),
      );
    };
    let refused = 0;
    for (let i = 0; i < 3000; i++) {
      const input = value(0);
      const text =
        nextInt(rng, 10) === 0 ? JSON.stringify(input).slice(0, -1) : JSON.stringify(input);
      const parsed = parseClientMessage(text);
      if (!parsed.ok) refused++;
    }
    expect(refused).toBeGreaterThan(2500);
  });
});
