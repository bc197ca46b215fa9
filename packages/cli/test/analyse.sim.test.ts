// `tnt analyse` and `tnt puzzles` on small records made here with the engine and the bots: a
// deliberate blunder is found and marked with the better move, the chart covers every seat, and
// puzzles hold the solver's own view only.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBot, evaluateDecision, type GameAnalysis, type PuzzleFile } from '@tnt/bots';
import {
  createGame,
  decision,
  makeRecord,
  moveToText,
  play,
  playerView,
  type GameRecord,
  type Move,
} from '@tnt/engine';
import { runCli } from '../src/cli.ts';
import { formatAnalysis } from '../src/commands/analyse.ts';
import { bufferIo } from '../src/io.ts';

interface BlunderGame {
  readonly record: GameRecord;
  /** 1-based number of the blunder in the record, and the move that was better. */
  readonly at: number;
  readonly better: Move;
}

/**
 * A game of two heuristic bots in which seat 0, at its first two-way decision where the search
 * finds one move far better (50 points of win chance), plays the other one; the record stops a
 * few moves later (an unfinished game is analysed as far as it goes), to keep the test short.
 */
function gameWithBlunder(seed: string): BlunderGame {
  const setup = { options: { players: 2, map: 'base' as const }, seed };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const bots = [0, 1].map((i) => createBot({ kind: 'heuristic', seed: `${i}` }));
  const moves: { seat: number; move: Move }[] = [];
  let blunder: { at: number; better: Move } | null = null;
  for (
    let d = decision(state);
    d !== null && moves.length < (blunder?.at ?? Infinity) + 6;
    d = decision(state)
  ) {
    const view = playerView(state, d.seat);
    let move = bots[d.seat]!.choose(view).move;
    if (blunder === null && d.seat === 0 && view.legalMoves.length === 2) {
      const e = evaluateDecision(view, { iterations: 80, seed: 'scan' });
      if (e.winChance - e.moves[1]!.winChance >= 0.5) {
        move = e.moves[1]!.move;
        blunder = { at: moves.length + 1, better: e.best };
      }
    }
    const next = play(state, d.seat, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    moves.push({ seat: d.seat, move });
  }
  if (blunder === null) throw new Error(`no blunder made in game ${seed}`);
  return { record: makeRecord(setup, moves), ...blunder };
}

const folder = mkdtempSync(join(tmpdir(), 'tnt-analyse-'));
const game = gameWithBlunder('b2');
const file = join(folder, 'game.json');
writeFileSync(file, JSON.stringify(game.record));

async function cli(...args: string[]) {
  const io = bufferIo();
  const code = await runCli(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

/** The analysis of the game's seat 1 (seat 0 in JSON), made once for the tests that read it. */
let analysed: ReturnType<typeof cli> | null = null;
const analysis = () =>
  (analysed ??= cli(
    'analyse',
    file,
    '--seat',
    '1',
    '--iterations',
    '80',
    '--chart-playouts',
    '6',
    '--json',
  ));

describe('tnt analyse', () => {
  it('marks the blunder with the better move, and charts every seat (--json)', async () => {
    const run = await analysis();
    expect(run.code).toBe(0);
    const a = JSON.parse(run.out) as GameAnalysis & { file: string };
    expect(a.file).toBe(file);
    expect(a.seat).toBe(0);
    expect(a.finished).toBe(false);
    expect(a.decisions.every((d) => game.record.moves[d.moveNumber - 1]!.seat === 0)).toBe(true);
    const blunder = a.decisions.find((d) => d.moveNumber === game.at);
    expect(blunder?.judgement).toMatch(/^(mistake|blunder)$/);
    expect(blunder?.best).toEqual(game.better);
    expect(blunder!.loss).toBeGreaterThanOrEqual(0.1);
    expect(a.chart.every((p) => p.winChances.length === 2)).toBe(true);
    expect(run.err).toContain('analysing:');
  });

  it('prints the mistakes and the chart as tables', async () => {
    const run = await analysis();
    const text = formatAnalysis('game.json', JSON.parse(run.out) as GameAnalysis);
    expect(text).toContain('game.json: seat 1 analysed');
    expect(text).toMatch(/move\s+turn\s+played\s+win\s+best\s+win\s+loss\s+judgement/);
    const line = text.split('\n').find((l) => l.trimStart().startsWith(`${game.at} `));
    expect(line).toContain(moveToText(game.better));
    expect(text).toMatch(/Chance to win over the game:\nturn\s+seat 1\s+seat 2/);
  });

  it('is deterministic for a seed, and refuses bad input with exit 2 (1 for an illegal move)', async () => {
    const short = join(folder, 'short.json');
    writeFileSync(short, JSON.stringify({ ...game.record, moves: game.record.moves.slice(0, 40) }));
    const args = ['analyse', short, '--iterations', '20', '--chart-playouts', '3', '--json'];
    const [a, b] = [await cli(...args), await cli(...args)];
    expect(a.out).toBe(b.out);
    expect((await cli('analyse', file, '--seat', '3')).code).toBe(2);
    expect((await cli('analyse', join(folder, 'missing.json'))).code).toBe(2);
    expect((await cli('analyse')).code).toBe(2);
    const broken = join(folder, 'broken.json');
    const moves = [...game.record.moves.slice(0, 5), { seat: 1, move: 'close' }];
    writeFileSync(broken, JSON.stringify({ ...game.record, moves }));
    const illegal = await cli('analyse', broken, '--iterations', '5');
    expect(illegal.code).toBe(1);
    expect(illegal.err).toContain('ERR_ILLEGAL_MOVE');
  });
});

describe('tnt puzzles', () => {
  it("writes puzzles where one move clearly leads, with the solver's view only", async () => {
    const from = mkdtempSync(join(tmpdir(), 'tnt-puzzle-records-'));
    writeFileSync(join(from, 'a.json'), JSON.stringify(game.record));
    writeFileSync(join(from, 'notes.json'), '{"not": "a record"}');
    const out = join(folder, 'out', 'puzzles.json');
    const run = await cli(
      'puzzles',
      '--from',
      from,
      '--out',
      out,
      '--iterations',
      '160',
      '--screen',
      '30',
      '--margin',
      '30',
      '--per-game',
      '2',
    );
    expect(run.code).toBe(0);
    expect(run.err).toContain('notes.json: skipped');
    const written = JSON.parse(readFileSync(out, 'utf8')) as PuzzleFile;
    expect(written.format).toBe('thurn-und-taxis-puzzles');
    expect(written.margin).toBe(0.3);
    expect(written.puzzles.length).toBeGreaterThan(0);
    expect(written.puzzles.length).toBeLessThanOrEqual(2);
    expect(run.out).toContain(`${written.puzzles.length} puzzles from 1 records`);
    const text = readFileSync(out, 'utf8');
    // Never the game's seed, nor the supply's order.
    expect(text).not.toContain(game.record.seed);
    expect(text).not.toContain('"seed"');
    expect(text).not.toContain('"supply"');
    for (const p of written.puzzles) {
      expect(p.view.viewer).toBe(p.seat);
      expect(p.view.decision?.seat).toBe(p.seat);
      for (const seat of p.view.seats) if (seat.seat !== p.seat) expect(seat.hand).toBeNull();
      expect(p.view.legalMoves.map(moveToText)).toContain(moveToText(p.solution));
      expect(p.winChance - p.runnerUp.winChance).toBeGreaterThanOrEqual(0.3);
      expect(p.id).toBe(`a#${p.source.moveNumber}`);
      expect(game.record.moves[p.source.moveNumber - 1]!.seat).toBe(p.seat);
    }
  });

  it('needs both --from and --out', async () => {
    expect((await cli('puzzles', '--out', 'x.json')).code).toBe(2);
    expect((await cli('puzzles', '--from', folder)).code).toBe(2);
    expect((await cli('puzzles', '--from', join(folder, 'nope'), '--out', 'x.json')).code).toBe(2);
  });
});
