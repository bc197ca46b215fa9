// Types of build-stamp.mjs, for the tests (packages/cli/test/build-stamp.test.ts).

/** A part of the build: its input files and folders and its main output, relative to the root. */
export interface BuildPart {
  readonly name: string;
  readonly inputs: readonly string[];
  readonly output: string;
}

export function inputFiles(root: string, paths: readonly string[]): string[];
export function hashInputs(root: string, paths: readonly string[]): string;
export function check(
  root: string,
  stampDir: string,
  part: BuildPart,
): { inputs: string; reason: string | null };
export function clearStamp(stampDir: string, part: BuildPart): void;
export function writeStamp(root: string, stampDir: string, part: BuildPart, inputs: string): void;
export function withBuildLock<T>(stampDir: string, build: () => Promise<T>): Promise<T>;
