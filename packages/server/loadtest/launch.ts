/**
 * Builds the load test and the server it runs against (helpers/bundle.ts: the same build as the
 * tests), runs it in a process of its own with the given arguments, and removes the build.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_ROOT, bundle, outputDir } from '../test/helpers/bundle.ts';

const { dir, remove } = outputDir('loadtest');
try {
  await bundle(dir, {
    serve: join(SERVER_ROOT, 'test/fixtures/serve.ts'),
    loadtest: join(SERVER_ROOT, 'loadtest/main.ts'),
  });
  const args = [join(dir, 'loadtest.mjs'), '--dir', dir, ...process.argv.slice(2)];
  const code = await new Promise<number | null>((resolve) => {
    spawn(process.execPath, args, { stdio: 'inherit' }).once('exit', resolve);
  });
  process.exitCode = code ?? 1;
} finally {
  remove();
}
