/**
 * The rules of display names, one place for the server (which refuses a name) and the client
 * (which can say why before sending it). A name is shown to other players beside the board and
 * in lists, so it must look like what it is: it is NFC-normalised (an "é" typed as "e" and a
 * combining accent is the same name as the one typed at once), trimmed, 1-32 characters, and
 * free of characters that hide or disguise text (hidden-text.ts: control characters,
 * bidirectional controls, zero-width characters, separators, tag characters, blank fillers, long
 * runs of combining marks) and of unpaired surrogates (not text at all). The name deleted
 * accounts take (DELETED_PLAYER_NAME) is kept for them, so a client may show it in its own
 * language without mistaking a living player for one: no name may read as it in any of those
 * languages, once look-alike letters, accents, case, spaces and punctuation are set aside.
 * Every refusal is ERR_BAD_NAME, with a message that names the character.
 *
 * @example
 * const checked = checkName('Zoe\u0301'); // { ok: true, value: 'Zoé' }
 * checkName('Ada\u202Eevil');              // { ok: false, error: { code: 'ERR_BAD_NAME', … } }
 */
import { z } from 'zod';
import type { Result } from '@tnt/engine';
import { protocolError, type WireError } from './errors.ts';
import { codePoint, hiddenCharacter, MAX_COMBINING_RUN, type HiddenKind } from './hidden-text.ts';
import { LIMITS } from './limits.ts';

/**
 * The name a deleted account takes: its games stay, its name goes. Nobody else may take it, so the
 * web client shows its own words for it (a German table reads "Gelöschter Spieler").
 */
export const DELETED_PLAYER_NAME = 'Deleted player';

/** With the u flag a surrogate matches only when it is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

const badName = (message: string): Result<string, WireError> => ({
  ok: false,
  error: protocolError('ERR_BAD_NAME', message),
});

/** What a refusal says of each kind of hidden character. */
const HIDDEN_WORDS: Record<HiddenKind, string> = {
  control: 'control characters',
  direction: 'characters that change the direction of text',
  'zero-width': 'zero-width characters',
  separator: 'line or paragraph separators',
  tag: 'tag characters',
  filler: 'blank filler characters',
  combining: `more than ${MAX_COMBINING_RUN} combining marks in a row`,
};

/**
 * The words clients show for DELETED_PLAYER_NAME (English, German, Italian): a name that reads as
 * any of them would pass for a deleted account.
 */
const DELETED_NAMES = [DELETED_PLAYER_NAME, 'Gelöschter Spieler', 'Giocatore eliminato'];

/** Letters and digits that pass for Latin letters, as a reader would take them. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ӏ: 'l',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ɡ: 'g',
  ı: 'i',
  ł: 'l',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '|': 'l',
  '!': 'i',
};

/** A name as a reader compares it: compatibility forms, no accents, look-alikes, letters only. */
function folded(name: string): string {
  const plain = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return Array.from(plain, (c) => LOOK_ALIKES[c] ?? c)
    .join('')
    .replace(/[^a-z]/g, '');
}

const FOLDED_DELETED = new Set(DELETED_NAMES.map(folded));

/** The name as it is kept and shown (NFC, trimmed), or why it is refused (ERR_BAD_NAME). */
export function checkName(raw: string): Result<string, WireError> {
  // Before normalising: normalisation keeps a lone surrogate, but say it plainly.
  if (LONE_SURROGATE.test(raw)) return badName('a name may not contain unpaired surrogates');
  const normal = raw.normalize('NFC');
  // Before trimming too: trim() would quietly drop a byte order mark at either end.
  const hidden = hiddenCharacter(normal);
  if (hidden) {
    return badName(
      `a name may not contain ${HIDDEN_WORDS[hidden.kind]} (${codePoint(hidden.char)})`,
    );
  }
  const name = normal.trim();
  // Code points, not UTF-16 units (a die is one character) nor graphemes (which could hide any
  // number of combining marks in one): the limit bounds what is stored too.
  const length = Array.from(name).length;
  if (length < 1 || length > LIMITS.maxNameChars) {
    return badName(`a name has 1 to ${LIMITS.maxNameChars} characters`);
  }
  if (FOLDED_DELETED.has(folded(name))) {
    return badName(`"${DELETED_PLAYER_NAME}" is the name of deleted accounts, in any spelling`);
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
