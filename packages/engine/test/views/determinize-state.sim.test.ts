// A state rebuilt from a view (for the search bot) must be the real state in everything public:
// whose turn it is, the step, the counters of the turn, the return round of Offices of Honor (R14),
// routes, houses, tiles, letters, chips, horses shown. Only what the view hides may differ: other
// hands beyond their known cards, the cards others played horse side up (000 "Power and Glory"),
// the supply's order and the seed. Compared field by field on the state itself, not through views,
// so a field that no view shows but the rules read (such as whose turn it is) cannot drift.
import { describe, expect, it } from 'vitest';
import {
  Phase,
  createGame,
  decision,
  determinize,
  playerView,
  seedRng,
  type Expansion,
  type GameState,
} from '../../src/index.ts';
import { MAX_LEGAL_MOVES, applyCode, cloneState, routeOf } from '../../src/fast.ts';
import { generateMoves } from '../../src/rules/legal.ts';
import {
  ARRAY_FIELDS,
  ARRAY_NAMES,
  SCALAR_NAMES,
  type ArrayFieldName,
} from '../../src/state-layout.ts';
import { expansionPolicy } from '../conformance/policy.ts';

const SETTINGS: readonly { expansions: readonly Expansion[]; variant?: 'base-rules' }[] = [
  { expansions: [] },
  { expansions: ['messenger', 'offices'] },
  { expansions: ['offices'] },
  { expansions: ['power-and-glory', 'messenger', 'offices'] },
  { expansions: ['power-and-glory'], variant: 'base-rules' },
];

/** Public arrays kept in an arrangement that is not a fact of the game: compared by the facts below. */
const ARRANGEMENTS = new Set<ArrayFieldName>([
  'discard',
  'route',
  'routeStart',
  'tileStack',
  'tileValue',
]);

type Fields = Record<string, unknown>;

/** The facts of a state that the viewer may know, field by field, from the state's layout table. */
function publicFacts(s: GameState, viewer: number): Fields {
  const facts: Fields = {};
  const types = s.board.cards.count;
  for (const name of ARRAY_NAMES) {
    const { visibility } = ARRAY_FIELDS[name];
    if (visibility === 'secret' || ARRANGEMENTS.has(name)) continue;
    const values = Array.from(s[name]);
    facts[name] =
      visibility === 'own' ? values.slice(viewer * types, (viewer + 1) * types) : values;
  }
  for (const name of SCALAR_NAMES) facts[name] = s[name];
  facts.discardPile = Array.from(s.discard.subarray(0, s.discardCount)).sort((a, b) => a - b);
  facts.routes = Array.from({ length: s.players }, (_, seat) => routeOf(s, seat));
  facts.tiles = Array.from({ length: s.players }, (_, seat) => {
    const at = seat * s.board.tileCapacity;
    return Array.from({ length: s.tileCount[seat]! }, (_, i) => [
      s.tileStack[at + i],
      s.tileValue[at + i],
    ]);
  });
  return facts;
}

function statesOf(setting: (typeof SETTINGS)[number], players: number, seed: string): GameState[] {
  const created = createGame({ options: { players, ...setting }, seed });
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value;
  const rng = seedRng(seed);
  const codes = new Int32Array(MAX_LEGAL_MOVES);
  const taken: GameState[] = [];
  for (let step = 0; s.phase !== Phase.Over; step++) {
    // Every decision of a return round, and a sample of the others.
    if (step % 5 === 0 || s.phase >= Phase.ReturnOffices) taken.push(cloneState(s));
    const n = generateMoves(s, codes);
    applyCode(s, expansionPolicy(s, codes, n, rng));
  }
  return taken;
}

describe('determinize rebuilds every public field (R14, R17)', () => {
  it('in every decision of return rounds and a sample of others, for each seat: the same turn, step and counters', () => {
    let checked = 0;
    let returnRounds = 0;
    let othersDeciding = 0;
    for (const setting of SETTINGS) {
      for (const players of [2, 3, 4]) {
        for (const game of [0, 1]) {
          const seed = `rebuilt ${setting.expansions.join('+')} ${players}p ${game}`;
          for (const s of statesOf(setting, players, seed)) {
            if (s.phase >= Phase.ReturnOffices) returnRounds++;
            if (decision(s)!.seat !== s.current) othersDeciding++;
            for (let seat = 0; seat < players; seat++) {
              const rebuilt = determinize(playerView(s, seat), seedRng(`${seed} ${checked}`));
              if (!rebuilt.ok) throw new Error(rebuilt.error.message);
              expect(publicFacts(rebuilt.value, seat)).toEqual(publicFacts(s, seat));
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(2_000);
    expect(returnRounds).toBeGreaterThan(50);
    // Return rounds ask seats whose turn it is not: the case the rebuilt turn got wrong.
    expect(othersDeciding).toBeGreaterThan(20);
  });
});
