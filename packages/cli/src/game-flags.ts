/**
 * The flags that choose what is played: `--expansions messenger,offices,power-and-glory` and
 * `--variant base-rules` (Power and Glory with the base rules). Checked by the engine itself, so
 * the command line refuses exactly the combinations the rules refuse.
 *
 * @example
 * const rules = parseGameFlags('messenger,offices', undefined); // { ok: true, value: {...} }
 */
import { EXPANSIONS, createGame, type Expansion, type GameOptions } from '@tnt/engine';

/** The part of the game options the flags set. */
export interface GameFlags {
  readonly expansions: readonly Expansion[];
  readonly variant?: 'base-rules';
}

export const NO_EXPANSIONS: GameFlags = { expansions: [] };

/** The flags' declaration for util.parseArgs, to spread into a command's options. */
export const GAME_FLAG_OPTIONS = {
  expansions: { type: 'string' },
  variant: { type: 'string' },
} as const;

export const GAME_FLAGS_USAGE = `  --expansions LIST  comma-separated: ${EXPANSIONS.join(', ')} (default: none)
  --variant V        base-rules: Power and Glory's board with the base game's rules`;

/** The options of a game of `players` with these flags. */
export const optionsWith = (players: number, flags: GameFlags): GameOptions => ({
  players,
  expansions: flags.expansions,
  ...(flags.variant ? { variant: flags.variant } : {}),
});

export function parseGameFlags(
  expansions: string | undefined,
  variant: string | undefined,
): { ok: true; value: GameFlags } | { ok: false; error: string } {
  const list = expansions === undefined || expansions === '' ? [] : expansions.split(',');
  const unknown = list.find((name) => !(EXPANSIONS as readonly string[]).includes(name));
  if (unknown !== undefined) {
    return { ok: false, error: `unknown expansion "${unknown}"; known: ${EXPANSIONS.join(', ')}` };
  }
  if (variant !== undefined && variant !== 'base-rules') {
    return { ok: false, error: `unknown variant "${variant}"; the variant is base-rules` };
  }
  const flags: GameFlags = {
    expansions: list as Expansion[],
    ...(variant === 'base-rules' ? { variant } : {}),
  };
  const trial = createGame({ options: optionsWith(2, flags), seed: 'flags' });
  return trial.ok ? { ok: true, value: flags } : { ok: false, error: trial.error.message };
}

/** "the base game" or "messenger + offices", for headings. */
export const describeFlags = (flags: GameFlags): string =>
  flags.expansions.length === 0
    ? 'the base game'
    : `${flags.expansions.join(' + ')}${flags.variant ? ` (${flags.variant})` : ''}`;
