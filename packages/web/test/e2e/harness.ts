/**
 * End-to-end harness: builds the client with Vite into a temporary folder, serves it on a free
 * port (from a small static server, or from the game server for online play: see
 * game-server.ts), and drives Debian's Chromium through playwright-core. Screenshots go to
 * packages/web/test-output/e2e (git-ignored).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';

export const WEB_ROOT = resolve(import.meta.dirname, '../..');
export const SHOTS = join(WEB_ROOT, 'test-output', 'e2e');
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** A production build of the client in a fresh temporary folder, by the package's own Vite. */
export async function buildClient(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'tnt-web-'));
  const vite = join(
    dirname(createRequire(join(WEB_ROOT, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    // Vitest sets NODE_ENV=test, which would give a development build: test the real one.
    { cwd: WEB_ROOT, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return outDir;
}

/** Where a build is served: its address (ending in /) and how to stop serving it. */
export interface Host {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves a folder on 127.0.0.1 at a free port, as a plain static host (local play only). */
export async function serve(root: string): Promise<Host> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
      },
      () => {
        res.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => {
          done();
        });
        // Kept-alive connections of a page still open would hold the close until they time out.
        server.closeAllConnections();
      }),
  };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface Site {
  readonly url: string;
  /** The folder of the production build being served. */
  readonly dist: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * Build, serve and launch: what every end-to-end file needs in its beforeAll. `host` serves the
 * build (the static server by default; `serveGame` of game-server.ts for online play).
 */
export async function openSite(host: (dist: string) => Promise<Host> = serve): Promise<Site> {
  const dist = await buildClient();
  const served = await host(dist);
  const browser = await launch();
  await mkdir(SHOTS, { recursive: true });
  return {
    url: served.url,
    dist,
    browser,
    async close() {
      await browser.close();
      await served.close();
      await rm(dist, { recursive: true, force: true });
    },
  };
}

/**
 * A page at a viewport size, in a browser context of its own (its own storage, so its own online
 * identity), with bots moving at once and errors collected; it opens `url` (the site's start
 * page by default).
 */
export async function newPage(
  site: Site,
  viewport: ViewportName,
  url: string = site.url,
): Promise<{ page: Page; errors: string[] }> {
  // Reduced motion: the page skips its animations (as it does for anyone who asks), so clicks need
  // not wait for cards to settle.
  const context = await site.browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'en-GB',
    reducedMotion: 'reduce',
  });
  // A click or a wait for an element fails on a hang, not on a busy machine (Playwright's own
  // limit is 30 s; the tests' limits are two minutes and more).
  context.setDefaultTimeout(60_000);
  await context.addInitScript(() => {
    localStorage.setItem('tnt.pace', '0');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // A static host has no game server: the start page's question to /api/health gets a 404,
    // and the page then offers local play only. That is expected here, anything else is not.
    if (m.type() === 'error' && !m.location().url.includes('/api/')) errors.push(m.text());
  });
  await page.goto(url);
  return { page, errors };
}

export const shot = (page: Page, name: string): Promise<Buffer> =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
