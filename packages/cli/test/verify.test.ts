import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Phase, scoreSheet, type GameRecord } from '@tnt/engine';
import {
  exitCodeOf,
  formatVerify,
  verifyCommand,
  verifyFile,
  verifyJson,
  verifyText,
} from '../src/commands/verify.ts';
import { bufferIo } from '../src/io.ts';
import { randomGame } from './helpers.ts';

const finished = randomGame(3, 'verify finished');
const text = (record: unknown): string => JSON.stringify(record);

/** The record with its move `index` (0-based) replaced, and the moves after it kept. */
function withMove(record: GameRecord, index: number, seat: number, move: string): GameRecord {
  const moves = record.moves.slice();
  moves[index] = { seat, move };
  return { ...record, moves };
}

describe('tnt verify: a legal record', () => {
  it('replays a finished random game to its end and reports its final score sheet (exit 0)', () => {
    expect(finished.state.phase).toBe(Phase.Over);
    const outcome = verifyText(text(finished.record));
    expect(outcome.kind).toBe('legal');
    if (outcome.kind !== 'legal') return;
    expect(outcome.finished).toBe(true);
    expect(outcome.moves).toBe(finished.record.moves.length);
    expect(outcome.turns).toBe(finished.state.turn);
    expect(outcome.scores).toEqual(scoreSheet(finished.state));
    expect(exitCodeOf(outcome)).toBe(0);
  });

  it('names the winner and prints every seat with its carriage, tiles, houses and tie-break', () => {
    const outcome = verifyText(text(finished.record));
    const printed = formatVerify('game.json', outcome);
    const sheet = scoreSheet(finished.state);
    const winner = sheet.lines[sheet.winner!]!;
    expect(printed).toContain('legal to the end');
    expect(printed).toContain(`Winner: seat ${winner.seat + 1} with ${winner.total} points.`);
    for (const line of sheet.lines) {
      expect(printed).toContain(`seat ${line.seat + 1}`);
      for (const tile of line.tiles) expect(printed).toContain(`${tile.label} +${tile.value}`);
    }
    expect(printed).toMatch(/rank\s+seat\s+carriage\s+tiles\s+houses\s+total\s+tie-break/);
  });

  it('accepts a record that stops before the end: "game not finished", scores so far, exit 0', () => {
    const partial = randomGame(4, 'verify partial', 60);
    const outcome = verifyText(text(partial.record));
    expect(outcome.kind).toBe('legal');
    if (outcome.kind !== 'legal') return;
    expect(outcome.finished).toBe(false);
    expect(outcome.scores).toEqual(scoreSheet(partial.state));
    expect(exitCodeOf(outcome)).toBe(0);
    expect(formatVerify('p.json', outcome)).toContain('game not finished');
  });
});

describe('tnt verify: an illegal move', () => {
  it('reports a move made out of turn with its number and ERR_NOT_YOUR_TURN (exit 1)', () => {
    const index = 40;
    const recorded = finished.record.moves[index]!;
    const wrongSeat = (recorded.seat + 1) % 3;
    const record = withMove(finished.record, index, wrongSeat, recorded.move);
    const outcome = verifyText(text(record));
    expect(outcome).toMatchObject({
      kind: 'illegal',
      moves: index,
      failure: { moveNumber: index + 1, seat: wrongSeat, move: recorded.move },
    });
    if (outcome.kind !== 'illegal') return;
    expect(outcome.failure.code).toBe('ERR_NOT_YOUR_TURN');
    expect(exitCodeOf(outcome)).toBe(1);
    const printed = formatVerify('bad.json', outcome);
    expect(printed).toContain(`illegal move ${index + 1} (seat ${wrongSeat + 1})`);
    expect(printed).toContain(`ERR_NOT_YOUR_TURN: ${outcome.failure.message}`);
  });

  it('stops at the first illegal move: closing a route in the draw step is ERR_WRONG_STEP (001 turn order)', () => {
    // 001: a turn is draw a card, then play a card, then perhaps close the route, in that order.
    const record = withMove(finished.record, 0, finished.record.moves[0]!.seat, 'close');
    const outcome = verifyText(text(record));
    expect(outcome).toMatchObject({ kind: 'illegal', moves: 0, failure: { moveNumber: 1 } });
    if (outcome.kind === 'illegal') expect(outcome.failure.code).toBe('ERR_WRONG_STEP');
  });

  it('treats a move text that is no move as an illegal move (ERR_MALFORMED), not as a bad file', () => {
    const record = withMove(finished.record, 5, finished.record.moves[5]!.seat, 'fly to Ulm');
    const outcome = verifyText(text(record));
    expect(outcome).toMatchObject({ kind: 'illegal', failure: { moveNumber: 6 } });
    if (outcome.kind === 'illegal') expect(outcome.failure.code).toBe('ERR_MALFORMED');
  });
});

describe('tnt verify: not a record (exit 2)', () => {
  const cases: [string, string, string][] = [
    ['text that is not JSON', '{"format": ', 'ERR_NOT_JSON'],
    ['JSON that is not a record', text({ hello: 'world' }), 'ERR_NOT_A_RECORD'],
    ['a record without moves', text({ ...finished.record, moves: undefined }), 'ERR_NOT_A_RECORD'],
    [
      'a setup the engine refuses (7 players)',
      text({ ...finished.record, options: { players: 7, map: 'base' } }),
      'ERR_BAD_PLAYER_COUNT',
    ],
    [
      'an unknown map',
      text({ ...finished.record, options: { players: 3, map: 'atlantis' } }),
      'ERR_UNKNOWN_MAP',
    ],
  ];
  for (const [what, input, code] of cases) {
    it(`refuses ${what} with ${code}`, () => {
      const outcome = verifyText(input);
      expect(outcome).toMatchObject({ kind: 'not-a-record', error: { code } });
      expect(exitCodeOf(outcome)).toBe(2);
    });
  }

  it('refuses a file it cannot read with ERR_UNREADABLE', () => {
    const outcome = verifyFile(join(tmpdir(), 'no such directory', 'game.json'));
    expect(outcome).toMatchObject({ kind: 'not-a-record', error: { code: 'ERR_UNREADABLE' } });
  });
});

describe('tnt verify --json', () => {
  it('gives every outcome the same keys, null where they do not apply', () => {
    const outcomes = [
      verifyText(text(finished.record)),
      verifyText(text(withMove(finished.record, 0, 0, 'close'))),
      verifyText('nope'),
    ];
    const shapes = outcomes.map((o) => Object.keys(verifyJson('f.json', o)).sort());
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    const [legal, illegal, notRecord] = outcomes.map((o) => verifyJson('f.json', o));
    expect(legal).toMatchObject({ result: 'legal', exitCode: 0, finished: true, failure: null });
    expect(legal!.winner).toBe(scoreSheet(finished.state).winner);
    expect(illegal).toMatchObject({ result: 'illegal', exitCode: 1, scores: null, error: null });
    expect(notRecord).toMatchObject({ result: 'not-a-record', exitCode: 2, moves: null });
  });

  it('prints one JSON object through the command and returns the exit code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tnt-verify-'));
    const file = join(dir, 'game.json');
    writeFileSync(file, text(finished.record));
    const io = bufferIo();
    expect(await verifyCommand.run([file, '--json'], io)).toBe(0);
    const printed = JSON.parse(io.stdout()) as Record<string, unknown>;
    expect(printed).toMatchObject({ file, result: 'legal', moves: finished.record.moves.length });
  });

  it('refuses usage it does not know: no file, two files, an unknown flag (exit 2)', async () => {
    for (const args of [[], ['a.json', 'b.json'], ['a.json', '--jsn']]) {
      const io = bufferIo();
      expect(await verifyCommand.run(args, io)).toBe(2);
      expect(io.stderr()).toContain('tnt verify:');
      expect(io.stdout()).toBe('');
    }
  });
});
