/**
 * The rules of display names (names.ts), through the schema the server reads bodies with: a name
 * is NFC-normalised and trimmed; bidirectional controls, zero-width characters, control
 * characters and unpaired surrogates are refused with ERR_BAD_NAME and a message naming the
 * character, as are empty and overlong names, and the name kept for deleted accounts.
 */
import { describe, expect, it } from 'vitest';
import { CreatePlayerBodySchema, DELETED_PLAYER_NAME, LIMITS } from '../src/index.ts';

/** The name the schema keeps, or the code and message of its refusal. */
function read(name: string): { name: string } | { code: unknown; message: string } {
  const parsed = CreatePlayerBodySchema.safeParse({ name });
  if (parsed.success) return { name: parsed.data.name };
  const issue = parsed.error.issues[0]!;
  return {
    code: issue.code === 'custom' ? issue.params?.code : issue.code,
    message: issue.message,
  };
}

describe('names', () => {
  it('are NFC-normalised and trimmed', () => {
    expect(read('  Zoe\u0301 ')).toEqual({ name: 'Zo\u00e9' });
    expect(read('Ada Lovelace')).toEqual({ name: 'Ada Lovelace' });
    // Letters of any script, and characters outside the basic plane (a pair of surrogates).
    expect(read('\u05d3\u05e0\u05d4 \u{1f3b2}')).toEqual({ name: '\u05d3\u05e0\u05d4 \u{1f3b2}' });
  });

  it.each([
    ['a right-to-left override', 'Ada\u202eevil', 'U+202E'],
    ['a left-to-right embedding', '\u202aAda', 'U+202A'],
    ['a first-strong isolate', 'Ada\u2068x\u2069', 'U+2068'],
    ['a pop directional isolate', 'Ada\u2069', 'U+2069'],
    ['a left-to-right mark', 'Ada\u200e', 'U+200E'],
    ['a right-to-left mark', 'Ada\u200f', 'U+200F'],
    ['an Arabic letter mark', 'Ada\u061c', 'U+061C'],
  ])('refuse %s with ERR_BAD_NAME', (_what, name, codePoint) => {
    const read_ = read(name);
    expect(read_).toMatchObject({ code: 'ERR_BAD_NAME' });
    expect('message' in read_ && read_.message).toContain('direction');
    expect('message' in read_ && read_.message).toContain(codePoint);
  });

  it.each([
    ['a zero-width space', 'Ad\u200ba', 'U+200B'],
    ['a zero-width non-joiner', 'Ad\u200ca', 'U+200C'],
    ['a zero-width joiner', 'Ad\u200da', 'U+200D'],
    ['a word joiner', 'Ad\u2060a', 'U+2060'],
    ['a byte order mark', '\ufeffAda', 'U+FEFF'],
  ])('refuse %s with ERR_BAD_NAME', (_what, name, codePoint) => {
    const read_ = read(name);
    expect(read_).toMatchObject({ code: 'ERR_BAD_NAME' });
    expect('message' in read_ && read_.message).toContain(`zero-width characters (${codePoint})`);
  });

  it.each([
    ['a lone high surrogate', 'Ada\ud83c', /unpaired surrogates/],
    ['a lone low surrogate', '\udfb2Ada', /unpaired surrogates/],
    ['a control character', 'a\u0007b', /control characters \(U\+0007\)/],
    ['a C1 control character', 'a\u0085b', /control characters \(U\+0085\)/],
    ['nothing but spaces', '   ', /1 to 32 characters/],
    ['33 characters', 'x'.repeat(LIMITS.maxNameChars + 1), /1 to 32 characters/],
    // Kept for deleted accounts (the client shows its own words for it), in any case and spacing.
    ['the name of deleted accounts', DELETED_PLAYER_NAME, /name of deleted accounts/],
    ['it in other letters', '  dELETED pLAYER ', /name of deleted accounts/],
  ])('refuse %s with ERR_BAD_NAME', (_what, name, message) => {
    const read_ = read(name);
    expect(read_).toMatchObject({ code: 'ERR_BAD_NAME' });
    expect('message' in read_ && read_.message).toMatch(message);
  });

  it('count characters, not UTF-16 units: 32 dice are a name', () => {
    expect(read('\u{1f3b2}'.repeat(LIMITS.maxNameChars))).toEqual({
      name: '\u{1f3b2}'.repeat(LIMITS.maxNameChars),
    });
  });
});
