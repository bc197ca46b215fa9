/**
 * Plays one seeded conformance game on the engine's fast path (`generateMoves` + `applyCode`),
 * checking the invariants of invariants.ts after every move, the text notation of every move
 * played, and at the end that the game's record, through JSON, replays to the identical state.
 */
import {
  Phase,
  createGame,
  moveToText,
  seedRng,
  type GameSetup,
  type GameState,
  type Move,
  type RulesOptions,
} from '../../src/index.ts';
import { MAX_LEGAL_MOVES, MoveKind, applyCode, generateMoves, moveKind } from '../../src/fast.ts';
import {
  Violation,
  checkCards,
  checkCarriages,
  checkEnd,
  checkEndTrigger,
  checkHouses,
  checkProgress,
  checkRoutes,
  checkScoreSheet,
  checkTileConditions,
  checkTiles,
  newBefore,
  recordBefore,
  violated,
  type Before,
} from './invariants.ts';
import type { Policy } from './policy.ts';
import { checkRecord, moveOf } from './records.ts';

export interface GameSpec {
  readonly players: number;
  readonly seed: string;
  readonly policy: Policy;
  /** A game longer than this is a failure: every game must end. */
  readonly maxMoves: number;
  readonly rules?: Partial<RulesOptions>;
  /** Extra checks before each move (views, validation), on the state the move is chosen in. */
  readonly beforeMove?: (s: GameState, legal: Int32Array, n: number) => void;
  /** Replay the record with the engine's `replay` (slower) rather than in place. */
  readonly engineReplay?: boolean;
  /**
   * Called after each move is applied and before it is checked, as if the move had done it: only
   * the tests of the checks themselves use it, to corrupt a state on purpose.
   */
  readonly afterMove?: (s: GameState) => void;
}

export interface GameOutcome {
  readonly seed: string;
  readonly moves: number;
  readonly turns: number;
  /** Moves played, counted by MoveKind. */
  readonly kinds: readonly number[];
  readonly endedByCarriage: boolean;
  /** Decisions taken with supply and discards both empty (R6). */
  readonly emptySupplySteps: number;
  /** The first broken invariant, with where it broke, or null. */
  readonly problem: string | null;
}

/** Move kinds are the low 5 bits of a code. */
const KIND_COUNT = 32;

/** The kinds of move of the base game, every one of which the conformance games must play. */
const BASE_GAME_KINDS: readonly (keyof typeof MoveKind)[] = [
  'Administrator',
  'Postmaster',
  'PostalCarrier',
  'DrawSlot',
  'DrawSupply',
  'PlayLeft',
  'PlayRight',
  'PlayNew',
  'Close',
  'House',
  'FinishHouses',
  'CarriageTake',
  'CarriageCartwright',
  'CarriageDecline',
  'Discard',
  'EndTurn',
];

/**
 * The score sheet reads only carriages, tiles, unplaced houses and whether the game is over; it is
 * checked at the start and after every move that changed one of them, which covers every distinct
 * score sheet of the game at a fraction of the cost of building it after every move. (Every other
 * move is checked to leave them alone: checkHouses, checkTiles, checkCarriages.)
 */
function scoringChanged(s: GameState, b: Before): boolean {
  const seat = b.current;
  return (
    s.phase === Phase.Over ||
    s.tileCount[seat] !== b.tileCount[seat] ||
    s.carriages[seat] !== b.carriages[seat] ||
    s.houses[seat] !== b.houses[seat]
  );
}

function checkAfterMove(s: GameState, before: Before, code: number): void {
  checkCards(s);
  checkRoutes(s);
  checkHouses(s, before, code);
  checkTiles(s, before, code);
  checkCarriages(s, before, code);
  checkEndTrigger(s, before);
  // Tile conditions read houses, tiles and the end's trigger, like the score sheet.
  if (code < 0 || scoringChanged(s, before) || s.endTriggeredBy !== before.endTriggeredBy) {
    checkTileConditions(s);
    checkScoreSheet(s);
  }
}

export function playGame(spec: GameSpec): GameOutcome {
  const setup: GameSetup = {
    options: { players: spec.players, map: 'base', ...(spec.rules ? { rules: spec.rules } : {}) },
    seed: spec.seed,
  };
  const kinds = new Array<number>(KIND_COUNT).fill(0);
  const played: { seat: number; move: Move }[] = [];
  const legal = new Int32Array(MAX_LEGAL_MOVES);
  let s: GameState | null = null;
  // Where a failure happened: before the first move, at move `at` (1-based), or at the end.
  let at = 0;
  let chosen = false;
  let emptySupplySteps = 0;
  try {
    const created = createGame(setup);
    if (!created.ok) violated(`createGame failed: ${created.error.code}`);
    if (created.value.board.id !== 'base') violated('the conformance games are on the base board');
    s = created.value;
    const rng = seedRng(`policy:${spec.seed}`);
    const before = newBefore(s);
    checkAfterMove(s, before, -1);
    for (;;) {
      const n = generateMoves(s, legal);
      checkProgress(s, n);
      if (s.phase === Phase.Over) break;
      if (played.length >= spec.maxMoves) violated(`not over after ${spec.maxMoves} moves`);
      at = played.length + 1;
      chosen = false;
      if (s.supplyCount + s.discardCount === 0) emptySupplySteps++;
      spec.beforeMove?.(s, legal, n);
      const code = spec.policy(s, legal, n, rng);
      played.push({ seat: s.current, move: moveOf(s, code) });
      chosen = true;
      kinds[moveKind(code)]!++;
      recordBefore(s, before);
      applyCode(s, code);
      spec.afterMove?.(s);
      checkAfterMove(s, before, code);
    }
    at = -1;
    checkEnd(s);
    checkRecord(setup, played, s, spec.engineReplay ?? false);
  } catch (error) {
    // A Violation is a broken invariant; any other error is the engine throwing, also a finding.
    const kind = error instanceof Violation ? '' : 'THROW ';
    const message = error instanceof Error ? error.message : String(error);
    const last = played[played.length - 1];
    const where =
      at === -1
        ? 'at the end'
        : at === 0
          ? 'at the start'
          : chosen && last
            ? `at move ${at} (seat ${last.seat}: ${moveToText(last.move)})`
            : `before move ${at}`;
    const problem = `${spec.seed} ${where}: ${kind}${message}`;
    return outcome(spec.seed, played.length, s, kinds, emptySupplySteps, problem);
  }
  return outcome(spec.seed, played.length, s, kinds, emptySupplySteps, null);
}

function outcome(
  seed: string,
  moves: number,
  s: GameState | null,
  kinds: number[],
  emptySupplySteps: number,
  problem: string | null,
): GameOutcome {
  const by = s?.endTriggeredBy ?? -1;
  const endedByCarriage =
    s !== null && by >= 0 && s.carriages[by] === s.board.carriageValues.length;
  return { seed, moves, turns: s?.turn ?? 0, kinds, endedByCarriage, emptySupplySteps, problem };
}

export interface Tally {
  readonly games: number;
  readonly problems: string[];
  /** Moves played, counted by MoveKind. */
  readonly kinds: number[];
  moves: number;
  longest: number;
  /** Games ended by a 7 carriage; the others by a last house. */
  endedByCarriage: number;
  /** Games that had decisions with supply and discards both empty (R6). */
  reachedEmptySupply: number;
}

/** Plays `count` games and sums what a test asserts on. */
export function playGames(count: number, make: (i: number) => GameSpec): Tally {
  const tally: Tally = {
    games: count,
    problems: [],
    kinds: new Array<number>(KIND_COUNT).fill(0),
    moves: 0,
    longest: 0,
    endedByCarriage: 0,
    reachedEmptySupply: 0,
  };
  for (let i = 0; i < count; i++) {
    const result = playGame(make(i));
    if (result.problem !== null) tally.problems.push(result.problem);
    result.kinds.forEach((k, kind) => (tally.kinds[kind]! += k));
    tally.moves += result.moves;
    tally.longest = Math.max(tally.longest, result.moves);
    if (result.endedByCarriage) tally.endedByCarriage++;
    if (result.emptySupplySteps > 0) tally.reachedEmptySupply++;
  }
  return tally;
}

/** Names of the base game's move kinds never played in a tally. */
export function kindsNeverPlayed(tally: Tally): string[] {
  return BASE_GAME_KINDS.filter((name) => tally.kinds[MoveKind[name]] === 0);
}
