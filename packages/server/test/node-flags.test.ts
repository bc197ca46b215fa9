/**
 * The server's Node.js flags (src/node-flags.ts) are the ones `npm start` runs it with, so that
 * the load test, which starts its server with SERVER_NODE_FLAGS, measures the server as people run
 * it; and each is a flag this Node.js accepts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../src/node-flags.ts';

const root = join(import.meta.dirname, '../../..');
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("the server's Node.js flags", () => {
  it('are given by npm start, to the node that runs tnt serve', () => {
    const serve = /node ((?:--\S+ )*)packages\/cli\/bin\/tnt\.mjs serve/.exec(scripts.start ?? '');
    expect(serve).not.toBeNull();
    expect(serve![1]!.trim().split(' ')).toEqual([...SERVER_NODE_FLAGS]);
  });

  it('are accepted by this Node.js', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', '0'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
