/**
 * What every command shares: where its text goes, its exit codes, and the parsing of its flags
 * with node's `util.parseArgs`, turned into a value instead of an exception.
 *
 * @example
 * const parsed = parseFlags(() => parseArgs({ args, options: { json: { type: 'boolean' } } }));
 * if (!parsed.ok) return usageError(io, 'verify', parsed.error);
 */
import { err, ok, type Result } from '@tnt/engine';

/** Output of a command: the real terminal in main.ts, a buffer in tests. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

/** The real terminal: stdout and stderr. */
export const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

export const EXIT_OK = 0;
/** The command ran and found a fault (an illegal move in a record). */
export const EXIT_FAILED = 1;
/** The command could not run: bad usage, or an input that is not what it takes. */
export const EXIT_USAGE = 2;
/** A fault of the program itself, kept apart from the codes that judge the input. */
export const EXIT_INTERNAL = 3;

export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  /**
   * Runs the command on its arguments (those after its name) and returns the exit code; a
   * command that waits on workers or the network returns it as a promise.
   */
  run(args: readonly string[], io: Io): number | Promise<number>;
}

/** util.parseArgs throws on unknown or malformed flags; the command line wants a message. */
export function parseFlags<T>(parse: () => T): Result<T, string> {
  try {
    return ok(parse());
  } catch (e) {
    return err(e instanceof Error ? e.message : String(e));
  }
}

export function usageError(io: Io, command: string, message: string): number {
  io.err(`tnt ${command}: ${message}\nRun "tnt ${command} --help" for its usage.\n`);
  return EXIT_USAGE;
}

/** A whole number in [min, max] from a flag's text, or an error naming the flag. */
export function intFlag(
  name: string,
  text: string,
  min: number,
  max: number,
): Result<number, string> {
  const value = Number(text);
  return /^\s*-?\d+\s*$/.test(text) && value >= min && value <= max
    ? ok(value)
    : err(`--${name} takes a whole number from ${min} to ${max}, not "${text}"`);
}

/** --threads: worker threads, or null when not given (one per core). */
export const threadsFlag = (text: string | undefined): Result<number | null, string> =>
  text === undefined ? ok(null) : intFlag('threads', text, 1, 1024);

/** A buffer that collects what a command writes, for tests and for callers that print later. */
export function bufferIo(): Io & { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  return {
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    stdout: () => stdout,
    stderr: () => stderr,
  };
}
