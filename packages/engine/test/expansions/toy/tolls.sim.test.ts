// An expansion that exists only here, Tolls (tolls.ts), plugged into the engine the way a built-in
// one is: its folder and one registration. Whole games are played with it, alone and with the
// built-in expansions: its own decisions are asked of the seat a toll is owed to, its fields are
// in every state, view and score line, its move reads and writes in the notation, records
// replay, views rebuild into states, and without it the engine is as before.
import { describe, expect, it } from 'vitest';
import {
  Phase,
  applyWithEffects,
  createGame,
  decision,
  determinize,
  legalMoves,
  makeRecord,
  moveFromText,
  moveToText,
  parseMove,
  parseRecord,
  playerView,
  replay,
  scoreSheet,
  seedRng,
  validateMove,
  type Expansion,
  type GameSetup,
  type GameState,
  type Move,
} from '../../../src/index.ts';
import { MAX_LEGAL_MOVES, applyCode, generateMoves, moveOfCode } from '../../../src/fast.ts';
import { registerExpansion } from '../../../src/extension/registry.ts';
import { expansionPolicy } from '../../conformance/policy.ts';
import { TOLLS, TOLLS_IN_THE_BOX } from './tolls.ts';

// The one line that adds the expansion to the engine.
registerExpansion(TOLLS);

const COMBINATIONS: { expansions: Expansion[] }[] = [
  { expansions: ['tolls'] },
  { expansions: ['tolls', 'messenger', 'offices'] },
];
const GAMES = 6;

interface Played {
  readonly state: GameState;
  readonly moves: { seat: number; move: Move }[];
  /** Tolls asked: the seat asked, and the seat that built the house that owes the toll. */
  readonly asked: { seat: number; builder: number }[];
  readonly taken: number;
}

/** A whole game through the safe API: every move checked, applied, and its effects read. */
function playGame(setup: GameSetup): Played {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const rng = seedRng(`tolls ${setup.seed}`);
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  const moves: { seat: number; move: Move }[] = [];
  const asked: { seat: number; builder: number }[] = [];
  let taken = 0;
  while (s.phase !== Phase.Over) {
    if (moves.length > 20_000) throw new Error('the game does not end');
    const awaited = decision(s)!;
    if (awaited.step === 'toll') asked.push({ seat: awaited.seat, builder: s.tollOwedBy });
    const n = generateMoves(s, codes);
    const move = moveOfCode(expansionPolicy(s, codes, n, rng), s.board);
    const checked = validateMove(s, awaited.seat, move);
    if (!checked.ok) throw new Error(`${moveToText(move)}: ${checked.error.message}`);
    const { state, effects } = applyWithEffects(s, checked.value);
    if (effects.tollTaken) taken++;
    moves.push({ seat: awaited.seat, move });
    s = state;
  }
  return { state: s, moves, asked, taken };
}

describe.each(COMBINATIONS)('whole games with $expansions', ({ expansions }) => {
  it.each([2, 3, 4])('%i players: tolls asked of the house owner, counted, replayed', (players) => {
    let asked = 0;
    for (let g = 0; g < GAMES; g++) {
      const setup: GameSetup = {
        options: { players, expansions },
        seed: `${expansions.join('+')} ${players} ${g}`,
      };
      const game = playGame(setup);
      const { state } = game;
      asked += game.asked.length;
      // A toll is asked of the house owner, another seat than the builder.
      for (const toll of game.asked) expect(toll.seat).not.toBe(toll.builder);
      const sheet = scoreSheet(state);
      const tolls = sheet.lines.reduce((sum, line) => sum + line.tolls, 0);
      expect(tolls).toBe(game.taken);
      expect(tolls + state.tollsLeft).toBe(TOLLS_IN_THE_BOX);
      for (const line of sheet.lines) {
        expect(line.total).toBe(
          line.carriagePoints +
            line.tilePoints -
            line.unplacedHouses +
            line.messenger +
            line.chips +
            line.tolls,
        );
      }
      const view = playerView(state, 0);
      expect(view.seats.map((seat) => seat.tolls)).toEqual(Array.from(state.tolls));
      expect(view.tollsLeft).toBe(state.tollsLeft);
      // The record, through the notation, replays to the same game.
      const texts = game.moves.map(({ move }) => moveToText(move));
      expect(texts.map((t) => moveFromText(t)).every((r) => r.ok)).toBe(true);
      const record = parseRecord(JSON.parse(JSON.stringify(makeRecord(setup, game.moves))));
      if (!record.ok) throw new Error(record.error.message);
      const replayed = replay(record.value);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(replayed.value.failure).toBeNull();
      expect(replayed.value.state.memory).toEqual(state.memory);
    }
    expect(asked).toBeGreaterThan(0);
  });
});

describe('the toll decision', () => {
  /** A state where a toll is awaited, from a seeded game. */
  function awaitingToll(): GameState {
    for (let g = 0; g < 50; g++) {
      const created = createGame({ options: { players: 3, expansions: ['tolls'] }, seed: `t${g}` });
      if (!created.ok) throw new Error(created.error.message);
      const s = created.value;
      const rng = seedRng(`toll ${g}`);
      const codes = new Int32Array(MAX_LEGAL_MOVES);
      while (s.phase !== Phase.Over) {
        if (decision(s)?.step === 'toll') return s;
        // In place, on the fast path, as bots play.
        applyCode(s, expansionPolicy(s, codes, generateMoves(s, codes), rng));
      }
    }
    throw new Error('no toll in 50 games');
  }

  it('offers take and waive to the owed seat only, and shows who owes whom', () => {
    const s = awaitingToll();
    const owed = decision(s)!.seat;
    expect(legalMoves(s).map(moveToText)).toEqual(['toll take', 'toll waive']);
    const view = playerView(s, owed);
    expect(view.tollDue).toEqual({ to: owed, from: s.tollOwedBy, resume: s.tollResume });
    expect(s.tollOwedBy).not.toBe(owed);
    expect(s.houses[owed]! & s.houses[s.tollOwedBy]!).not.toBe(0);
    expect(validateMove(s, s.tollOwedBy, { type: 'toll', choice: 'take' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_YOUR_TURN' },
    });
    // A view in the middle of the decision rebuilds into a state with the same public view.
    const rebuilt = determinize(view, seedRng('rebuilt'));
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    expect(playerView(rebuilt.value, owed)).toEqual(view);
  });

  it("refuses a take when the box is empty, with the expansion's own code", () => {
    const s = awaitingToll();
    s.tollsLeft = 0;
    expect(legalMoves(s).map(moveToText)).toEqual(['toll waive']);
    expect(validateMove(s, decision(s)!.seat, { type: 'toll', choice: 'take' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_TOLLS_LEFT' },
    });
  });

  it('reads its move in JSON and the notation, and refuses it where Tolls are not played', () => {
    expect(parseMove({ type: 'toll', choice: 'waive' })).toEqual({
      ok: true,
      value: { type: 'toll', choice: 'waive' },
    });
    expect(parseMove({ type: 'toll', choice: 'pay' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_MALFORMED', field: 'choice' },
    });
    expect(moveFromText('toll take')).toEqual({
      ok: true,
      value: { type: 'toll', choice: 'take' },
    });
    const base = createGame({ options: { players: 2 }, seed: 'no tolls' });
    if (!base.ok) throw new Error(base.error.message);
    const absent = validateMove(base.value, decision(base.value)!.seat, {
      type: 'toll',
      choice: 'take',
    });
    expect(absent).toMatchObject({
      ok: false,
      error: { message: 'tolls are owed only with Tolls' },
    });
    // A game without the expansion has its fields at their absent values.
    const view = playerView(base.value, 0);
    expect(view.tollDue).toBeNull();
    expect(view.seats.map((seat) => seat.tolls)).toEqual([0, 0]);
    expect(scoreSheet(base.value).lines.map((line) => line.tolls)).toEqual([0, 0]);
  });
});
