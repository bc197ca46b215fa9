/**
 * "Undo within my turn" in a real Chromium at phone (360 x 740) and desktop
 * (1280 x 800) size, served by the real game server:
 *
 * - Offline (hot-seat on one screen): after a face-up draw (its slot refilled from the supply in
 *   everyone's sight, R6) and a supply draw the button is not offered; a card played is taken
 *   back with the prompt's Undo button; the hand and the display are as before, the log says so.
 * - Online, two browser contexts (two people): the deciding player draws face up and from the
 *   supply (no Undo offered, and an undo sent on the player's own socket is refused:
 *   ERR_UNDO_NOT_ALLOWED), then plays a card and takes it back; both screens show the same state
 *   as before the card and the log line on each. The game is played to the end and its record,
 *   with its undo, passes `tnt verify`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import type { Page } from 'playwright-core';
import { PROTOCOL_VERSION, parseServerMessage, type ServerMessage } from '@tnt/protocol';
import { WEB_ROOT, newPage, openSite, shot, type Site, type ViewportName } from './harness.ts';
import { serveGame } from './game-server.ts';
import { noStats, playUntil } from './player.ts';

const ROOT = resolve(WEB_ROOT, '../..');
let site: Site;
let dir: string;

beforeAll(async () => {
  // `tnt verify` as people run it: the built command.
  execFileSync(process.execPath, ['scripts/build.mjs', 'cli'], { cwd: ROOT, stdio: 'pipe' });
  dir = mkdtempSync(join(tmpdir(), 'tnt-undo-'));
  site = await openSite(serveGame);
}, 180_000);

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A message of the server, held to the protocol: one outside it fails the test. */
function serverMessage(text: string): ServerMessage {
  const parsed = parseServerMessage(text);
  if (!parsed.ok) throw new Error(`a message outside the protocol: ${parsed.error}\n${text}`);
  return parsed.value;
}

const VIEWPORTS: readonly ViewportName[] = ['phone', 'desktop'];
const TIMEOUT = 240_000;

/** What a screen shows of the game: moves in its log, the hand, the display, the players. */
const screenState = (page: Page) =>
  page.evaluate(() => {
    const attrs = (selector: string, name: string): (string | null)[] =>
      Array.from(document.querySelectorAll(selector), (e) => e.getAttribute(name));
    return {
      hand: attrs('[data-hand] [data-card]', 'data-card'),
      display: attrs('[data-slot]', 'data-card'),
      players: document.querySelector('[data-strip]')?.textContent,
    };
  });

const logLength = async (page: Page): Promise<number> =>
  Number(await page.locator('.game-page').getAttribute('data-seq'));

async function waitForLog(page: Page, length: number): Promise<void> {
  await page.locator(`.game-page[data-seq="${length}"]`).waitFor();
}

async function signIn(page: Page, name: string): Promise<void> {
  const form = page.locator('form.sign-in');
  await form.locator('input').fill(name);
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: 'detached' });
}

/** Sends `undo` on a socket of the player's own (the page's identity) and returns the answer. */
async function undoBySocket(page: Page, game: string, seq: number): Promise<string> {
  const secret = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('tnt.identity') ?? '{}') as { secret?: string }).secret,
  );
  const url = `${site.url.replace(/^http/, 'ws')}api/ws`;
  const socket = new WebSocket(url, { headers: { origin: site.url.replace(/\/$/, '') } });
  const answers: ServerMessage[] = [];
  socket.on('message', (data: Buffer) => answers.push(serverMessage(data.toString())));
  await new Promise((done, fail) => socket.once('open', done).once('error', fail));
  socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION, game, secret }));
  socket.send(JSON.stringify({ type: 'undo', seq, ref: 'undo' }));
  // A bound for a hang, not a measure of the server.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const error = answers.find((m) => m.type === 'error' || m.type === 'undone');
    if (error) {
      socket.close();
      return error.type === 'error' ? error.code : 'undone';
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  socket.close();
  throw new Error('no answer to undo');
}

/** The undo line of the log, read in the details sheet's Log tab (closed again after). */
async function logUndoLine(page: Page): Promise<string | null> {
  await page.locator('[data-sheet="open"]').click();
  await page.getByRole('tab', { name: 'Log' }).click();
  const line = page.locator('[data-sheet-open="log"] .log-undo');
  await line.waitFor();
  const text = await line.textContent();
  await page.keyboard.press('Escape');
  await page.locator('.sheet-body').waitFor({ state: 'detached' });
  return text;
}

describe('undo within a turn, offline', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `takes back a card played at ${viewport} size, and offers nothing after a face-up or a supply draw`,
      async () => {
        const { page, errors } = await newPage(site, viewport);
        await page.locator('[data-players="2"]').check({ force: true });
        await page.locator('[data-seat-kind="1"]').selectOption('human');
        await page.locator('[data-start]').click();
        await page.locator('[data-uncover]').click();
        await page.locator('.prompt.mine').waitFor();
        const before = await screenState(page);
        expect(await page.locator('[data-undo]').count()).toBe(0);

        // A face-up draw, its slot refilled from the supply, then the forced Postmaster's supply
        // draw: neither can be taken back.
        await page.locator('[data-slot][data-legal="true"]').first().click();
        await waitForLog(page, 1);
        expect(await page.locator('[data-undo]').count()).toBe(0);
        await page.locator('[data-supply][data-legal="true"]').click();
        await waitForLog(page, 2);
        expect(await page.locator('[data-undo]').count()).toBe(0);
        const drawn = await screenState(page);
        expect(drawn.hand).toHaveLength(2);
        expect(drawn).not.toEqual(before);

        await page.locator('[data-hand] [data-card][data-legal="true"]').first().click();
        await waitForLog(page, 3);
        expect((await screenState(page)).hand).toHaveLength(1);
        await page.locator('.prompt [data-undo]').click();
        await page.locator('.prompt [data-undo-note]').waitFor();
        expect(await screenState(page)).toEqual(drawn);
        expect(await page.locator('.prompt [data-undo-note]').textContent()).toContain(
          'took back 1 move',
        );
        expect(await page.locator('[data-undo]').count()).toBe(0);
        expect(await logUndoLine(page)).toContain('took back 1 move');
        await shot(page, `undo-offline-${viewport}`);
        expect(errors).toEqual([]);
        await page.context().close();
      },
      TIMEOUT,
    );
  }
});

describe('undo within a turn, online between two browsers', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `is seen by both screens at ${viewport} size; refused after a face-up or a supply draw; the record verifies`,
      async () => {
        const anna = await newPage(site, viewport);
        await signIn(anna.page, 'Anna');
        await anna.page.locator('[data-online="true"]').check();
        await anna.page.locator('[data-players="2"]').check({ force: true });
        await anna.page.locator('[data-seat-kind="1"]').selectOption('human');
        await anna.page.locator('[data-start]').click();
        const invite = anna.page.locator('.invite input');
        await invite.waitFor();
        const link = await invite.inputValue();
        const gameId = link.split('/').at(-1)!;
        const ben = await newPage(site, viewport, link);
        await ben.page.locator('form.invitation input').fill('Ben');
        await ben.page.locator('[data-join]').click();
        await ben.page.locator('[data-hand]').waitFor();
        await anna.page.locator('.invite').waitFor({ state: 'detached' });

        // Whoever decides first draws face up and from the supply: no Undo offered, and the
        // server refuses one sent anyway.
        const pages = [anna.page, ben.page];
        await Promise.race(pages.map((p) => p.locator('.prompt.mine').waitFor()));
        const mover = (await anna.page.locator('.prompt.mine').count()) > 0 ? anna.page : ben.page;
        await mover.locator('[data-slot][data-legal="true"]').first().click();
        for (const page of pages) await waitForLog(page, 1);
        expect(await mover.locator('[data-undo]').count()).toBe(0);
        await mover.locator('[data-supply][data-legal="true"]').click();
        for (const page of pages) await waitForLog(page, 2);
        expect(await mover.locator('[data-undo]').count()).toBe(0);
        expect(await undoBySocket(mover, gameId, 2)).toBe('ERR_UNDO_NOT_ALLOWED');

        // Then plays a card and takes it back.
        const before = await Promise.all(pages.map(screenState));
        await mover.locator('[data-hand] [data-card][data-legal="true"]').first().click();
        for (const page of pages) await waitForLog(page, 3);
        await mover.locator('.prompt [data-undo]').click();
        for (const page of pages) await page.locator('.prompt [data-undo-note]').waitFor();
        const after = await Promise.all(pages.map(screenState));
        expect(after).toEqual(before);
        expect(after[0]!.display).toEqual(after[1]!.display);
        for (const page of pages) {
          const said = await page.locator('.prompt [data-undo-note]').textContent();
          expect(said).toMatch(/(Anna|Ben) took back 1 move$/);
          expect(await logUndoLine(page)).toContain('took back 1 move');
        }
        await shot(anna.page, `undo-online-${viewport}-anna`);
        await shot(ben.page, `undo-online-${viewport}-ben`);

        // The rest of the game, then the record with its undo through `tnt verify`.
        const plays = pages.map((page) => playUntil(page, noStats(), 4000));
        expect(await Promise.all(plays)).toEqual([true, true]);
        const record = (await (await fetch(`${site.url}api/games/${gameId}/record`)).json()) as {
          undos?: unknown;
        };
        const undos = record.undos as { at: number; moves: string[] }[];
        expect(undos.map((u) => [u.at, u.moves.length])).toEqual([[2, 1]]);
        const file = join(dir, `online-${viewport}.json`);
        writeFileSync(file, JSON.stringify(record));
        const tnt = join(ROOT, 'packages/cli/bin/tnt.mjs');
        const verified = spawnSync(process.execPath, [tnt, 'verify', file, '--json'], {
          encoding: 'utf8',
        });
        expect(verified.status).toBe(0);
        const outcome = JSON.parse(verified.stdout) as {
          result: string;
          finished: boolean;
          undos: number;
        };
        expect(outcome).toMatchObject({ result: 'legal', finished: true, undos: 1 });
        expect(await logLength(anna.page)).toBe(await logLength(ben.page));
        expect(anna.errors).toEqual([]);
        expect(ben.errors).toEqual([]);
        await anna.page.context().close();
        await ben.page.context().close();
      },
      TIMEOUT,
    );
  }
});
