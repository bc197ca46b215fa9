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
    // ... and in any spelling a reader takes for it: look-alike letters, digits, no spaces.
    [
      'it with Cyrillic letters',
      'D\u0435l\u0435t\u0435d pl\u0430y\u0435r',
      /name of deleted accounts/,
    ],
    ['it with digits and dots', 'De1eted.P1ayer', /name of deleted accounts/],
    ['it without its space', 'DeletedPlayer', /name of deleted accounts/],
    ['it in full-width letters', '\uff24eleted player', /name of deleted accounts/],
    ['it in German, as the client shows it', 'Geloschter  Spieler', /name of deleted accounts/],
    ['it in Italian', 'giocatore_eliminato', /name of deleted accounts/],
    // What hides or disguises text (hidden-text.ts).
    ['a line separator', 'Ada\u2028Lovelace', /line or paragraph separators \(U\+2028\)/],
    ['a tag character', 'Ada\u{e0041}', /tag characters \(U\+E0041\)/],
    ['a Hangul filler', '\u3164', /blank filler characters \(U\+3164\)/],
    ['a soft hyphen', 'Ad\u00ada', /blank filler characters \(U\+00AD\)/],
    [
      'a pile of combining marks',
      'Za\u0301\u0302\u0303\u0304\u0305\u0306lgo',
      /combining marks in a row/,
    ],
    ['an invisible operator', 'Ad\u2062a', /zero-width characters \(U\+2062\)/],
  ])('refuse %s with ERR_BAD_NAME', (_what, name, message) => {
    const read_ = read(name);
    expect(read_).toMatchObject({ code: 'ERR_BAD_NAME' });
    expect('message' in read_ && read_.message).toMatch(message);
  });

  it('take names that only look a little like it, and a few combining marks', () => {
    expect(read('Deleted Playwright')).toEqual({ name: 'Deleted Playwright' });
    expect(read('Player One')).toEqual({ name: 'Player One' });
    expect(read('Nguye\u0302\u0303n')).toEqual({ name: 'Nguy\u1ec5n' });
  });

  it('count characters, not UTF-16 units: 32 dice are a name', () => {
    expect(read('\u{1f3b2}'.repeat(LIMITS.maxNameChars))).toEqual({
      name: '\u{1f3b2}'.repeat(LIMITS.maxNameChars),
    });
  });
});
