/**
 * Hints, analysis and puzzles in a real Chromium, at phone (360 x 740) and desktop (1280 x 800) size: the Hint of a
 * local game against a bot (worked out in the page's worker), the analysis of a finished game
 * (progress bar, Cancel, the chart of every seat's chance to win, the mistakes with the better
 * move, a mistake's position in the replay, the analysis kept for the next visit), and the
 * Puzzles page (a right answer, a wrong one, the answer shown). Screenshots go to test-output/e2e.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot, evaluateDecision, type PuzzleFile } from '@tnt/bots';
import {
  createGame,
  decision,
  makeRecord,
  moveToText,
  play,
  playerView,
  type Move,
} from '@tnt/engine';
import { newPage, openSite, shot, type Site, type ViewportName } from './harness.ts';

let site: Site;

beforeAll(async () => {
  site = await openSite();
}, 120_000);

afterAll(async () => {
  await site.close();
});

const VIEWPORTS: readonly ViewportName[] = ['phone', 'desktop'];
const TIMEOUT = 150_000;

/**
 * A game of two heuristic bots in which Anna (seat 0) plays the worse of two moves where the
 * search puts one far ahead; the record stops a few moves after, with the seats' names, as this
 * client keeps a finished game.
 */
function gameWithBlunder(): { record: string; at: number } {
  const setup = { options: { players: 2 }, seed: 'b2' };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const bots = [
    createBot({ kind: 'heuristic', seed: 'a' }),
    createBot({ kind: 'heuristic', seed: 'b' }),
  ];
  const moves: { seat: number; move: Move }[] = [];
  let at = 0;
  for (
    let d = decision(state);
    d !== null && (at === 0 || moves.length < at + 6);
    d = decision(state)
  ) {
    const view = playerView(state, d.seat);
    let move = bots[d.seat]!.choose(view).move;
    if (at === 0 && d.seat === 0 && view.legalMoves.length === 2) {
      const e = evaluateDecision(view, { iterations: 80, seed: 'scan' });
      if (e.winChance - e.moves[1]!.winChance >= 0.5) {
        move = e.moves[1]!.move;
        at = moves.length + 1;
      }
    }
    const next = play(state, d.seat, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    moves.push({ seat: d.seat, move });
  }
  if (at === 0) throw new Error('no blunder was made');
  const seats = [
    { name: 'Anna', bot: null },
    { name: 'Ben', bot: 'heuristic' },
  ];
  return { record: JSON.stringify({ ...makeRecord(setup, moves), seats }), at };
}

describe('a hint in a local game against a bot', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `shows the search's move, its reason and my chance to win at ${viewport} size`,
      async () => {
        const { page, errors } = await newPage(site, viewport);
        await page.locator('[data-players="2"]').check({ force: true });
        await page.locator('[data-seat-kind="1"]').selectOption('heuristic');
        await page.locator('[data-start]').click();
        await page.locator('.prompt.mine').waitFor();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.locator('[data-hint-button]').click();
        const card = page.locator('.hint-card[data-hint="hint"]');
        await card.waitFor();
        await shot(page, `learn-hint-${viewport}`);
        await expect(card.textContent()).resolves.toMatch(
          /^Hint: .+Your chance to win after it: \d+%/,
        );
        const chance = Number(
          await card.locator('[data-hint-chance]').getAttribute('data-hint-chance'),
        );
        expect(chance).toBeGreaterThanOrEqual(0);
        expect(chance).toBeLessThanOrEqual(100);
        // The hint lies over the table: the page is as tall as before.
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
        await card.locator('.close-x').click();
        await expect(page.locator('.hint-card').count()).resolves.toBe(0);
        expect(errors).toEqual([]);
        await page.context().close();
      },
      TIMEOUT,
    );
  }
});

describe('the analysis of a finished game', () => {
  const game = gameWithBlunder();
  for (const viewport of VIEWPORTS) {
    it(
      `runs with a progress bar, can be cancelled, and shows the chart and the mistakes at ${viewport} size`,
      async () => {
        const { page, errors } = await newPage(site, viewport, `${site.url}#/replay`);
        // Kept as this client keeps a finished game (game/storage.ts).
        await page.evaluate((finished) => {
          localStorage.setItem('tnt.finished', finished);
        }, `[{"id":"g1","at":1,"record":${game.record}}]`);
        await page.goto(`${site.url}#/analysis/g1`);
        await page.reload();
        // Started, then cancelled: the worker stops and nothing is shown. At the deep level, so
        // that the run is still under way when Cancel is pressed (a quick run of this short game
        // can end first on an idle machine).
        await page.locator('[data-analysis-depth]').selectOption('deep');
        await page.locator('[data-analysis-start]').click();
        await page.locator('[data-analysis-progress] progress').waitFor();
        await shot(page, `learn-analysis-${viewport}-1-progress`);
        await page.locator('[data-analysis-cancel]').click();
        await page.locator('[data-analysis-cancelled]').waitFor();
        expect(await page.locator('[data-analysis-progress]').count()).toBe(0);
        // Run to its end.
        await page.locator('[data-analysis-depth]').selectOption('quick');
        await page.locator('[data-analysis-start]').click();
        await page.locator('[data-analysis-summary]').waitFor({ timeout: 120_000 });
        await page.locator('[data-win-chart] [data-drawn="true"]').waitFor();
        const blunder = page.locator(`[data-mistake="${game.at}"]`);
        await blunder.waitFor();
        await expect(blunder.textContent()).resolves.toMatch(
          /Played: .+ \(\d+%\).*Better: .+ \(\d+%\)/,
        );
        await shot(page, `learn-analysis-${viewport}-2-done`);
        // The mistake's position: the replay stands before the move, the mistake marked.
        await page.locator(`[data-show-mistake="${game.at}"]`).click();
        await expect(page.locator('.replay-position strong').textContent()).resolves.toMatch(
          new RegExp(`^Move ${game.at - 1} of `),
        );
        await expect(blunder.getAttribute('aria-current')).resolves.toBe('true');
        await shot(page, `learn-analysis-${viewport}-3-position`);
        // Kept: the next visit shows it at once, with nothing to run.
        await page.reload();
        await page.locator('[data-analysis-depth]').selectOption('quick');
        await page.locator('[data-analysis-summary]').waitFor();
        expect(await page.locator('[data-analysis-progress]').count()).toBe(0);
        expect(errors).toEqual([]);
        await page.context().close();
      },
      TIMEOUT,
    );
  }
});

describe('the puzzles page', () => {
  for (const viewport of VIEWPORTS) {
    it(
      `tells a right answer and a wrong one, and shows the answer, at ${viewport} size`,
      async () => {
        const file = JSON.parse(
          await readFile(join(site.dist, 'puzzles.json'), 'utf8'),
        ) as PuzzleFile;
        // A puzzle answered with the prompt's buttons (close, end turn, the carriage).
        const index = file.puzzles.findIndex((p) =>
          p.view.legalMoves.every((m) => ['close', 'end-turn', 'carriage'].includes(m.type)),
        );
        expect(index).toBeGreaterThanOrEqual(0);
        const puzzle = file.puzzles[index]!;
        const wrong = puzzle.view.legalMoves.find(
          (m) => moveToText(m) !== moveToText(puzzle.solution),
        )!;
        const { page, errors } = await newPage(site, viewport, `${site.url}#/puzzles`);
        await page.locator('[data-puzzle]').first().waitFor();
        for (let i = 0; i < index; i++) {
          const shown = await page.locator('[data-puzzle]').getAttribute('data-puzzle');
          await page.locator('[data-puzzle-next]').click();
          await page.locator(`[data-puzzle]:not([data-puzzle="${shown}"])`).waitFor();
        }
        await expect(page.locator('[data-puzzle]').getAttribute('data-puzzle')).resolves.toBe(
          puzzle.id,
        );
        const button = (move: Move) => page.locator(`.prompt [data-move="${moveToText(move)}"]`);
        await button(wrong).click();
        await expect(page.locator('[data-verdict]').getAttribute('data-verdict')).resolves.toBe(
          'wrong',
        );
        await expect(page.locator('[data-verdict]').textContent()).resolves.toMatch(
          /^Not the best: .+ wins \d+% of the games/,
        );
        await shot(page, `learn-puzzle-${viewport}-1-wrong`);
        await page.locator('[data-puzzle-retry]').click();
        await button(puzzle.solution).click();
        await expect(page.locator('[data-verdict]').getAttribute('data-verdict')).resolves.toBe(
          'right',
        );
        await shot(page, `learn-puzzle-${viewport}-2-right`);
        await page.locator('[data-puzzle-retry]').click();
        await page.locator('[data-puzzle-show]').click();
        await expect(page.locator('[data-verdict="shown"]').textContent()).resolves.toMatch(
          /^The best move: /,
        );
        expect(errors).toEqual([]);
        await page.context().close();
      },
      TIMEOUT,
    );
  }
});
