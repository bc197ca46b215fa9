/**
 * A test file's bot workers, bundled into a folder of test output before the file's tests: the
 * server's own worker, and the broken one of fixtures/broken-worker.ts, which hangs or crashes
 * as TNT_BROKEN says. The folder is removed, and TNT_BROKEN cleared, after the file's tests.
 *
 * @example
 * const workers = useBotWorkers('bots');
 * it('answers', async () => {
 *   const pool = new BotPool({ size: 1, workerUrl: workers.working, timeoutMs: 30_000 });
 * });
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { SERVER_ROOT, bundle, outputDir } from './bundle.ts';

export interface BotWorkers {
  /** The folder they are bundled into. */
  readonly dir: string;
  readonly working: URL;
  readonly broken: URL;
}

/** Registers the file's hooks; `name` names its folder of test output. */
export function useBotWorkers(name: string): BotWorkers {
  let dir: string | undefined;
  let remove = (): void => {};
  beforeAll(async () => {
    const output = outputDir(name);
    ({ remove } = output);
    await bundle(output.dir, { broken: join(SERVER_ROOT, 'test/fixtures/broken-worker.ts') });
    dir = output.dir;
  });
  afterAll(() => {
    remove();
    delete process.env.TNT_BROKEN;
  });
  const bundled = (): string => {
    if (dir === undefined) throw new Error('the bot workers are used before they are bundled');
    return dir;
  };
  return {
    get dir() {
      return bundled();
    },
    get working() {
      return pathToFileURL(join(bundled(), 'bot-worker.mjs'));
    },
    get broken() {
      return pathToFileURL(join(bundled(), 'broken.mjs'));
    },
  };
}
