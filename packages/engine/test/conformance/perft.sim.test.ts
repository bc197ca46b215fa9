// Perft-style regression tables (a change in the count of legal-move sequences, N moves deep,
// shows a change of the rules that no single test looked for): the leaves of the legal-move tree, 1 to N
// moves deep, from fixed positions of 2, 3 and 4 players, kept as data in ../data/perft.json.
// The counts come from the engine itself, so they catch changes, not first bugs; the few that are
// hand-checked against the rules are asserted separately below. A rules bug fixed adds a row.
//
// To remake the data (after a deliberate rules change, reviewed as a diff):
//   UPDATE_PERFT=1 npx vitest run packages/engine/test/conformance/perft.sim.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToText, validateMove, type GameSetup } from '../../src/index.ts';
import { MoveKind, NO_CARD } from '../../src/fast.ts';
import {
  DEAL_2P,
  buildPosition,
  findPosition,
  hasKind,
  perft,
  stepName,
  type Position,
  type Wanted,
} from './positions.ts';
import { hoardingPolicy, type Policy } from './policy.ts';

interface PerftRow extends Position {
  /** The step awaited at the position. */
  readonly step: string;
  /** perft[d - 1]: the leaves d moves deep. */
  readonly perft: readonly number[];
}

interface PerftData {
  readonly about: readonly string[];
  readonly positions: readonly PerftRow[];
}

const DATA = new URL('../data/perft.json', import.meta.url);
/** A position's table goes as deep as it can while the deepest count stays under this. */
const LEAF_LIMIT = 12_000;
const MAX_DEPTH = 8;

const SEEDED_3P: GameSetup = { options: { players: 3, map: 'base' }, seed: 'perft 3p' };
const SEEDED_4P: GameSetup = {
  options: { players: 4, map: 'base', startingPlayer: 2 },
  seed: 'perft 4p',
};

const inRouteOf = (s: Parameters<Wanted>[0]): number => s.routeLength[s.current]!;

/** How each row's position is reached: moves written by hand, or the first position that fits. */
interface Search {
  readonly name: string;
  readonly setup: GameSetup;
  readonly wanted: Wanted;
  readonly policy?: Policy;
}

const CATALOGUE: readonly (Position | Search)[] = [
  { name: '2p deal: first decision (forced Postmaster)', setup: DEAL_2P, moves: [] },
  {
    name: '2p deal: second turn of seat 0, Administrator allowed',
    setup: DEAL_2P,
    moves: [
      '0: draw 1', // Ulm; Zürich fills slot 1
      '0: draw 2', // Stuttgart; Ingolstadt fills slot 2
      '0: play Ulm new',
      '0: end turn',
      '1: draw 1', // Zürich; Kempten fills slot 1
      '1: draw 1', // Kempten; Sigmaringen fills slot 1
      '1: play Zürich new',
      '1: end turn',
    ],
  },
  { name: '3p seeded: first decision', setup: SEEDED_3P, moves: [] },
  { name: '4p seeded, seat 2 starts: first decision', setup: SEEDED_4P, moves: [] },
  {
    name: '3p seeded: play step, a route of 2+ to extend, Postmaster offered',
    setup: SEEDED_3P,
    wanted: (s, legal) =>
      s.turn > 9 &&
      inRouteOf(s) >= 2 &&
      hasKind(legal, MoveKind.Postmaster) &&
      (hasKind(legal, MoveKind.PlayLeft) || hasKind(legal, MoveKind.PlayRight)),
  },
  {
    name: '2p deal: close step, a route of 3+, Postal Carrier offered',
    setup: DEAL_2P,
    wanted: (s, legal) =>
      stepName(s) === 'close' &&
      hasKind(legal, MoveKind.Close) &&
      hasKind(legal, MoveKind.PostalCarrier),
  },
  {
    name: '4p seeded: houses to place, 3 or more choices',
    setup: SEEDED_4P,
    wanted: (s, legal) => stepName(s) === 'houses' && legal.length >= 4 && s.turn > 20,
  },
  {
    name: '3p seeded: carriage step, the Cartwright is the option',
    setup: SEEDED_3P,
    wanted: (_s, legal) => hasKind(legal, MoveKind.CarriageCartwright),
  },
  {
    name: '4p seeded: discard step, 5+ cards in hand',
    setup: SEEDED_4P,
    wanted: (s) => stepName(s) === 'discard' && s.handSize[s.current]! >= 5,
  },
  {
    name: '4p seeded, hoarding players: supply and discards empty, display slots empty (R6)',
    setup: SEEDED_4P,
    policy: hoardingPolicy(2),
    wanted: (s) =>
      s.supplyCount + s.discardCount === 0 &&
      s.display.includes(NO_CARD) &&
      stepName(s) === 'draw' &&
      s.handSize[s.current]! > 0,
  },
  {
    name: '3p seeded: last round, the last turn of the game begins (R9)',
    setup: SEEDED_3P,
    wanted: (s) =>
      s.endTriggeredBy >= 0 &&
      s.endTriggeredBy !== s.current &&
      s.current === (s.startPlayer + s.players - 1) % s.players,
  },
];

function makeRow(p: Position): PerftRow {
  const s = buildPosition(p);
  let counts = perft(s, 1);
  while (counts.length < MAX_DEPTH && counts[counts.length - 1]! <= LEAF_LIMIT) {
    const deeper = perft(s, counts.length + 1);
    if (deeper[deeper.length - 1] === 0) break;
    counts = deeper;
  }
  return { ...p, step: stepName(s), perft: counts };
}

function makeData(): PerftData {
  const positions = CATALOGUE.map((entry) =>
    makeRow(
      'moves' in entry ? entry : findPosition(entry.name, entry.setup, entry.wanted, entry.policy),
    ),
  );
  return {
    about: [
      'Perft-style counts: perft[d-1] is the number of leaves of the legal-move tree d moves deep',
      '(generateMoves, cloneState + applyCode), from the position after the listed moves ("seat: move",',
      'in the text notation) of the given game setup. Made by',
      'UPDATE_PERFT=1 npx vitest run packages/engine/test/conformance/perft.sim.test.ts;',
      'positions not written by hand are the first that fit a condition in a seeded game of the',
      'purposeful player (the hoarding one for R6; see policy.ts and the CATALOGUE in perft.sim.test.ts).',
      'Each table goes as deep as it can while under',
      `${LEAF_LIMIT} leaves. The counts are the engine's own: regression data, not a second opinion.`,
    ],
    positions,
  };
}

if (process.env.UPDATE_PERFT === '1') {
  writeFileSync(DATA, `${JSON.stringify(makeData(), null, 1)}\n`);
}

const data = JSON.parse(readFileSync(DATA, 'utf8')) as PerftData;
const row = (name: string): PerftRow => {
  const found = data.positions.find((p) => p.name === name);
  if (!found) throw new Error(`no perft row "${name}"`);
  return found;
};

describe('perft tables', () => {
  it('cover every step of a base-game turn and 2, 3 and 4 players', () => {
    expect(new Set(data.positions.map((p) => p.step))).toEqual(
      new Set(['draw', 'play', 'close', 'houses', 'carriage', 'discard']),
    );
    expect(new Set(data.positions.map((p) => p.setup.options.players))).toEqual(new Set([2, 3, 4]));
  });

  for (const p of data.positions) {
    it(`${p.name}: ${p.perft.join(', ')}`, () => {
      const s = buildPosition(p);
      expect(stepName(s)).toBe(p.step);
      expect(perft(s, p.perft.length)).toEqual(p.perft);
      // Depth 1 through the public API too: legalMoves lists them all, and each one validates.
      const moves = legalMoves(s);
      expect(moves).toHaveLength(p.perft[0]!);
      for (const move of moves) expect(validateMove(s, s.current, move).ok).toBe(true);
    });
  }
});

describe('perft counts checked by hand against the rules', () => {
  it('first decision: 6 face-up cards + the supply, no Administrator (001 forced Postmaster; R7)', () => {
    // 001: "in the first game turn, each player must choose to use the help of the Postmaster",
    // and "he, of course, cannot use the help of any other official on that turn": the
    // Administrator is not a move. So the moves are the six display slots and the supply.
    for (const name of [
      '2p deal: first decision (forced Postmaster)',
      '3p seeded: first decision',
      '4p seeded, seat 2 starts: first decision',
    ])
      expect(row(name).perft[0]).toBe(7);
  });

  it('2p deal, the whole first turn and the next decision: 7, 49, 98, 98, 686', () => {
    // 1: seven draws (above). 2: the Postmaster's second draw; the slot taken was refilled at once
    //    from the supply (001 "he replaces it with the top-most card"), so again 6 + 1: 7 x 7.
    // 3: the deal's first 9 cards are 9 different cities, so every hand of two is two cities, and
    //    with no route each card can only start one (001 "no current route"): 49 x 2 = 98.
    // 4: a route of one city cannot be closed (001 "at least 3") and the Postal Carrier is not
    //    offered (the forced Postmaster was this turn's official): only "end turn", 98.
    // 5: seat 1's first decision is like seat 0's: 7 each, 98 x 7 = 686.
    expect(row('2p deal: first decision (forced Postmaster)').perft.slice(0, 5)).toEqual([
      7, 49, 98, 98, 686,
    ]);
  });

  it('second turn with a card in hand: 8 moves, then 48 (R7, R16, 001 "suitable" cards)', () => {
    // Seat 0 holds Stuttgart and has the route Ulm; the display is Sigmaringen, Ingolstadt,
    // Augsburg, München, Nürnberg, Basel and the supply's top is Mannheim (see the deal).
    // 1: no Postmaster is forced (the hand is not empty), so the Administrator may replace the
    //    display before the first draw (001 "before he takes a card"): 1 + 6 + 1 = 8.
    // 2: after the Administrator, one draw: 6 + 1 = 7 (no second official). After a draw X, the
    //    play step: the Postmaster (R16: after the first draw), Stuttgart at either end of Ulm or
    //    as a new route (3), and X as a new route, plus at either end when X is next to Ulm:
    //    Sigmaringen, Ingolstadt, Augsburg are (7 moves each); München, Nürnberg, Basel and
    //    Mannheim are not (5 each). 7 + 3 x 7 + 4 x 5 = 48.
    expect(row('2p deal: second turn of seat 0, Administrator allowed').perft.slice(0, 2)).toEqual([
      8, 48,
    ]);
  });

  it('a route one or two cities short: the Cartwright or declining, nothing else (R3, R16)', () => {
    const s = buildPosition(row('3p seeded: carriage step, the Cartwright is the option'));
    expect(legalMoves(s).map(moveToText)).toEqual(['carriage cartwright', 'carriage decline']);
  });

  it('cards played, a route of 3+: Postal Carrier, close or end the turn (001 "3. Close")', () => {
    const s = buildPosition(row('2p deal: close step, a route of 3+, Postal Carrier offered'));
    expect(legalMoves(s).map(moveToText)).toEqual(['postal-carrier', 'close', 'end turn']);
  });

  it('supply and discards empty: the face-up cards left and the Administrator, no supply (R6, R7)', () => {
    // R6: "If supply and discards are both empty, the supply cannot be drawn from, a display slot
    // that is taken stays empty". The hand is not empty, so the Administrator is allowed (R7).
    const s = buildPosition(
      row('4p seeded, hoarding players: supply and discards empty, display slots empty (R6)'),
    );
    const filled = [...s.display].flatMap((card, slot) => (card === NO_CARD ? [] : [slot + 1]));
    expect(filled.length).toBeLessThan(6);
    expect(legalMoves(s).map(moveToText)).toEqual([
      'administrator',
      ...filled.map((slot) => `draw ${slot}`),
    ]);
  });
});
