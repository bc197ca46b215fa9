/**
 * The leak check itself (helpers/leaks.ts) must catch what it looks for, or the whole-game tests
 * that rely on it prove nothing: another seat's hand, the seed, a secret field, the supply order,
 * and anything more than their own fields in chat and presence messages.
 */
import { describe, expect, it } from 'vitest';
import {
  RECORD_FORMAT,
  RECORD_VERSION,
  createGame,
  legalMoves,
  moveToText,
  play,
  playerView,
  type GameRecord,
  type RecordedMove,
} from '@tnt/engine';
import { leaksIn, recordViewLeaks, statesOf } from './helpers/leaks.ts';

/** Twelve moves of a two-player game, each the first legal move. */
function smallGame(): GameRecord {
  const options = { players: 2, startingPlayer: 0 };
  const seed = 'leak check';
  const created = createGame({ options, seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const moves: RecordedMove[] = [];
  for (let i = 0; i < 12; i++) {
    const seat = state.current;
    const move = legalMoves(state)[0]!;
    const next = play(state, seat, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    moves.push({ seat, move: moveToText(move) });
  }
  return { format: RECORD_FORMAT, version: RECORD_VERSION, options, seed, moves };
}

describe('the leak check', () => {
  it('passes honest views and catches each kind of leak', () => {
    const record = smallGame();
    const states = statesOf(record);
    const at = 6;
    const frame = (view: unknown, extra: object = {}): string =>
      JSON.stringify({
        type: 'moved',
        seq: at,
        seat: 0,
        move: { type: 'end-turn' },
        by: 'player',
        view,
        deadline: null,
        ...extra,
      });
    const honest = playerView(states[at]!, 0);
    expect(leaksIn([frame(honest)], 0, record, states)).toEqual([]);
    const otherHand = { ...honest, seats: honest.seats.map((s) => ({ ...s, hand: [] })) };
    expect(leaksIn([frame(otherHand)], 0, record, states)).toEqual(["seat 1's hand went to 0"]);
    expect(leaksIn([frame(honest, { note: record.seed })], 0, record, states)).toEqual([
      'the seed was sent',
    ]);
    expect(leaksIn([frame({ ...honest, supply: [] })], 0, record, states)).toEqual([
      'a "supply" field was sent',
    ]);
    const s = states[at]!;
    const top = Array.from(
      { length: 6 },
      (_, i) => s.board.cards.names[s.supply[s.supplyCount - 1 - i]!]!,
    );
    expect(leaksIn([frame({ ...honest, cards: top })], 0, record, states)).toEqual([
      `the supply order at ${at} was sent`,
    ]);
    expect(leaksIn([frame(playerView(s, 1))], 0, record, states)).toContain(
      'a view for 1 went to 0',
    );
  });
});

describe('the leak check of chat and presence', () => {
  const record = smallGame();
  const states = statesOf(record);
  const line = {
    id: 1,
    channel: 'players',
    from: { id: 'p1', name: 'Ada' },
    seat: 0,
    text: 'Ulm, anyone?',
    phrase: null,
    at: 5,
  };
  const hand = playerView(states[4]!, 0).seats[0]!.hand;

  it('passes honest chat, presence, unread and muted messages', () => {
    const honest = [
      { type: 'chat', line },
      { type: 'presence', seats: [{ seat: 0, connected: false, absentSince: 9 }] },
      { type: 'unread', read: 1, unread: 0 },
      { type: 'muted', players: ['p2'] },
    ].map((m) => JSON.stringify(m));
    expect(leaksIn(honest, 0, record, states)).toEqual([]);
  });

  it('catches a card or a view riding along', () => {
    const frames = [
      { type: 'chat', line: { ...line, hand } },
      { type: 'chat', line, view: playerView(states[4]!, 1) },
      { type: 'chat', line: { ...line, from: { ...line.from, hand } } },
      { type: 'presence', seats: [{ seat: 1, connected: true, absentSince: null, hand }] },
      { type: 'unread', read: 1, unread: 0, cards: ['Ulm'] },
    ].map((m) => JSON.stringify(m));
    expect(leaksIn(frames, 0, record, states)).toEqual([
      'a chat line carried "hand"',
      'a chat message carried "view"',
      'a chat line\'s sender carried "hand"',
      'a seat carried "hand"',
      'an unread message carried "cards"',
    ]);
  });
});

describe("the leak check of a running game's record", () => {
  it("passes a spectator's view and the whole record at the end, and catches a record that is not a view", () => {
    const record = smallGame();
    const view = {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      options: record.options,
      view: 'spectator',
      moves: record.moves.slice(0, 5),
    };
    expect(recordViewLeaks(view, record)).toEqual([]);
    expect(recordViewLeaks(record, record)).toEqual([]);
    // The engine's record of a game still running (its first moves, no seed).
    const running = { ...record, seed: undefined, moves: record.moves.slice(0, 5) };
    expect(recordViewLeaks(running, record)).toEqual([
      "the record at move 5 was not a spectator's view",
    ]);
    expect(recordViewLeaks({ ...view, seed: record.seed }, record)).toEqual(
      expect.arrayContaining(['a record carried the seed', 'a record carried "seed"']),
    );
    const named = { ...view, moves: [...view.moves, { seat: 0, move: 'horse Ulm(2)' }] };
    expect(recordViewLeaks(named, record)).toEqual(
      expect.arrayContaining(['a record named "horse Ulm(2)"']),
    );
    const wrong = { ...view, moves: [{ seat: 1, move: 'draw supply' }] };
    expect(recordViewLeaks(wrong, record)).toHaveLength(1);
  });
});
