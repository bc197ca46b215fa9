// Requests in the server's log (issue: "requests are logged at `debug` unless asked for"): a
// request's two lines are debug lines, shown when the level is debug, at info with logRequests;
// a request that fails is an error line at any level.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app.ts';
import { Metrics } from '../src/metrics.ts';

interface Line {
  level: number;
  msg: string;
  req?: { url?: string };
  res?: { statusCode?: number };
  err?: { message?: string };
}

const DEBUG = 20;
const INFO = 30;
const ERROR = 50;

/** An app logging into a list of parsed lines, with a route that fails. */
async function appLogging(level: string, logRequests?: boolean) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (text !== '') lines.push(JSON.parse(text) as Line);
      }
      done();
    },
  });
  const metrics = new Metrics({
    games: () => ({ loaded: 0, open: 0, playing: 0, over: 0 }),
    sockets: () => 0,
    botQueue: () => 0,
  });
  const app = await buildApp({
    logger: { level, stream },
    logRequests,
    webRoot: undefined,
    metrics: () => metrics,
    health: () => ({}),
  });
  app.get('/api/fails', () => {
    throw new Error('a fault of the server');
  });
  const requestLines = () =>
    lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
  return { app, lines, requestLines };
}

describe('the request log', () => {
  it('leaves requests out of an info log', async () => {
    const { app, lines, requestLines } = await appLogging('info');
    app.log.info('an event of the server');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await app.close();
    expect(requestLines()).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain('an event of the server');
  });

  it('logs each request at debug, with its URL and status', async () => {
    const { app, requestLines } = await appLogging('debug');
    await app.inject({ url: '/api/health' });
    await app.close();
    const [incoming, completed] = requestLines();
    expect(incoming).toMatchObject({ level: DEBUG, msg: 'incoming request' });
    expect(incoming?.req?.url).toBe('/api/health');
    expect(completed).toMatchObject({ level: DEBUG, msg: 'request completed' });
    expect(completed?.res?.statusCode).toBe(200);
    expect(requestLines()).toHaveLength(2);
  });

  it('logs each request at info when asked to (logRequests)', async () => {
    const { app, requestLines } = await appLogging('info', true);
    await app.inject({ url: '/api/health' });
    await app.close();
    expect(requestLines().map((l) => [l.level, l.msg])).toEqual([
      [INFO, 'incoming request'],
      [INFO, 'request completed'],
    ]);
  });

  it('logs a request that fails as an error, whatever the level of requests', async () => {
    const { app, lines, requestLines } = await appLogging('warn');
    expect((await app.inject({ url: '/api/fails' })).statusCode).toBe(500);
    await app.close();
    const errors = lines.filter((l) => l.level === ERROR);
    expect(errors.map((l) => [l.msg, l.err?.message])).toEqual([
      ['request failed', 'a fault of the server'],
    ]);
    expect(requestLines()).toEqual([]);
  });
});
