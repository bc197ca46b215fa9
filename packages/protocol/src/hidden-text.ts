/**
 * Characters that hide or disguise text, refused alike in display names and chat lines: text
 * shown to other players must look like what it is. Control characters; bidirectional controls
 * and marks (which reverse the text around them); zero-width characters (two texts that look
 * alike); line and paragraph separators (a line that breaks where no line may); tag characters
 * (invisible ASCII riding along); blank "fillers" that look like nothing yet are letters (Hangul
 * fillers, the soft hyphen, the combining grapheme joiner); and long runs of combining marks
 * (text that spills over the lines around it). In chat a zero-width joiner between two emoji is
 * kept: it is how a family or a flag of several emoji is written.
 *
 * @example
 * hiddenCharacter('Ada\u200bLovelace'); // { kind: 'zero-width', char: '\u200b' }
 */

/** Combining marks in a row that text may have at most (scripts need two or three). */
export const MAX_COMBINING_RUN = 4;

export type HiddenKind =
  'control' | 'direction' | 'zero-width' | 'separator' | 'tag' | 'filler' | 'combining';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** Bidirectional controls: embeddings, overrides, isolates, and the direction marks. */
const DIRECTION = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;
/** Zero-width space, non-joiner, joiner, word joiner, invisible operators, the byte order mark. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060-\u2064\ufeff\u180e]/u;
const SEPARATOR = /[\u2028\u2029]/u;
const TAG = /[\u{e0000}-\u{e007f}]/u;
/** Hangul fillers (choseong, jungseong, compatibility, halfwidth), soft hyphen, grapheme joiner. */
const FILLER = /\u115f|\u1160|\u3164|\uffa0|\u00ad|\u034f/u;
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_RUN + 1},}`, 'u');
const ZWJ = '\u200d';
/** An emoji, its presentation selector or a skin tone: what a joiner may stand after. */
const EMOJI_PART = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f/u;
const EMOJI = /\p{Extended_Pictographic}/u;

/** The first character that hides or disguises text, and of which kind; null if none. */
export function hiddenCharacter(
  text: string,
  options: { readonly emojiJoiners?: boolean } = {},
): { readonly kind: HiddenKind; readonly char: string } | null {
  const checks: [HiddenKind, RegExp][] = [
    ['control', CONTROL],
    ['direction', DIRECTION],
    ['separator', SEPARATOR],
    ['tag', TAG],
    ['filler', FILLER],
    ['combining', COMBINING_RUN],
  ];
  for (const [kind, pattern] of checks) {
    const found = pattern.exec(text);
    if (found) return { kind, char: found[0] };
  }
  const chars = Array.from(text);
  for (const [i, char] of chars.entries()) {
    if (!ZERO_WIDTH.test(char)) continue;
    const between =
      options.emojiJoiners === true &&
      char === ZWJ &&
      EMOJI_PART.test(chars[i - 1] ?? '') &&
      EMOJI.test(chars[i + 1] ?? '');
    if (!between) return { kind: 'zero-width', char };
  }
  return null;
}

/** "U+200B": how a refusal names a character. */
export const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
