/**
 * A table for the chat and notice tests: two people in a two-player game (asynchronous by
 * default, so nobody is replaced by a bot when they leave), and a way to play one seat's turn
 * through its socket until the decision passes to the other seat.
 *
 * @example
 * const table = await seatTwo(harness, { chat: { spectators: false } });
 * const { client } = await harness.connect(table.id, table.ada);
 */
import type { PlayerView } from '@tnt/engine';
import type { MovedMessage, NewPlayer, WelcomeMessage } from '@tnt/protocol';
import type { TestClient } from './client.ts';
import type { Harness } from './server.ts';

export interface Table {
  readonly id: string;
  /** Seat 0. */
  readonly ada: NewPlayer;
  /** Seat 1. */
  readonly ben: NewPlayer;
}

export async function seatTwo(harness: Harness, extra: object = {}): Promise<Table> {
  const { api } = harness;
  const ada = await api.player('Ada');
  const ben = await api.player('Ben');
  const created = await api.createGame(ada, {
    options: { players: 2, startingPlayer: 0 },
    seats: [{ kind: 'human' }, { kind: 'human' }],
    mode: 'async',
    ...extra,
  });
  await api.join(ben, created.game.id, 1);
  return { id: created.game.id, ada, ben };
}

/**
 * Plays the client's seat (the first legal move each time, ending the turn as soon as it may)
 * until the decision is another seat's or the game is over; the last view and number.
 */
export async function playTurn(
  client: TestClient,
  from: { view: PlayerView; seq: number },
): Promise<{ view: PlayerView; seq: number }> {
  let { view, seq } = from;
  const seat = view.viewer;
  while (view.decision !== null && view.decision.seat === seat) {
    const end = view.legalMoves.find((m) => m.type === 'end-turn');
    const move = end ?? view.legalMoves[0];
    if (move === undefined) throw new Error('the seat decides but has no legal move');
    client.send({ type: 'move', seq: seq + 1, move });
    const moved = await client.next<MovedMessage>((m) => m.type === 'moved' && m.seq === seq + 1);
    ({ view, seq } = moved);
  }
  return { view, seq };
}

/** The view and number a welcome brings, for playTurn. */
export const startOf = (welcome: WelcomeMessage): { view: PlayerView; seq: number } => ({
  view: welcome.view,
  seq: welcome.seq,
});
