/**
 * The per-address limit on /api is decided on the route the router matched, not on the raw URL.
 * The router decodes percent-escapes (`/%61pi/me` reaches `/api/me`), so a limiter that read the
 * raw URL let an address it had already refused make identities and games, and open game
 * sockets, through escaped paths. Every route the server registers is asked for here through
 * escaped paths from an address over its limit: each is refused, the socket's upgrade too.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HttpErrorBody } from '@tnt/protocol';
import { outputDir } from './helpers/bundle.ts';
import { startHarness, type Harness } from './helpers/server.ts';

const LIMIT = { max: 3, windowMs: 60_000 };
/** Monitors poll these; they are not counted (docs/security.md, point 4). */
const UNCOUNTED = new Set(['/api/health', '/api/metrics']);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ httpRateLimit: LIMIT });
});
afterAll(async () => {
  await harness.stop();
});

/** A route's path with its parameters filled in. */
const filled = (pattern: string): string => pattern.replace(/:[a-z]+/gi, 'x1');

/** Ways of writing a path that the router reads as the same route. */
function escapedForms(path: string): string[] {
  const escape = (char: string): string =>
    `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  const last = path.length - 1;
  return [
    // The "a" of /api.
    `/${escape('a')}pi${path.slice(4)}`,
    // Every letter of /api.
    `/${escape('a')}${escape('p')}${escape('i')}${path.slice(4)}`,
    // The path's last character, in lower-case hex.
    `${path.slice(0, last)}${escape(path[last]!).toLowerCase()}`,
  ];
}

/** The status of a request (with an empty JSON body where the method takes one). */
async function statusOf(method: string, path: string): Promise<number> {
  const body = method === 'GET' || method === 'HEAD' ? null : '{}';
  const headers: Record<string, string> =
    body === null ? {} : { 'content-type': 'application/json' };
  const response = await fetch(`${harness.server.url}${path}`, { method, headers, body });
  await response.arrayBuffer();
  return response.status;
}

/** The status of a socket upgrade on `path`: 101 when the socket opened. */
function upgrade(path: string): Promise<number> {
  const socket = new WebSocket(`${harness.server.url.replace(/^http/, 'ws')}${path}`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    socket.once('error', reject);
  });
}

describe('the per-address limit with escaped paths', () => {
  it('refuses every route through every escaped form once the address is over its limit', async () => {
    const { api, server } = harness;
    for (let i = 0; i < LIMIT.max; i++) await api.request('GET', '/api/me');
    expect((await api.request('GET', '/api/me')).status).toBe(429);
    const routes = server.routes.filter((r) => r.url.startsWith('/api'));
    // Identities, games, accounts, notices, ratings, the queue and the socket.
    expect(routes.length).toBeGreaterThan(25);
    const passed: string[] = [];
    for (const route of routes) {
      const path = filled(route.url);
      for (const form of escapedForms(path)) {
        const status = await statusOf(route.method, form);
        const counted = !UNCOUNTED.has(route.url);
        if (counted && status !== 429) passed.push(`${route.method} ${form} ${status}`);
        if (!counted && status === 429) passed.push(`${route.method} ${form} refused`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('refuses the game socket through an escaped path as through /api/ws', async () => {
    for (let i = 0; i < LIMIT.max; i++) await harness.api.request('GET', '/api/me');
    expect(await upgrade('/api/ws')).toBe(429);
    for (const form of escapedForms('/api/ws')) expect(await upgrade(form)).toBe(429);
  });

  it('counts a route that does not exist by its decoded path', async () => {
    const escaped = await harness.api.request<HttpErrorBody>('GET', '/%61pi/nothing');
    expect(escaped.status).toBe(429);
  });
});

describe('the per-address limit beside the web client', () => {
  it('counts a path under /api that no route has, however written, and never the files', async () => {
    const files = outputDir('escaped-web');
    writeFileSync(join(files.dir, 'index.html'), '<!doctype html><title>client</title>');
    // With a web root, a catch-all route of files matches every path no other route does.
    const withWeb = await startHarness({ httpRateLimit: LIMIT, webRoot: files.dir });
    try {
      const status = async (path: string): Promise<number> => {
        const response = await fetch(`${withWeb.server.url}${path}`);
        await response.arrayBuffer();
        return response.status;
      };
      expect(await status('/')).toBe(200);
      for (let i = 0; i < LIMIT.max; i++) expect(await status('/api/nothing')).toBe(404);
      expect(await status('/api/nothing')).toBe(429);
      expect(await status('/%61pi/nothing')).toBe(429);
      expect(await status('/%61pi/me')).toBe(429);
      // The client's page and files stay open.
      expect(await status('/')).toBe(200);
      expect(await status('/game/x1')).toBe(200);
    } finally {
      await withWeb.stop();
      files.remove();
    }
  });
});
