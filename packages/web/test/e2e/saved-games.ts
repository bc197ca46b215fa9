/**
 * Games made in Node for the browser tests, saved as this client saves a local game (two people
 * at one screen, so a reload opens them behind the hot-seat cover): two heuristic bots play, and
 * the record is cut where the test needs the page to be.
 *
 * @example
 * const games = savedGames(['draw', 'discard']);
 * games.at.get('discard'); // a record whose next decision is a discard
 */
import {
  createGame,
  decision,
  legalMoves,
  makeRecord,
  play,
  playerView,
  type GameSetup,
  type Move,
} from '@tnt/engine';
import { heuristicBot } from '@tnt/bots';

interface Made {
  readonly seat: number;
  readonly move: Move;
  readonly step: string;
}

/** The record, as text, of a game's first `moves`. */
function saved(setup: GameSetup, moves: readonly Made[]): string {
  return JSON.stringify({
    ...makeRecord(
      setup,
      moves.map(({ seat, move }) => ({ seat, move })),
    ),
    seats: [
      { name: 'Anna', bot: null },
      { name: 'Ben', bot: null },
    ],
  });
}

/** One whole game between two heuristic bots: its setup and every move, with its step. */
function botGame(game: number): { setup: GameSetup; moves: Made[] } {
  const setup: GameSetup = { options: { players: 2 }, seed: `saved ${game}` };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const bots = [heuristicBot(`a${game}`), heuristicBot(`b${game}`)];
  const moves: Made[] = [];
  for (let d = decision(state); d !== null; d = decision(state)) {
    const move = bots[d.seat]!.choose(playerView(state, d.seat)).move;
    const next = play(state, d.seat, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    moves.push({ seat: d.seat, move, step: d.step });
  }
  return { setup, moves };
}

/** A finished game, and for each step asked for the position where it is first awaited. */
export function savedGames(steps: readonly string[]): {
  finished: string;
  at: Map<string, string>;
} {
  const at = new Map<string, string>();
  for (let game = 0; game < 20; game++) {
    const { setup, moves } = botGame(game);
    moves.forEach((m, i) => {
      if (!at.has(m.step)) at.set(m.step, saved(setup, moves.slice(0, i)));
    });
    if (steps.every((step) => at.has(step))) return { finished: saved(setup, moves), at };
  }
  throw new Error(`no game came to every step asked for: ${[...at.keys()].join(', ')}`);
}

/**
 * A turn of the first seat that goes through every step of a base-game turn (draw, play, close,
 * houses, carriage): the record up to its start, and its moves.
 */
export function fullTurn(): { before: string; moves: Move[] } {
  const wanted = ['draw', 'play', 'close', 'houses', 'carriage'];
  for (let game = 0; game < 20; game++) {
    const { setup, moves } = botGame(game);
    for (let start = 0; start < moves.length; start++) {
      if (moves[start]!.seat !== 0 || (start > 0 && moves[start - 1]!.seat === 0)) continue;
      let end = start;
      while (end < moves.length && moves[end]!.seat === 0) end++;
      const turn = moves.slice(start, end);
      if (wanted.every((step) => turn.some((m) => m.step === step))) {
        return { before: saved(setup, moves.slice(0, start)), moves: turn.map((m) => m.move) };
      }
    }
  }
  throw new Error('no turn went through every step');
}

/**
 * A card to play after which ending the turn is the only legal move (no route to close, no
 * official left to call): the record up to the play, and the play. The turn then ends by itself.
 */
export function onlyEndAfter(): { before: string; play: Move } {
  for (let game = 0; game < 20; game++) {
    const { setup, moves } = botGame(game);
    const created = createGame(setup);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    for (const [i, m] of moves.entries()) {
      const next = play(state, m.seat, m.move);
      if (!next.ok) throw new Error(next.error.message);
      const after = legalMoves(next.value);
      // Seat 0's play, in a turn of a game behind the cover (the first seat is Anna).
      if (m.seat === 0 && m.move.type === 'play' && after.length === 1) {
        if (after[0]!.type === 'end-turn')
          return { before: saved(setup, moves.slice(0, i)), play: m.move };
      }
      state = next.value;
    }
  }
  throw new Error('no game came to a turn with nothing left to decide');
}
