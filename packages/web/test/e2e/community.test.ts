/**
 * Tournaments, friends and watching in a real Chromium on the real game server:
 * - a Swiss tournament of four people (four browser contexts) and two bots over two rounds: made
 *   with the form, joined from its page, started by its creator; each round's table is announced
 *   under the header and on the tournament's page; two people play their games through their
 *   pages, two from Node on their own identities (to keep the test short); the standings at the
 *   end count every table once, and a table's game replays; the finished games are found by
 *   player on the Watch page;
 * - befriending from a profile, the request accepted on the Friends page, the friend seen online
 *   and at their game, then invited from the list to a new game, which they join from the alert;
 * - a live game watched from the Watch page, with its spectators counted.
 * The standings, Friends and Watch pages pass an axe-core scan (no serious or critical violation).
 * Screenshots go to test-output/e2e.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunityAlerts } from '@tnt/protocol';
import type { Page } from 'playwright-core';
import { newPage, openSite, shot, type Site, type ViewportName } from './harness.ts';
import { serveGame } from './game-server.ts';
import { seriousViolations } from './axe.ts';
import { playToEnd } from './player.ts';
import { TableSocket, person, type Person } from './table-socket.ts';

let site: Site;

beforeAll(async () => {
  // Node's seats play whole games quickly; every context and Node's players come from one address,
  // whose requests (four pages asking, Node asking for its tables) the per-address limit would cut.
  site = await openSite((dist) =>
    serveGame(dist, { rateLimit: { burst: 10_000, perSecond: 10_000 }, httpRateLimit: false }),
  );
}, 120_000);

afterAll(async () => {
  await site.close();
});

const TIMEOUT = 600_000;

async function signIn(page: Page, name: string): Promise<Person> {
  const form = page.locator('form.sign-in');
  await form.locator('input').fill(name);
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: 'detached' });
  return page.evaluate(() => JSON.parse(localStorage.getItem('tnt.identity') ?? '{}') as Person);
}

async function signedIn(viewport: ViewportName, name: string) {
  const opened = await newPage(site, viewport);
  const who = await signIn(opened.page, name);
  return { ...opened, who };
}

async function api<T>(who: Person, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, site.url), {
    method,
    headers: {
      authorization: `Bearer ${who.secret}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

/** The game of round `round` that waits for the person, from the server's alerts. */
async function tableFor(who: Person, tournament: string, round: number): Promise<string> {
  for (let tries = 0; tries < 300; tries++) {
    const alerts = await api<Partial<CommunityAlerts>>(who, 'GET', '/api/me/alerts');
    const table = alerts.tables?.find((t) => t.tournament === tournament && t.round === round);
    if (table !== undefined) return table.game;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no table for ${who.name} in round ${round}`);
}

/** Plays a person's seat from Node to the game's end (the heuristic bot's moves on their view). */
async function playFromNode(who: Person, game: string): Promise<void> {
  const seat = await TableSocket.open(site.url, game, who);
  const mine = (): boolean =>
    seat.view !== null &&
    seat.view.decision?.seat === seat.view.viewer &&
    seat.view.legalMoves.length > 0;
  for (let guard = 0; guard < 5000; guard++) {
    await seat.until(() => seat.over || mine(), 120_000);
    if (seat.over) break;
    await seat.botMove();
  }
  seat.close();
}

/** Opens the page's table of the round (from the tournament's page) and plays it to its end. */
async function playOnPage(page: Page, tournament: string, round: number): Promise<void> {
  await page.goto(`${site.url}#/tournament/${tournament}`);
  await page.locator(`[data-tournament="${tournament}"][data-current-round="${round}"]`).waitFor();
  await page.locator('[data-open-my-table]').click();
  await page.locator('[data-hand]').waitFor();
  await playToEnd(page);
  // The final scores lead back to the tournament.
  await page.locator('[data-back-to-tournament]').waitFor();
}

describe('a Swiss tournament in the browser', () => {
  it(
    'four people and two bots play two rounds to the standings',
    async () => {
      const viewport: ViewportName = 'desktop';
      const [ada, ben, cleo, dan] = await Promise.all(
        ['Ada', 'Ben', 'Cleo', 'Dan'].map((name) => signedIn(viewport, `${name} T`)),
      );
      const everyone = [ada!, ben!, cleo!, dan!];
      // Ada creates it with the form.
      await ada!.page.goto(`${site.url}#/tournaments`);
      const form = ada!.page.locator('[data-tournament-form]');
      await form.locator('[data-t-name]').fill('Browser Swiss');
      await form.locator('[data-t-format]').selectOption('swiss');
      await form.locator('[data-t-rounds]').fill('2');
      await form.locator('[data-t-table-size]').selectOption('2');
      await form.locator('[data-t-turn]').selectOption('300');
      await form.locator('[data-t-bots]').selectOption('heuristic');
      await form.locator('[data-t-max]').fill('6');
      await shot(ada!.page, 'community-1-create');
      expect(await seriousViolations(ada!.page)).toEqual([]);
      await form.locator('[data-t-create]').click();
      await ada!.page.waitForURL(/#\/tournament\/[\w-]+$/);
      expect(await seriousViolations(ada!.page)).toEqual([]);
      const id = decodeURIComponent(ada!.page.url().split('/').pop()!);
      // The others sign up from its page.
      for (const other of [ben!, cleo!, dan!]) {
        await other.page.goto(`${site.url}#/tournament/${id}`);
        await other.page.locator('[data-t-join]').click();
        await other.page.locator('[data-t-leave]').waitFor();
      }
      await ada!.page.reload();
      await expect.poll(() => ada!.page.locator('[data-standing]').count()).toBe(4);
      await ada!.page.locator('[data-t-start]').click();
      await ada!.page.locator('[data-status="running"]').waitFor();

      for (const round of [1, 2]) {
        // The table is told under the header of every page of the person.
        await ben!.page.goto(`${site.url}#/`);
        await ben!.page.locator('[data-alert-table]').waitFor();
        if (round === 1) await shot(ben!.page, 'community-2-alert');
        await Promise.all([
          playOnPage(ada!.page, id, round),
          playOnPage(ben!.page, id, round),
          tableFor(cleo!.who, id, round).then((game) => playFromNode(cleo!.who, game)),
          tableFor(dan!.who, id, round).then((game) => playFromNode(dan!.who, game)),
        ]);
      }

      const page = cleo!.page;
      await page.goto(`${site.url}#/tournament/${id}`);
      await page.locator('[data-status="over"]').waitFor({ timeout: 120_000 });
      const standings = page.locator('[data-standing]');
      expect(await standings.count()).toBe(6);
      const points = await standings.evaluateAll((rows) =>
        rows.map((r) => Number(r.getAttribute('data-points'))),
      );
      // Every table counted once: 3 tables × 2 rounds × 6 points.
      expect(points.reduce((a, b) => a + b, 0)).toBe(36);
      expect([...points].sort((a, b) => b - a)).toEqual(points);
      expect(await page.locator('section[data-round="1"] [data-table]').count()).toBe(3);
      expect(await page.locator('section[data-round="2"] [data-table]').count()).toBe(3);
      await shot(page, 'community-3-standings');
      expect(await seriousViolations(page)).toEqual([]);
      // A table's game replays.
      await page.locator('[data-replay-table]').first().click();
      await page.waitForURL(/#\/replay$/);
      await page.locator('.replay-position').waitFor();

      // Finished games found by player on the Watch page, and replayed.
      await page.goto(`${site.url}#/watch`);
      await page.locator('[data-finished-name]').fill('Dan T');
      await page.locator('[data-finished-search]').click();
      await page.locator(`[data-found="${dan!.who.id}"] [data-replay-finished]`).first().waitFor();
      expect(
        await page.locator(`[data-found="${dan!.who.id}"] [data-replay-finished]`).count(),
      ).toBe(2);
      await page.locator('[data-replay-finished]').first().click();
      await page.locator('.replay-position').waitFor();
      for (const p of everyone) expect(p.errors).toEqual([]);
      for (const p of everyone) await p.page.context().close();
    },
    TIMEOUT,
  );
});

describe('friends in the browser', () => {
  it(
    'befriend from a profile, see presence, invite from the list',
    async () => {
      const viewport: ViewportName = 'phone';
      const eve = await signedIn(viewport, 'Eve F');
      const finn = await signedIn(viewport, 'Finn F');
      // Eve asks from Finn's profile.
      await eve.page.goto(`${site.url}#/player/${finn.who.id}`);
      await eve.page.locator(`[data-add-friend="${finn.who.id}"]`).click();
      await eve.page.locator('[data-relation="asked"]').waitFor();
      // Finn sees the request beside the Friends link (his page asks when it opens) and accepts it.
      await finn.page.reload();
      // On a phone the menu opens from its button, which carries the count too.
      await finn.page.locator('[data-menu-toggle] .badge').filter({ hasText: '1' }).waitFor();
      await finn.page.locator('[data-menu-toggle]').click();
      await finn.page.locator('[data-nav="friends"] [data-requests="1"]').waitFor();
      await finn.page.locator('[data-nav="friends"]').click();
      await finn.page.locator(`[data-accept="${eve.who.id}"]`).click();
      const line = finn.page.locator(`[data-friend="${eve.who.id}"]`);
      await line.waitFor();
      // Eve's page asks the server every few seconds: she is online.
      await finn.page.locator(`[data-friend="${eve.who.id}"][data-online="true"]`).waitFor();
      await shot(finn.page, 'community-4-friends');
      expect(await seriousViolations(finn.page)).toEqual([]);

      // Eve sits at a live game against a bot: Finn sees it, with a way to watch.
      const created = await api<{ game: { id: string } }>(eve.who, 'POST', '/api/games', {
        options: { players: 2 },
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }],
      });
      await eve.page.goto(`${site.url}#/online/${created.game.id}`);
      await eve.page.locator('[data-hand]').waitFor();
      await line.locator(`[data-watch-friend="${created.game.id}"]`).waitFor({ timeout: 60_000 });

      // Finn invites Eve from the list to a new game; she is told and joins from the alert.
      await line.locator(`[data-invite="${eve.who.id}"]`).click();
      await finn.page.waitForURL(/#\/online\/[\w-]+$/);
      const invited = finn.page.url().split('/').pop()!;
      await eve.page.goto(`${site.url}#/`);
      await eve.page.locator(`[data-alert-invitation="${invited}"]`).waitFor();
      await shot(eve.page, 'community-5-invitation');
      await eve.page.locator(`[data-alert-join="${invited}"]`).click();
      await eve.page.waitForURL(new RegExp(`#/online/${invited}$`));
      // Both sit at it: the game has begun on both pages.
      await eve.page.locator('[data-hand]').waitFor();
      await finn.page.locator('[data-hand]').waitFor();
      expect(eve.errors).toEqual([]);
      expect(finn.errors).toEqual([]);
      await eve.page.context().close();
      await finn.page.context().close();
    },
    TIMEOUT,
  );
});

describe('watching in the browser', () => {
  it(
    'opens a live game from the Watch page and counts its spectators',
    async () => {
      const [gus, ida] = await Promise.all([person(site.url, 'Gus W'), person(site.url, 'Ida W')]);
      const created = await api<{ game: { id: string } }>(gus, 'POST', '/api/games', {
        options: { players: 2, expansions: ['messenger'], startingPlayer: 0 },
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const id = created.game.id;
      await api(ida, 'POST', `/api/games/${id}/join`, {});
      const seats = [
        await TableSocket.open(site.url, id, gus),
        await TableSocket.open(site.url, id, ida),
      ];
      // A few moves: the game is under way.
      for (let i = 0; i < 6; i++) {
        const decider = seats[0]!.decider;
        const socket = decider === null ? undefined : seats[decider];
        if (socket === undefined) break;
        await socket.botMove();
        await Promise.all(seats.map((s) => s.until(() => s.seq >= socket.seq)));
      }
      const watcher = await newPage(site, 'desktop', `${site.url}#/watch`);
      const line = watcher.page.locator(`[data-watch-game="${id}"]`);
      await line.waitFor();
      await shot(watcher.page, 'community-6-watch');
      await watcher.page.locator(`[data-watch-open="${id}"]`).click();
      await watcher.page.waitForURL(new RegExp(`#/online/${id}$`));
      await watcher.page.locator('.game-page').waitFor();
      // A spectator: no hand of their own.
      expect(await watcher.page.locator('[data-hand] [data-card]').count()).toBe(0);
      // Another visitor sees one spectator on the list.
      const other = await newPage(site, 'phone', `${site.url}#/watch`);
      await other.page
        .locator(`[data-watch-game="${id}"] [data-spectators="1"]`)
        .waitFor({ timeout: 60_000 });
      await shot(other.page, 'community-7-watch-phone');
      expect(await seriousViolations(other.page)).toEqual([]);
      for (const s of seats) s.close();
      expect(watcher.errors).toEqual([]);
      expect(other.errors).toEqual([]);
      await watcher.page.context().close();
      await other.page.context().close();
    },
    TIMEOUT,
  );
});
