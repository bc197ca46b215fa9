import { describe, it, expect } from 'vitest';
import { scoreSheet, type ScoreSheet } from '@tnt/engine';
import { formatNumber, formatScoreSheet, table } from '../src/format.ts';
import { randomGame } from './helpers.ts';

const sheet = scoreSheet(randomGame(4, 'format').state);

describe('format', () => {
  it('pads each column to its widest cell and right-aligns the columns asked', () => {
    const text = table(
      [
        ['a', 'bbb'],
        ['cc', 'd'],
      ],
      [1],
    );
    expect(text.split('\n')).toEqual(['a   bbb', 'cc    d']);
  });

  it('writes thousands with commas', () => {
    expect(formatNumber(1234567.8)).toBe('1,234,568');
    expect(formatNumber(2.25, 1)).toBe('2.3');
  });

  it('lists the seats best first, one row each, with the ranks and totals of the sheet', () => {
    const [header, ...rows] = formatScoreSheet(sheet)
      .split('\n')
      .slice(0, 5)
      .map((row) => row.split(/\s{2,}/));
    const total = header!.indexOf('total');
    expect(rows.map((cells) => cells[0])).toEqual(['1', '2', '3', '4']);
    sheet.ranking.forEach((seat, i) => {
      expect(rows[i]![1]).toBe(`seat ${seat + 1}`);
      expect(rows[i]![total]).toBe(`${sheet.lines[seat]!.total}`);
    });
  });

  it("shows the expansions' columns only when they score (R13 Messenger, office chips)", () => {
    expect(formatScoreSheet(sheet)).not.toMatch(/messenger|chips/);
    const lines = sheet.lines.map((line) =>
      line.seat === 0 ? { ...line, messenger: 1, chips: 2 } : line,
    );
    const withExtras: ScoreSheet = { ...sheet, lines };
    const header = formatScoreSheet(withExtras).split('\n')[0]!;
    expect(header).toMatch(/houses\s+messenger\s+chips\s+total/);
  });
});
