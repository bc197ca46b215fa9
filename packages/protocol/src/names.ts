/**
 * The rules of display names, one place for the server (which refuses a name) and the client
 * (which can say why before sending it). A name is shown to other players beside the board and
 * in lists, so it must look like what it is: it is NFC-normalised (an "é" typed as "e" and a
 * combining accent is the same name as the one typed at once), trimmed, 1-32 characters, and
 * free of characters that hide or disguise text: control characters, bidirectional controls
 * (which can turn "Ada" into what reads as another name, or reverse the text around it),
 * zero-width characters (two names that look alike) and unpaired surrogates (not text at all).
 * The name deleted accounts take (DELETED_PLAYER_NAME) is kept for them, so a client may show it in
 * its own language without mistaking a living player for one.
 * Every refusal is ERR_BAD_NAME, with a message that names the character.
 *
 * @example
 * const checked = checkName('Zoe\u0301'); // { ok: true, value: 'Zoé' }
 * checkName('Ada\u202Eevil');              // { ok: false, error: { code: 'ERR_BAD_NAME', … } }
 */
import { z } from 'zod';
import type { Result } from '@tnt/engine';
import { protocolError, type WireError } from './errors.ts';
import { LIMITS } from './limits.ts';

/**
 * The name a deleted account takes: its games stay, its name goes. Nobody else may take it, so the
 * web client shows its own words for it (a German table reads "Gelöschter Spieler").
 */
export const DELETED_PLAYER_NAME = 'Deleted player';

/** Bidirectional controls: embeddings, overrides, isolates, and the direction marks. */
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;
/** Zero-width space, non-joiner, joiner, word joiner, and the byte order mark. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/u;
/** C0 and C1 control characters, and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** With the u flag a surrogate matches only when it is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

const badName = (message: string): Result<string, WireError> => ({
  ok: false,
  error: protocolError('ERR_BAD_NAME', message),
});

/** The name as it is kept and shown (NFC, trimmed), or why it is refused (ERR_BAD_NAME). */
export function checkName(raw: string): Result<string, WireError> {
  // Before normalising: normalisation keeps a lone surrogate, but say it plainly.
  if (LONE_SURROGATE.test(raw)) return badName('a name may not contain unpaired surrogates');
  const normal = raw.normalize('NFC');
  // Before trimming too: trim() would quietly drop a byte order mark at either end.
  const bidi = BIDI.exec(normal);
  if (bidi) {
    return badName(
      `a name may not contain characters that change the direction of text (${codePoint(bidi[0])})`,
    );
  }
  const hidden = ZERO_WIDTH.exec(normal);
  if (hidden) {
    return badName(`a name may not contain zero-width characters (${codePoint(hidden[0])})`);
  }
  const name = normal.trim();
  const control = CONTROL.exec(name);
  if (control) {
    return badName(`a name may not contain control characters (${codePoint(control[0])})`);
  }
  // Code points, not UTF-16 units (a die is one character) nor graphemes (which could hide any
  // number of combining marks in one): the limit bounds what is stored too.
  const length = Array.from(name).length;
  if (length < 1 || length > LIMITS.maxNameChars) {
    return badName(`a name has 1 to ${LIMITS.maxNameChars} characters`);
  }
  if (name.toLowerCase() === DELETED_PLAYER_NAME.toLowerCase()) {
    return badName(`"${DELETED_PLAYER_NAME}" is the name of deleted accounts`);
  }
  return { ok: true, value: name };
}

/**
 * A display name in a request body: checked by `checkName`, and given as its normalised form.
 * A refusal is an issue whose `params.code` is ERR_BAD_NAME, so that a server answers that code.
 */
export const NameSchema = z.string().transform((raw, ctx) => {
  const checked = checkName(raw);
  if (checked.ok) return checked.value;
  ctx.addIssue({
    code: 'custom',
    message: checked.error.message,
    params: { code: checked.error.code },
  });
  return z.NEVER;
});
