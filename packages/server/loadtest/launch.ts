/**
 * Builds the load test and the server it runs against (helpers/bundle.ts: the same build as the
 * tests), runs it in a process of its own with the given arguments, and removes the build. With
 * `record-cost` first, runs record-cost.ts instead (the cost of recording a ranked game's end).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_ROOT, bundle, outputDir } from '../test/helpers/bundle.ts';

const { dir, remove } = outputDir('loadtest');
try {
  await bundle(dir, {
    serve: join(SERVER_ROOT, 'test/fixtures/serve.ts'),
    loadtest: join(SERVER_ROOT, 'loadtest/main.ts'),
    'record-cost': join(SERVER_ROOT, 'loadtest/record-cost.ts'),
  });
  // `record-cost`: what recording a finished ranked game costs (record-cost.ts).
  const [first, ...rest] = process.argv.slice(2);
  const entry = first === 'record-cost' ? 'record-cost.mjs' : 'loadtest.mjs';
  const given = first === 'record-cost' ? rest : process.argv.slice(2);
  const args = [join(dir, entry), '--dir', dir, ...given];
  const code = await new Promise<number | null>((resolve) => {
    spawn(process.execPath, args, { stdio: 'inherit' }).once('exit', resolve);
  });
  process.exitCode = code ?? 1;
} finally {
  remove();
}
