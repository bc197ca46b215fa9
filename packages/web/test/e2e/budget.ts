/**
 * The budgets of docs/web.md, measured on the production build: JavaScript of the game page
 * (the app and the bot worker it starts) gzipped, and the time until the page answers a click.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface AssetSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}

/** Every JavaScript file of the build, with its size raw and gzipped (level 9, as servers do). */
export async function scriptSizes(dist: string): Promise<AssetSize[]> {
  const dir = join(dist, 'assets');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.js'));
  return Promise.all(
    files.map(async (file) => {
      const body = await readFile(join(dir, file));
      return { file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
}

/**
 * The scripts the game page loads: the entry scripts and module preloads that index.html names,
 * and the bot worker the page starts. Chunks loaded only when another page is opened (the
 * tutorial, the charts) are not the game page's; `scriptSizes` lists them all.
 */
export async function gamePageScripts(dist: string): Promise<AssetSize[]> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const named = new Set(
    [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]),
  );
  const all = await scriptSizes(dist);
  return all.filter((s) => named.has(s.file) || s.file.startsWith('bot.worker'));
}

/**
 * Milliseconds from the start of navigation until the start page's button is in the page and the
 * main thread is free to answer it (a task queued then has run).
 */
export async function timeToInteractive(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('[data-start]').waitFor();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        setTimeout(() => {
          resolve(performance.now());
        }, 0);
      }),
  );
}
