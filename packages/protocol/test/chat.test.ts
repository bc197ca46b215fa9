/**
 * The chat and notice messages of the protocol: each reads with its fields, and every wrong
 * shape is an error value with its code; chat text is normalised (NFC) and judged by length and
 * by what it may not hold.
 */
import { describe, expect, it } from 'vitest';
import {
  CHAT_LIMITS,
  CreateGameBodySchema,
  NoticeSettingsBodySchema,
  PushSubscriptionBodySchema,
  normalizeChatText,
  parseClientMessage,
} from '../src/index.ts';

const read = (value: unknown) => parseClientMessage(JSON.stringify(value));

describe('chat, mute and read messages', () => {
  it.each([
    [{ type: 'chat', text: 'Good luck, everyone' }],
    [{ type: 'chat', phrase: 'good-game', ref: 4 }],
    [{ type: 'mute', seat: 2, muted: true }],
    [{ type: 'mute', player: 'p1', muted: false }],
    [{ type: 'read', upTo: 17 }],
  ])('reads %j', (message) => {
    expect(read(message)).toEqual({ ok: true, value: message });
  });

  it.each([
    [{ type: 'chat' }, 'either text or a phrase'],
    [{ type: 'chat', text: 'hi', phrase: 'thanks' }, 'either text or a phrase'],
    [{ type: 'chat', phrase: 'checkmate' }, 'phrase'],
    [{ type: 'chat', text: '<b>hi</b>', html: true }, 'html'],
    [{ type: 'chat', text: 'x'.repeat(CHAT_LIMITS.maxRawChars + 1) }, 'text'],
    [{ type: 'mute', muted: true }, 'either a seat or a player'],
    [{ type: 'mute', seat: 1, player: 'p', muted: true }, 'either a seat or a player'],
    [{ type: 'read', upTo: -1 }, 'upTo'],
  ])('refuses %j', (message, why) => {
    const parsed = read(message);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe('ERR_BAD_MESSAGE');
    expect(parsed.error.message).toContain(why);
  });
});

describe('chat text', () => {
  it('is NFC-normalised and trimmed', () => {
    // "é" as e + combining acute: two code points before NFC, one after.
    expect(normalizeChatText('  Caf\u0065\u0301  ')).toEqual({ ok: true, text: 'Caf\u00e9' });
  });

  it('counts characters after normalisation, not before', () => {
    const decomposed = 'e\u0301'.repeat(CHAT_LIMITS.maxChars);
    expect(normalizeChatText(decomposed).ok).toBe(true);
    expect(normalizeChatText('x'.repeat(CHAT_LIMITS.maxChars + 1))).toEqual({
      ok: false,
      code: 'ERR_CHAT_TOO_LONG',
    });
    // Characters outside the Basic Multilingual Plane count once, not twice.
    expect(normalizeChatText('\u{1F600}'.repeat(CHAT_LIMITS.maxChars)).ok).toBe(true);
  });

  it('refuses what names refuse, but keeps a joiner between two emoji', () => {
    for (const text of [
      'psst\u200bAda',
      'mark\u200e',
      'a\u2029b',
      'tag\u{e0067}',
      '\u3164',
      'Z\u0301\u0302\u0303\u0304\u0305\u0306',
      'a\u200db',
    ]) {
      expect(normalizeChatText(text), text).toEqual({ ok: false, code: 'ERR_CHAT_BAD_TEXT' });
    }
    // A family and a rainbow flag: emoji written with joiners.
    expect(normalizeChatText('gg \u{1f468}\u200d\u{1f469}\u200d\u{1f467}').ok).toBe(true);
    expect(normalizeChatText('\u{1f3f3}\ufe0f\u200d\u{1f308}').ok).toBe(true);
  });

  it.each([['line\nbreak'], ['bell\u0007'], ['\u202eesrever'], ['   '], ['']])(
    'refuses %j',
    (text) => {
      expect(normalizeChatText(text)).toEqual({ ok: false, code: 'ERR_CHAT_BAD_TEXT' });
    },
  );
});

describe('HTTP bodies of chat options and notices', () => {
  const game = { options: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'human' }] };

  it('gives a new game the chat defaults: spectators on, record off', () => {
    expect(CreateGameBodySchema.parse(game).chat).toEqual({ spectators: true, record: false });
    const chosen = { ...game, chat: { spectators: false, record: true } };
    expect(CreateGameBodySchema.parse(chosen).chat).toEqual({ spectators: false, record: true });
  });

  it('reads notice settings and refuses what is not an address', () => {
    expect(NoticeSettingsBodySchema.safeParse({ email: true, address: 'a@b.org' }).success).toBe(
      true,
    );
    expect(NoticeSettingsBodySchema.safeParse({ address: 'not an address' }).success).toBe(false);
    expect(NoticeSettingsBodySchema.safeParse({ sms: true }).success).toBe(false);
  });

  it('reads a browser push subscription', () => {
    const body = {
      endpoint: 'https://push.example.org/send/abc',
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    };
    expect(PushSubscriptionBodySchema.safeParse(body).success).toBe(true);
    const bad = { ...body, keys: { p256dh: 'short', auth: 'A'.repeat(22) } };
    expect(PushSubscriptionBodySchema.safeParse(bad).success).toBe(false);
  });
});
