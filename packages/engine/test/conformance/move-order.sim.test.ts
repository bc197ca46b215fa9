// Move-order snapshots: seeded bots and replays depend on the order of the
// legal moves, so the order at fixed positions is kept as snapshots and reviewed as a diff, with
// the rendered record of one short scripted game. The positions are those of the perft tables.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  decision,
  legalMoves,
  makeRecord,
  moveFromText,
  moveToText,
  play,
  scoreSheet,
  type GameState,
  type Move,
} from '../../src/index.ts';
import { DEAL_2P, buildPosition, type Position } from './positions.ts';

const perft = JSON.parse(readFileSync(new URL('../data/perft.json', import.meta.url), 'utf8')) as {
  positions: Position[];
};

describe('legal moves in order, at the perft positions', () => {
  for (const position of perft.positions) {
    it(position.name, () => {
      const s = buildPosition(position);
      expect({ decision: decision(s), moves: legalMoves(s).map(moveToText) }).toMatchSnapshot();
    });
  }
});

/**
 * Two turns each on the 2-player deal of positions.ts (display Ulm, Stuttgart, Augsburg, München,
 * Nürnberg, Basel; supply Zürich, Ingolstadt, Kempten, Sigmaringen, Mannheim ...). Seat 0 builds
 * Sigmaringen - Ulm - Stuttgart with the Postal Carrier and closes it: one house per province
 * (001 "in each province of the route, place 1 house in 1 of the cities"), so after Ulm and
 * Sigmaringen no house may go on Stuttgart and the houses end by themselves; then the 3 carriage.
 */
const SCRIPT: readonly string[] = [
  '0: draw 1',
  '0: draw 2',
  '0: play Ulm new',
  '0: end turn',
  '1: draw 1',
  '1: draw 1',
  '1: play Zürich new',
  '1: end turn',
  '0: draw 1',
  '0: play Stuttgart right',
  '0: postal-carrier',
  '0: play Sigmaringen left',
  '0: close',
  '0: house Ulm',
  '0: house Sigmaringen',
  '0: carriage take',
  '1: draw supply',
  '1: play Kempten right',
  '1: end turn',
];

/** The game as a log: before each move, whose decision it is and which step, then the move. */
function render(): { log: string[]; state: GameState; played: { seat: number; move: Move }[] } {
  const created = createGame(DEAL_2P);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const log: string[] = [];
  const played: { seat: number; move: Move }[] = [];
  for (const line of SCRIPT) {
    const [seat, text] = line.split(': ') as [string, string];
    const next = decision(state);
    const move = moveFromText(text);
    if (!move.ok) throw new Error(move.error.message);
    const result = play(state, Number(seat), move.value);
    if (!result.ok) throw new Error(`${line}: ${result.error.code}`);
    log.push(`turn ${state.turn}, seat ${next?.seat} (${next?.step}): ${text}`);
    played.push({ seat: Number(seat), move: move.value });
    state = result.value;
  }
  return { log, state, played };
}

describe('the rendered record of a short scripted game', () => {
  const { log, state, played } = render();

  it('plays as scripted and the houses end by themselves after two (001 "a. Place houses")', () => {
    expect(log).toMatchSnapshot();
    const after = log.findIndex((line) => line.endsWith('house Sigmaringen'));
    expect(log[after + 1]).toMatch(/\(carriage\): carriage take$/);
    expect(decision(state)).toEqual({ seat: 0, step: 'draw' });
  });

  it('its record, as JSON', () => {
    expect(JSON.stringify(makeRecord(DEAL_2P, played), null, 1)).toMatchSnapshot();
  });

  it('its score sheet after the closing: the 3 carriage, two houses placed', () => {
    const seat0 = scoreSheet(state).lines[0]!;
    expect(seat0.carriage).toBe(3);
    expect(seat0.unplacedHouses).toBe(18);
    expect(scoreSheet(state)).toMatchSnapshot();
  });
});
