// Whether a part of the build is up to date: a SHA-256 over every input file (its path and its
// bytes) is written to a stamp after a successful build, together with a hash of the part's main
// output file. The next build of that part is skipped while both still match: the same sources,
// configs and lock file, and the output that build made, untouched. A deleted dist folder, a
// different output (built by hand, or half written by a build that failed) or any changed input
// builds again.
//
// The stamps live in node_modules/.cache/tnt-build, not in the dist folders: the web client's
// folder is served to browsers as it is, and its build empties it.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, sep } from 'node:path';

/** Folders never read as inputs: installed packages, build output, tests and what they leave. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', 'test-output', '.git']);

/** The files under `paths` (files or folders, relative to `root`), sorted, as '/'-paths. */
export function inputFiles(root, paths) {
  const files = new Set();
  const visit = (path) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (!statSync(full).isDirectory()) {
      files.add(path.split(sep).join('/'));
      return;
    }
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
      if (entry.isDirectory() || entry.isFile()) visit(join(path, entry.name));
    }
  };
  for (const path of paths) visit(path);
  return [...files].sort();
}

/** One hash over the files' paths and contents: any change, rename, addition or removal shows. */
export function hashInputs(root, paths) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, paths)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function hashFile(path) {
  return existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : null;
}

function stampPath(stampDir, part) {
  return join(stampDir, `${part.name}.json`);
}

/**
 * The hash of `part`'s inputs now ({ name, inputs, output }: paths relative to `root`), and why it
 * needs a build: `reason` is null when its last build is still good.
 */
export function check(root, stampDir, part) {
  const inputs = hashInputs(root, part.inputs);
  const output = hashFile(join(root, part.output));
  if (output === null) return { inputs, reason: `${part.output} does not exist` };
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath(stampDir, part), 'utf8'));
  } catch {
    return { inputs, reason: 'no earlier build is recorded' };
  }
  if (stamp.inputs !== inputs) return { inputs, reason: 'its sources changed' };
  if (stamp.output !== output) return { inputs, reason: `${part.output} changed since` };
  return { inputs, reason: null };
}

/** Forgets a part's last build: done before building, so that a failed build is never "up to date". */
export function clearStamp(stampDir, part) {
  rmSync(stampPath(stampDir, part), { force: true });
}

/** Records a successful build of `part` from inputs whose hash was `inputs`. */
export function writeStamp(root, stampDir, part, inputs) {
  mkdirSync(stampDir, { recursive: true });
  const output = hashFile(join(root, part.output));
  writeFileSync(stampPath(stampDir, part), `${JSON.stringify({ inputs, output })}\n`);
}

/**
 * Runs `build` while holding the build's lock (a folder in `stampDir`), so that two builds started
 * at once (`npm start` beside the tests, two test files) take turns: the second then finds the
 * part up to date instead of writing the same files as the first. A lock whose process has died
 * is taken over.
 */
export async function withBuildLock(stampDir, build) {
  const lock = join(stampDir, 'lock');
  mkdirSync(stampDir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Whether the process that holds the lock still runs (a lock just made may have no pid yet). */
function holderAlive(lock) {
  let pid;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
