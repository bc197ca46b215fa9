/**
 * An asynchronous player's life in a test: they look at "my games" now and then; when it says the
 * game awaits them (in turn, or out of turn in a return round of Offices of Honor), they open a
 * socket with the last sequence number they saw, play while the game awaits them, and close it
 * again. Once the game is over they come by a last time for the final scores.
 *
 * @example
 * const seat = new HumanSeat(0, heuristicBot('ada'));
 * const visits = await visitUntilOver(harness, gameId, ada, seat);
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { MyGame, NewPlayer } from '@tnt/protocol';
import type { HumanSeat } from './human-seat.ts';
import type { Harness } from './server.ts';

/** Between two looks at "my games" when nothing awaits the player. */
const POLL_MS = 5;

/** The game as the player's "my games" shows it; a refused request is an error, not an empty list. */
async function myGame(harness: Harness, gameId: string, player: NewPlayer): Promise<MyGame> {
  const answer = await harness.api.request<{ games?: MyGame[] }>('GET', '/api/my/games', {
    secret: player.secret,
  });
  const mine = answer.body.games?.find((g) => g.id === gameId);
  if (answer.status !== 200 || mine === undefined) {
    throw new Error(`my games: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
  return mine;
}

/**
 * Resolves to the number of visits made; rejects on anything a correct server would not do. For
 * games without a time per turn (no stand-in can move for the seat between a look and a visit).
 */
export async function visitUntilOver(
  harness: Harness,
  gameId: string,
  player: NewPlayer,
  seat: HumanSeat,
): Promise<number> {
  let visits = 0;
  for (;;) {
    const mine = await myGame(harness, gameId, player);
    if (mine.yourSeat !== seat.seat) throw new Error(`my seat is ${mine.yourSeat}`);
    if (mine.status !== 'over' && !mine.yourTurn) {
      await sleep(POLL_MS);
      continue;
    }
    const { client, welcome } = await harness.connect(gameId, player, seat.lastSeq);
    visits++;
    try {
      // Without a time per turn nobody else plays the seat: what "my games" said still holds.
      const awaited = welcome.view.decision?.seat;
      if (welcome.game.status !== mine.status || (mine.yourTurn && awaited !== seat.seat)) {
        const view = `${welcome.game.status}, awaiting seat ${String(awaited)}`;
        const said = `${mine.status}${mine.yourTurn ? ', your turn' : ''}`;
        throw new Error(`"my games" said ${said}; the game is ${view}`);
      }
      const outcome = await seat.play(client, 'away');
      if (outcome === 'over') return visits;
    } finally {
      await seat.leave(client);
    }
  }
}
