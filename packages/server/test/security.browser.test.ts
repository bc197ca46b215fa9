// The security review's point 6 in a browser (docs/security.md): the built client works under
// the server's Content-Security-Policy with no violation, in a game against bots in the page (its
// bot worker, the service worker) and in an online game (fetch and the game socket). The policy's
// headers themselves are checked without a browser, in security.test.ts.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT, outputDir } from './helpers/bundle.ts';
import { startHarness, type Harness } from './helpers/server.ts';

/** The built web client (`npm run build` makes it; `npm install` runs the build). */
const WEB_DIST = resolve(SERVER_ROOT, '../web/dist');
const CHROMIUM = '/usr/bin/chromium';

let harness: Harness;
let files: { dir: string; remove: () => void };

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} has no built client: run "npm run build" first`);
  }
  files = outputDir('security-browser');
  harness = await startHarness({
    db: `sqlite:${join(files.dir, 'data', 'tnt.sqlite')}`,
    webRoot: WEB_DIST,
  });
});
afterAll(async () => {
  await harness.stop();
  files.remove();
});

describe('point 6: security headers, in a browser', () => {
  it('lets the built client work in Chromium with no policy violation: page, bot worker, game socket', async () => {
    const api = harness.api;
    const me = await api.player('Browser');
    const created = await api.createGame(me, {
      options: { players: 2, startingPlayer: 0 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const context = await browser.newContext();
      const identity = { id: me.player.id, name: me.player.name, secret: me.secret };
      // As text: this file is compiled without the DOM's types. The player is signed in, and
      // every violation the page reports is kept.
      await context.addInitScript({
        content: `
          localStorage.setItem('tnt.identity', ${JSON.stringify(JSON.stringify(identity))});
          window.cspViolations = [];
          document.addEventListener('securitypolicyviolation', (e) => {
            window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI);
          });`,
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (/content.security.policy/i.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      const violations = async (): Promise<unknown> => page.evaluate('window.cspViolations');

      // A game against bots in this page: their worker is a file of the page's origin.
      await page.goto(`${harness.server.url}/`);
      const worker = page.waitForEvent('worker', { timeout: 60_000 });
      await page.locator('[data-start]').click();
      await page.locator('[data-map]').waitFor();
      expect(await (await worker).evaluate('typeof postMessage')).toBe('function');
      // The service worker (the offline client) is a file of the page's origin too.
      expect(
        await page.evaluate('navigator.serviceWorker.ready.then((r) => r.active !== null)'),
      ).toBe(true);
      expect(await violations()).toEqual([]);

      // The online game: fetch and the game socket to the page's own origin.
      await page.goto(`${harness.server.url}/game/${created.game.id}`);
      await page.locator('[data-map]').waitFor();
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
