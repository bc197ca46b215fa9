/**
 * Helpers of the fuzz tests: how an answer to junk is judged (typed error with a known code, or a
 * legal move; no throw; the state unchanged), where in games junk is sent, and spoilt records and
 * setups.
 */
import {
  BASE_MAP,
  MOVE_ERROR_CODES,
  Phase,
  SETUP_ERROR_CODES,
  createGame,
  legalMoves,
  makeRecord,
  nextInt,
  play,
  seedRng,
  validateMove,
  type GameState,
  type Move,
  type RngState,
} from '../../src/index.ts';
import {
  MAX_LEGAL_MOVES,
  applyCode,
  cloneState,
  generateMoves,
  moveOfCode,
} from '../../src/fast.ts';
import { sameState } from './invariants.ts';
import { HUGE, junkText, junkValue, pickOne, without } from './junk.ts';
import { purposefulPolicy } from './policy.ts';
import { sameMove } from './records.ts';

export const MOVE_CODES: readonly string[] = MOVE_ERROR_CODES;
export const RECORD_CODES: readonly string[] = ['ERR_NOT_A_RECORD'];
export const SETUP_CODES: readonly string[] = SETUP_ERROR_CODES;
export const CITIES = BASE_MAP.cities.map((c) => c.name);

/** Every well-formed move of the base game on the base board, legal or not. */
export const WELL_FORMED: readonly Move[] = [
  { type: 'official', official: 'administrator' },
  { type: 'official', official: 'postmaster' },
  { type: 'official', official: 'postal-carrier' },
  ...[0, 1, 2, 3, 4, 5].map((slot): Move => ({ type: 'draw', slot })),
  { type: 'draw', slot: 'supply' },
  ...CITIES.flatMap((city): Move[] => [
    { type: 'play', city, end: 'left' },
    { type: 'play', city, end: 'right' },
    { type: 'play', city, end: 'new' },
    { type: 'house', city },
    { type: 'discard', city },
  ]),
  { type: 'close' },
  { type: 'finish-houses' },
  { type: 'carriage', choice: 'take' },
  { type: 'carriage', choice: 'cartwright' },
  { type: 'carriage', choice: 'decline' },
  { type: 'end-turn' },
];

export type Answer = { ok: true; move: Move } | { ok: false; code: string; message: unknown };

/** validateMove and play on one input: both answers agree, nothing throws, `s` is unchanged. */
export function judge(
  s: GameState,
  seat: unknown,
  input: unknown,
  problems: string[],
): Answer | null {
  const before = cloneState(s);
  const describe = (): string => `seat ${String(seat)}, input ${safeText(input)}`;
  try {
    const checked = validateMove(s, seat as number, input);
    const played = play(s, seat as number, input);
    const changed = sameState(s, before);
    if (changed !== null) problems.push(`state changed (${changed}) by ${describe()}`);
    if (checked.ok !== played.ok) problems.push(`validateMove and play disagree on ${describe()}`);
    if (played.ok && played.value === s) problems.push(`play returned the same state object`);
    return checked.ok
      ? { ok: true, move: checked.value.move }
      : { ok: false, code: checked.error.code, message: checked.error.message };
  } catch (error) {
    problems.push(`THROWS ${String(error)} on ${describe()}`);
    return null;
  }
}

export function safeText(x: unknown): string {
  try {
    const json = JSON.stringify(x) as string | undefined;
    const text = typeof x === 'string' ? x : (json ?? typeof x);
    return text.length > 80 ? `${text.slice(0, 80)}...` : text;
  } catch {
    return typeof x;
  }
}

/** An accepted input must be a legal move of the deciding seat; a refusal must have a known code. */
export function expectSound(
  s: GameState,
  seat: unknown,
  answer: Answer | null,
  problems: string[],
): void {
  if (answer === null) return;
  if (answer.ok) {
    if (seat !== s.current || !legalMoves(s).some((m) => sameMove(m, answer.move)))
      problems.push(`accepted ${JSON.stringify(answer.move)} for seat ${String(seat)}`);
  } else if (!MOVE_CODES.includes(answer.code) || typeof answer.message !== 'string') {
    problems.push(`unknown error ${answer.code}`);
  }
}

/** States at random points of seeded purposeful games, each passed to `visit`. */
export function atRandomPoints(
  games: number,
  every: number,
  visit: (s: GameState, rng: RngState) => void,
): void {
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  for (let game = 0; game < games; game++) {
    const created = createGame({
      options: { players: 2 + (game % 3), map: 'base' },
      seed: `fuzz ${game}`,
    });
    if (!created.ok) throw new Error(created.error.message);
    const s = created.value;
    const rng = seedRng(`fuzz points ${game}`);
    while (s.phase !== Phase.Over) {
      if (nextInt(rng, every) === 0) visit(s, rng);
      const n = generateMoves(s, buffer);
      applyCode(s, purposefulPolicy(s, buffer, n, rng));
    }
    visit(s, rng);
  }
}

/** A short real record to spoil. */
export function sampleRecord(): Record<string, unknown> {
  const setup = { options: { players: 3, map: 'base' }, seed: 'fuzz record' };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value;
  const rng = seedRng('fuzz record moves');
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  const moves: { seat: number; move: Move }[] = [];
  for (let i = 0; i < 60; i++) {
    const n = generateMoves(s, buffer);
    const code = purposefulPolicy(s, buffer, n, rng);
    moves.push({ seat: s.current, move: moveOfCode(code, s.board) });
    applyCode(s, code);
  }
  return JSON.parse(JSON.stringify(makeRecord(setup, moves))) as Record<string, unknown>;
}

export function spoilRecord(rng: RngState, record: Record<string, unknown>): unknown {
  const r = structuredClone(record);
  const moves = r.moves as Record<string, unknown>[];
  const options = r.options as Record<string, unknown>;
  const fields = ['format', 'version', 'options', 'seed', 'supplyOrder', 'moves', 'extra'];
  switch (nextInt(rng, 8)) {
    case 0:
      return junkValue(rng, 3);
    case 1:
      return without(r, pickOne(rng, fields));
    case 2:
      r[pickOne(rng, fields)] = junkValue(rng, 2);
      return r;
    case 3:
      options[pickOne(rng, ['players', 'map', 'rules', 'expansions', 'startingPlayer'])] =
        junkValue(rng, 2);
      return r;
    case 4:
      moves[nextInt(rng, moves.length)] = junkValue(rng, 2) as Record<string, unknown>;
      return r;
    case 5:
      moves[nextInt(rng, moves.length)]![pickOne(rng, ['seat', 'move'])] = junkValue(rng, 1);
      return r;
    case 6:
      moves[nextInt(rng, moves.length)]!.move = junkText(rng);
      return r;
    default:
      r.supplyOrder = pickOne(rng, [
        [],
        CITIES,
        [...CITIES, ...CITIES, ...CITIES.slice(1), 'Atlantis'],
        [...CITIES, ...CITIES, ...CITIES].reverse(),
        HUGE,
      ]);
      return r;
  }
}

/** Setups spoilt in one place: inside the options, the options themselves, or the whole setup. */
export function spoilSetup(rng: RngState): unknown {
  const options: Record<string, unknown> = { players: 2 + nextInt(rng, 3), map: 'base' };
  const setup: Record<string, unknown> = { options, seed: 'fuzz setup' };
  switch (nextInt(rng, 6)) {
    case 0:
      options[pickOne(rng, ['players', 'map', 'rules', 'expansions', 'startingPlayer', 'x'])] =
        junkValue(rng, 2);
      return setup;
    case 1:
      options.rules = {
        allProvinces: junkValue(rng, 1),
        [pickOne(rng, ['x', 'allProvinces'])]: junkValue(rng, 1),
      };
      return setup;
    case 2:
      setup[pickOne(rng, ['seed', 'supplyOrder', 'options'])] = junkValue(rng, 2);
      return setup;
    case 3:
      setup.supplyOrder = Array.from({ length: 66 }, (_, i) =>
        nextInt(rng, 20) === 0 ? junkValue(rng, 0) : CITIES[i % CITIES.length],
      );
      return setup;
    case 4:
      return without(setup, pickOne(rng, ['seed', 'options']));
    default:
      return junkValue(rng, 2);
  }
}

export function expectSetupAnswer(setup: unknown, problems: string[]): void {
  try {
    const result = createGame(setup as Parameters<typeof createGame>[0]);
    if (!result.ok) {
      if (!SETUP_CODES.includes(result.error.code)) problems.push(result.error.code);
    } else if (legalMoves(result.value).length === 0) {
      problems.push(`a game made from ${safeText(setup)} has no legal move`);
    }
  } catch (error) {
    problems.push(`THROWS ${String(error)} on ${safeText(setup)}`);
  }
}
