// Random-simulation conformance for the expansions (many seeded games, each checked at every
// move, find what a few hand-made positions miss): seeded games with The
// Princess' Messenger, Offices of Honor and both, checking at every step that letters, office
// tiles, chips, cards and houses are conserved, that a legal move exists for the seat the engine
// names until the game ends, and at the end that the record replays to the same state.
import { describe, expect, it } from 'vitest';
import {
  Phase,
  createGame,
  decision,
  makeRecord,
  parseRecord,
  playerView,
  replay,
  determinize,
  seedRng,
  type GameSetup,
  type GameState,
  type Move,
} from '../../src/index.ts';
import { MAX_LEGAL_MOVES, applyCode, generateMoves, moveOfCode } from '../../src/fast.ts';
import { expansionPolicy, uniformPolicy } from '../conformance/policy.ts';
import { EXPANSION_COMBINATIONS } from '../expansion-settings.ts';
import { OFFICE_TILES } from '../../src/expansions/offices-of-honor/return-rounds.ts';

/** Every combination the rules allow, base board and Power and Glory's, with its variant. */
const COMBINATIONS = EXPANSION_COMBINATIONS;
const GAMES_PER_SETTING = 20;
const MAX_MOVES = 400_000;

/** Throws (cheaply, unlike an expect per step) when an invariant breaks. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

function checkConservation(s: GameState, setup: GameSetup, lettersBefore: number): number {
  const n = s.board.cityCount;
  const types = s.board.cards.count;
  let cards = s.supplyCount + s.discardCount + s.display.filter((c) => c !== 255).length;
  for (let seat = 0; seat < s.players; seat++) {
    cards += s.handSize[seat]! + s.routeLength[seat]! + s.horseCount[seat]!;
    let handCount = 0;
    let horseCards = 0;
    let horsePower = 0;
    for (let card = 0; card < types; card++) {
      const at = seat * types + card;
      handCount += s.hand[at]!;
      horseCards += s.horseCards[at]!;
      horsePower += s.horseCards[at]! * s.board.cards.horses[card]!;
      check(s.knownHand[at]! <= s.hand[at]!, 'known cards are held');
    }
    check(handCount === s.handSize[seat], 'hand size');
    check(horseCards === s.horseCount[seat] && horseCards <= 6, 'horse cards');
    check(horsePower === s.horsePower[seat], 'horse power');
    if (!s.rules.horses) check(horseCards === 0, 'no horses without Power and Glory');
    let placed = 0;
    for (let city = 0; city < n; city++) if ((s.houses[seat]! & (1 << city)) !== 0) placed++;
    check(placed + s.housesLeft[seat]! === s.board.housesPerPlayer, 'houses');
  }
  check(cards === s.board.cardCount, 'cards');
  if (s.rules.offices) {
    const initial = OFFICE_TILES[s.players]!;
    for (let kind = 0; kind < 4; kind++) {
      let held = 0;
      for (let seat = 0; seat < s.players; seat++) held += s.officeTiles[seat * 4 + kind]!;
      check(held + s.officeLeft[kind]! === initial[kind], `office kind ${kind}`);
    }
    check(s.chips.reduce((a, b) => a + b, 0) + s.chipsLeft === 12, 'chips');
  }
  // Letters leave the game only when paid: the letters on the board and in hands never grow.
  let letters = 0;
  for (let city = 0; city < n; city++) if ((s.cityLetters & (1 << city)) !== 0) letters++;
  letters += s.letters.reduce((a, b) => a + b, 0);
  check(letters <= lettersBefore, 'letters never grow');
  if (!setup.options.expansions?.includes('messenger')) check(letters === 0, 'no letters');
  return letters;
}

function playGame(
  setup: GameSetup,
  uniform: boolean,
): { state: GameState; moves: { seat: number; move: Move }[] } {
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value;
  const rng = seedRng(`policy ${setup.seed}`);
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  const moves: { seat: number; move: Move }[] = [];
  let letters = Infinity;
  while (s.phase !== Phase.Over) {
    check(moves.length < MAX_MOVES, 'the game ends');
    letters = checkConservation(s, setup, letters);
    const n = generateMoves(s, codes);
    check(n > 0, 'a legal move exists');
    const seat = decision(s)!.seat;
    const code = uniform ? uniformPolicy(s, codes, n, rng) : expansionPolicy(s, codes, n, rng);
    moves.push({ seat, move: moveOfCode(code, s.board) });
    applyCode(s, code);
  }
  checkConservation(s, setup, letters);
  return { state: s, moves };
}

describe.each(COMBINATIONS)('expansions $expansions $variant', ({ expansions, variant }) => {
  it.each([2, 3, 4])(
    '%i players: conserves everything, always has a move, and replays',
    (players) => {
      let returnRoundsSeen = 0;
      for (let g = 0; g < GAMES_PER_SETTING; g++) {
        const setup: GameSetup = {
          options: { players, expansions, ...(variant ? { variant } : {}) },
          seed: `${expansions.join('+')}-${variant ?? ''}-${players}-${g}`,
        };
        const { state, moves } = playGame(setup, g === 0);
        returnRoundsSeen += moves.filter((m) => m.move.type === 'return-offices').length;
        const record = parseRecord(JSON.parse(JSON.stringify(makeRecord(setup, moves))));
        if (!record.ok) throw new Error(record.error.message);
        const replayed = replay(record.value);
        if (!replayed.ok) throw new Error(replayed.error.message);
        expect(replayed.value.failure).toBeNull();
        expect(playerView(replayed.value.state, null)).toEqual(playerView(state, null));
      }
      if (expansions.includes('offices')) expect(returnRoundsSeen).toBeGreaterThan(0);
    },
  );
});

describe('determinize with the expansions', () => {
  it('samples states whose view is the view sampled from, return rounds included', () => {
    const setup: GameSetup = {
      options: { players: 4, map: 'base', expansions: ['messenger', 'offices'] },
      seed: 'det-exp',
    };
    const created = createGame(setup);
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value;
    const rng = seedRng('det-exp policy');
    const codes = new Int32Array(MAX_LEGAL_MOVES);
    let checked = 0;
    let inRounds = 0;
    for (let step = 0; s.phase !== Phase.Over; step++) {
      if (step % 7 === 0 || s.phase >= Phase.ReturnOffices) {
        const seat = decision(s)!.seat;
        const view = playerView(s, seat);
        const sample = determinize(view, seedRng(`d${step}`));
        if (!sample.ok) throw new Error(sample.error.message);
        expect(playerView(sample.value, seat)).toEqual(view);
        checked++;
        if (s.phase >= Phase.ReturnOffices) inRounds++;
      }
      const n = generateMoves(s, codes);
      applyCode(s, purposefulPolicyOrUniform(s, codes, n, rng));
    }
    expect(checked).toBeGreaterThan(50);
    expect(inRounds).toBeGreaterThan(0);
  });
});

function purposefulPolicyOrUniform(
  s: GameState,
  codes: Int32Array,
  n: number,
  rng: ReturnType<typeof seedRng>,
): number {
  return expansionPolicy(s, codes, n, rng);
}
