/**
 * `tnt verify RECORD.json [--json]`: replays a game record and reports the scores, or the first
 * illegal move. Exit 0 when every move is legal (finished or not), 1 at an illegal move, 2 when
 * the file is not a record the engine can start.
 *
 * @example
 * const outcome = verifyText(readFileSync('game.json', 'utf8'));
 * if (outcome.kind === 'illegal') console.log(outcome.failure.moveNumber, outcome.failure.code);
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkUndos, parseRecord, replay, scoreSheet, type ScoreSheet } from '@tnt/engine';
import { formatNumber, formatScoreSheet, seatName } from '../format.ts';
import {
  EXIT_FAILED,
  EXIT_OK,
  EXIT_USAGE,
  parseFlags,
  usageError,
  type Command,
  type Io,
} from '../io.ts';

export interface IllegalMove {
  /** 1-based, as the record lists the moves. */
  readonly moveNumber: number;
  /** The seat the record gives the move to, 0-based as in the record. */
  readonly seat: number;
  /** The move as the record writes it. */
  readonly move: string;
  readonly code: string;
  readonly message: string;
}

/** Why a file is not a record: unreadable, not JSON, wrong shape, or a setup the engine refuses. */
export interface NotARecord {
  readonly code: string;
  readonly message: string;
}

export type VerifyOutcome =
  | {
      readonly kind: 'legal';
      readonly finished: boolean;
      readonly moves: number;
      readonly turns: number;
      /** Undos in the record: each took back moves that were legal and reversible. */
      readonly undos: number;
      readonly scores: ScoreSheet;
    }
  | {
      readonly kind: 'illegal';
      /** Moves replayed before the illegal one. */
      readonly moves: number;
      readonly turns: number;
      readonly failure: IllegalMove;
    }
  | { readonly kind: 'not-a-record'; readonly error: NotARecord };

/** Judges the text of a record file. Never throws. */
export function verifyText(text: string): VerifyOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { kind: 'not-a-record', error: { code: 'ERR_NOT_JSON', message: reason } };
  }
  const record = parseRecord(json);
  if (!record.ok) return { kind: 'not-a-record', error: record.error };
  const replayed = replay(record.value);
  if (!replayed.ok) return { kind: 'not-a-record', error: replayed.error };
  const { state, failure } = replayed.value;
  if (failure) {
    const recorded = record.value.moves[failure.moveNumber - 1]!;
    return {
      kind: 'illegal',
      moves: failure.moveNumber - 1,
      turns: state.turn,
      failure: {
        moveNumber: failure.moveNumber,
        seat: recorded.seat,
        move: recorded.move,
        ...failure.error,
      },
    };
  }
  // The moves taken back by undos (docs/records.md): each legal where it was made, and reversible.
  const undos = checkUndos(record.value);
  if (!undos.ok) return { kind: 'not-a-record', error: undos.error };
  const scores = scoreSheet(state);
  const moves = record.value.moves.length;
  return {
    kind: 'legal',
    finished: scores.finished,
    moves,
    turns: state.turn,
    undos: undos.value,
    scores,
  };
}

/** Reads and judges a record file; a file that cannot be read is not a record. */
export function verifyFile(path: string): VerifyOutcome {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { kind: 'not-a-record', error: { code: 'ERR_UNREADABLE', message: reason } };
  }
  return verifyText(text);
}

export function exitCodeOf(outcome: VerifyOutcome): number {
  switch (outcome.kind) {
    case 'legal':
      return EXIT_OK;
    case 'illegal':
      return EXIT_FAILED;
    case 'not-a-record':
      return EXIT_USAGE;
  }
}

/**
 * The outcome as one JSON object of a fixed shape: every key is present, null where it does not
 * apply, so a script can read it without checking the kind first. Seats are 0-based, as in records.
 */
export function verifyJson(file: string, outcome: VerifyOutcome): Record<string, unknown> {
  const legal = outcome.kind === 'legal' ? outcome : null;
  const illegal = outcome.kind === 'illegal' ? outcome : null;
  return {
    file,
    result: outcome.kind,
    exitCode: exitCodeOf(outcome),
    finished: legal?.finished ?? false,
    moves: outcome.kind === 'not-a-record' ? null : outcome.moves,
    turns: outcome.kind === 'not-a-record' ? null : outcome.turns,
    undos: legal?.undos ?? null,
    winner: legal?.scores.winner ?? null,
    scores: legal?.scores ?? null,
    failure: illegal?.failure ?? null,
    error: outcome.kind === 'not-a-record' ? outcome.error : null,
  };
}

function describeLegal(file: string, outcome: Extract<VerifyOutcome, { kind: 'legal' }>): string {
  const undos = outcome.undos === 0 ? '' : `, ${formatNumber(outcome.undos)} undos checked`;
  const count = `${formatNumber(outcome.moves)} moves, ${formatNumber(outcome.turns)} turns${undos}`;
  const { scores } = outcome;
  if (!scores.finished || scores.winner === null) {
    return `${file}: legal so far (${count}); game not finished.\nScores so far:\n${formatScoreSheet(scores)}\n`;
  }
  const winner = scores.lines[scores.winner]!;
  return [
    `${file}: legal to the end (${count}); the game is over.`,
    `Winner: ${seatName(winner.seat)} with ${winner.total} points.`,
    formatScoreSheet(scores),
    '',
  ].join('\n');
}

export function formatVerify(file: string, outcome: VerifyOutcome): string {
  switch (outcome.kind) {
    case 'legal':
      return describeLegal(file, outcome);
    case 'illegal': {
      const { failure } = outcome;
      return [
        `${file}: illegal move ${failure.moveNumber} (${seatName(failure.seat)}): "${failure.move}"`,
        `${failure.code}: ${failure.message}`,
        `The ${formatNumber(outcome.moves)} moves before it are legal (${formatNumber(outcome.turns)} turns begun).`,
        '',
      ].join('\n');
    }
    case 'not-a-record':
      return `${file}: not a game record: ${outcome.error.code}: ${outcome.error.message}\n`;
  }
}

const USAGE = `Usage: tnt verify RECORD.json [--json]

Replays a game record and checks every move against the rules.
Prints the scores with their breakdown per player (carriage, each tile, unplaced houses,
total, rank, tie-break), or the first illegal move with its number, error code and message.
A record that is legal so far but whose game is not over says "game not finished".
Moves taken back by undos ("undos") must each have been legal and reversible where made.

Options:
  --json      print the result as one JSON object (seats 0-based, as in records)
  -h, --help  show this help

Exit codes: 0 every move is legal; 1 a move is illegal; 2 not a record (unreadable, not
JSON, wrong shape, a setup the engine refuses, or an undo that could not have been made), or
bad usage.
`;

function run(args: readonly string[], io: Io): number {
  const parsed = parseFlags(() =>
    parseArgs({
      args: [...args],
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }),
  );
  if (!parsed.ok) return usageError(io, 'verify', parsed.error);
  const { values, positionals } = parsed.value;
  if (values.help) {
    io.out(USAGE);
    return EXIT_OK;
  }
  const [file, ...extra] = positionals;
  if (file === undefined) return usageError(io, 'verify', 'give the record file to verify');
  if (extra.length > 0) return usageError(io, 'verify', 'give exactly one record file');
  const outcome = verifyFile(file);
  const text = values.json
    ? `${JSON.stringify(verifyJson(file, outcome), null, 2)}\n`
    : formatVerify(file, outcome);
  if (outcome.kind === 'not-a-record' && !values.json) io.err(text);
  else io.out(text);
  return exitCodeOf(outcome);
}

export const verifyCommand: Command = {
  name: 'verify',
  summary: 'replay a game record and check it; print the scores or the first illegal move',
  usage: USAGE,
  run,
};
