/**
 * Text for the terminal: aligned tables, numbers with thousands separators, and the score sheet
 * with its breakdown. Seats are shown from 1, as the engine's messages count them.
 *
 * @example
 * formatScoreSheet(scoreSheet(state));
 * // rank  seat    carriage  tiles  houses  total  tie-break
 * // 1     seat 2  5 (+5)    +17    -0      22     0 (game-end tile)
 */
import type { ScoreLine, ScoreSheet } from '@tnt/engine';

export const seatName = (seat: number): string => `seat ${seat + 1}`;

/** 1234567.8 -> "1,234,568"; decimals only when asked. */
export const formatNumber = (n: number, decimals = 0): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** Columns padded to their widest cell; the columns listed in `right` are right-aligned. */
export function table(rows: readonly (readonly string[])[], right: readonly number[] = []): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => {
          const width = widths[i] ?? 0;
          return right.includes(i) ? cell.padStart(width) : cell.padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function tieBreakCell(line: ScoreLine, sheet: ScoreSheet): string {
  return line.tieBreak === 0 && sheet.gameEndTileHolder === line.seat
    ? '0 (game-end tile)'
    : `${line.tieBreak}`;
}

/** A column of the score sheet; the expansions' columns are shown only when they score. */
interface Column {
  readonly header: string;
  readonly cell: (line: ScoreLine, sheet: ScoreSheet) => string;
  readonly shown?: (lines: readonly ScoreLine[]) => boolean;
}

const COLUMNS: readonly Column[] = [
  { header: 'rank', cell: (line) => `${line.rank}` },
  { header: 'seat', cell: (line) => seatName(line.seat) },
  {
    header: 'carriage',
    cell: (line) =>
      line.carriage === null ? '-' : `${line.carriage} (${signed(line.carriagePoints)})`,
  },
  { header: 'tiles', cell: (line) => signed(line.tilePoints) },
  {
    header: 'houses',
    cell: (line) => (line.unplacedHouses === 0 ? '0' : `-${line.unplacedHouses}`),
  },
  {
    header: 'messenger',
    cell: (line) => signed(line.messenger),
    shown: (lines) => lines.some((line) => line.messenger !== 0),
  },
  {
    header: 'chips',
    cell: (line) => signed(line.chips),
    shown: (lines) => lines.some((line) => line.chips !== 0),
  },
  { header: 'total', cell: (line) => `${line.total}` },
  { header: 'tie-break', cell: tieBreakCell },
];

function tileList(line: ScoreLine): string {
  return line.tiles.length === 0
    ? 'none'
    : line.tiles.map((tile) => `${tile.label} ${signed(tile.value)}`).join(', ');
}

/**
 * The score sheet, best first: the carriage (its value and points), tiles, unplaced houses (a
 * point off each), the Messenger's point and office chips when they score, total, rank and
 * tie-break, then each seat's tiles one by one.
 */
export function formatScoreSheet(sheet: ScoreSheet): string {
  const lines = sheet.ranking.map((seat) => sheet.lines[seat]!);
  const columns = COLUMNS.filter((column) => column.shown?.(lines) ?? true);
  const rows = table([
    columns.map((column) => column.header),
    ...lines.map((line) => columns.map((column) => column.cell(line, sheet))),
  ]);
  const tiles = lines.map((line) => `  ${seatName(line.seat)}: ${tileList(line)}`).join('\n');
  const reference =
    sheet.gameEndTileHolder === null ? 'the starting player' : 'the holder of the game-end tile';
  return [
    rows,
    'tiles:',
    tiles,
    `(houses: unplaced houses, a point off each; tie-break: places clockwise from ${reference}, fewer wins a tie)`,
  ].join('\n');
}
