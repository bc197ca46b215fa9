/**
 * The protocol's move schema and the engine agree on what a move is: every legal move of seeded
 * games (base game, every expansion, horses included) passes the schema unchanged, and on moves
 * changed at random the schema accepts exactly what the engine's parseMove accepts (so the wire
 * refuses nothing the engine would take, and lets through nothing it would refuse as malformed).
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  decision,
  legalMoves,
  nextInt,
  parseMove,
  play,
  seedRng,
  type Expansion,
  type Move,
  type RngState,
} from '@tnt/engine';
import { MoveSchema } from '../src/index.ts';

/** The legal moves met along one random game, cut off after `limit` moves. */
function movesOfGame(expansions: Expansion[], seed: string, limit: number): Move[] {
  const created = createGame({ options: { players: 3, expansions }, seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const rng = seedRng(seed);
  const seen: Move[] = [];
  for (let i = 0; i < limit; i++) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    seen.push(...moves);
    const move = moves[nextInt(rng, moves.length)]!;
    // In Offices of Honor's return rounds the deciding seat is not always the current player.
    const after = play(state, decision(state)!.seat, move);
    if (!after.ok) throw new Error(after.error.message);
    state = after.value;
  }
  return seen;
}

function mutate(move: Move, rng: RngState): unknown {
  let copy: Record<string, unknown> = { ...move };
  const keys = Object.keys(copy);
  const values: unknown[] = [
    null,
    7,
    -1,
    2.5,
    'supply',
    'Ulm',
    '',
    'x'.repeat(65),
    [],
    ['postmaster'],
    { a: 1 },
    'left',
    'take',
  ];
  switch (nextInt(rng, 4)) {
    case 0:
      copy = Object.fromEntries(
        Object.entries(copy).filter(([k]) => k !== keys[nextInt(rng, keys.length)]),
      );
      break;
    case 1:
      copy[['horses', 'slot', 'city', 'end', 'extra', 'offices'][nextInt(rng, 6)]!] =
        values[nextInt(rng, values.length)];
      break;
    case 2:
      copy[keys[nextInt(rng, keys.length)]!] = values[nextInt(rng, values.length)];
      break;
    default:
      copy.type = ['play', 'draw', 'close', 'house', 'horse', 'discard', 'official', 'nope'][
        nextInt(rng, 8)
      ];
  }
  return copy;
}

describe('the move schema', () => {
  const games: [string, Expansion[]][] = [
    ['the base game', []],
    ["The Princess' Messenger and Offices of Honor", ['messenger', 'offices']],
    ['Power and Glory', ['power-and-glory']],
  ];

  it.each(games)('passes every legal move of %s unchanged', (_name, expansions) => {
    const moves = movesOfGame(expansions, `schema ${expansions.join('+')}`, 400);
    expect(moves.length).toBeGreaterThan(400);
    for (const move of moves) {
      const parsed = MoveSchema.safeParse(move);
      expect(parsed.success && parsed.data).toEqual(move);
    }
  });

  it.each(games)(
    'accepts exactly what the engine accepts, on changed moves of %s',
    (_name, expansions) => {
      const rng = seedRng(`mutate ${expansions.join('+')}`);
      const moves = movesOfGame(expansions, `mutations ${expansions.join('+')}`, 200);
      let refused = 0;
      for (const move of moves) {
        const changed = mutate(move, rng);
        const engine = parseMove(changed).ok;
        expect({ changed, schema: MoveSchema.safeParse(changed).success }).toEqual({
          changed,
          schema: engine,
        });
        if (!engine) refused++;
      }
      expect(refused).toBeGreaterThan(moves.length / 4);
    },
  );
});
