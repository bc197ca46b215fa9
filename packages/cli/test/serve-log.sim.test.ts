// The log of `tnt serve` (issue: "In a terminal, the server prints a short human line per event;
// JSON logs stay the default elsewhere; requests are logged at debug unless asked for"): the
// choice of format and level, and the built command's output through a pipe.
import { execFileSync, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { humanMessage, logSettings } from '../src/log-options.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = join(root, 'packages/cli/bin/tnt.mjs');

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs', 'cli'], { cwd: root, stdio: 'pipe' });
});

/**
 * Runs `tnt serve` on a free port with the flags, asks for /api/health once it listens, stops it
 * with SIGINT, and returns what it printed.
 */
function serveOnce(flags: string[]): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(
    process.execPath,
    [bin, 'serve', '--port', '0', '--db', 'sqlite::memory:', ...flags],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let asked = false;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    const url = /served at (http:\/\/\S+)/.exec(stdout)?.[1];
    if (url === undefined || asked) return;
    asked = true;
    void fetch(`${url}/api/health`).then(async (response) => {
      await response.text();
      child.kill('SIGINT');
    });
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      resolve({ code, stdout });
    });
  });
}

const lines = (text: string) => text.split('\n').filter((line) => line !== '');
const jsonLines = (text: string) =>
  lines(text)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
/** The levels of Fastify's lines about requests in a JSON log. */
const requestLevels = (text: string) =>
  jsonLines(text)
    .filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')
    .map((l) => l.level);

describe('the choice of log format and level', () => {
  it('is pretty in a terminal and JSON elsewhere, at info, requests at debug', () => {
    expect(logSettings({}, true)).toEqual({
      ok: true,
      value: { format: 'pretty', level: 'info', requests: false },
    });
    expect(logSettings({}, false)).toMatchObject({ ok: true, value: { format: 'json' } });
  });

  it('follows the flags', () => {
    const flags = { 'log-format': 'json', 'log-level': 'debug', 'log-requests': true };
    expect(logSettings(flags, true)).toEqual({
      ok: true,
      value: { format: 'json', level: 'debug', requests: true },
    });
    expect(logSettings({ 'log-format': 'pretty' }, false)).toMatchObject({
      value: { format: 'pretty' },
    });
  });

  it('refuses a format or a level it does not know, naming the flag', () => {
    expect(logSettings({ 'log-format': 'xml' }, true)).toEqual({
      ok: false,
      error: '--log-format takes json or pretty, not "xml"',
    });
    const level = logSettings({ 'log-level': 'loud' }, true);
    expect(!level.ok && level.error).toMatch(/^--log-level takes one of fatal, .*, not "loud"$/);
  });

  it('writes a request as its method and path, then its status and time', () => {
    const req = { method: 'GET', url: '/api/health' };
    expect(humanMessage({ reqId: 'req-1', req, msg: 'incoming request' }, 'msg')).toBe(
      'req-1 GET /api/health',
    );
    const done = { reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.4 };
    expect(humanMessage({ ...done, msg: 'request completed' }, 'msg')).toBe('req-1 200 in 3 ms');
    expect(humanMessage({ msg: 'Server listening at http://x' }, 'msg')).toBe(
      'Server listening at http://x',
    );
  });
});

describe('tnt serve through a pipe', () => {
  it('logs JSON lines, and no request at the default level', async () => {
    const { code, stdout } = await serveOnce([]);
    expect(code).toBe(0);
    const url = /served at (http\S+)/.exec(stdout)![1]!;
    expect(jsonLines(stdout).map((l) => l.msg)).toContain(`Server listening at ${url}`);
    expect(requestLevels(stdout)).toEqual([]);
  });

  it('logs requests at debug with --log-level debug, at info with --log-requests', async () => {
    expect(requestLevels((await serveOnce(['--log-level', 'debug'])).stdout)).toEqual([20, 20]);
    expect(requestLevels((await serveOnce(['--log-requests'])).stdout)).toEqual([30, 30]);
  });

  it('writes one human line per event with --log-format pretty', async () => {
    const { code, stdout } = await serveOnce(['--log-format', 'pretty', '--log-level', 'debug']);
    expect(code).toBe(0);
    const printed = lines(stdout);
    expect(printed.some((l) => /^\[\d\d:\d\d:\d\d\] INFO: Server listening at http/.test(l))).toBe(
      true,
    );
    expect(printed).toContainEqual(
      expect.stringMatching(/^\[[\d:]+\] DEBUG: req-1 GET \/api\/health$/),
    );
    expect(printed).toContainEqual(
      expect.stringMatching(/^\[[\d:]+\] DEBUG: req-1 200 in \d+ ms$/),
    );
    expect(printed.filter((l) => l.startsWith('{'))).toEqual([]);
  });
});
