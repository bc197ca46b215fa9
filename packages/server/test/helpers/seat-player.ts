/**
 * Plays one seat through its socket as a person's client would: whenever its own view awaits it,
 * it picks one of the view's legal moves and sends it with the next sequence number. The pick is
 * the heuristic bot's, run on the client's own view (so games end in hundreds of moves, not the
 * thousands random play takes); it sees nothing the view does not show.
 *
 * @example
 * const finished = playSeat(client, 'seat 0');
 * await finished.done; // resolves on `over`
 */
import { heuristicBot } from '@tnt/bots';
import type { PlayerView } from '@tnt/engine';
import type { TestClient } from './client.ts';

export interface SeatPlay {
  /** Resolves when the game is over, the socket closed or `stop` was called; rejects on an unexpected error. */
  readonly done: Promise<'over' | 'closed' | 'stopped'>;
  /** The last sequence number the client saw. */
  readonly seq: () => number;
  /** Moves this client sent that the server acknowledged (saw as `moved` from its seat). */
  readonly sent: () => number;
  stop(): void;
}

export function playSeat(
  client: TestClient,
  seed: string,
  stopAt?: (seq: number) => boolean,
): SeatPlay {
  const bot = heuristicBot(seed);
  let index = 0;
  let lastSeq = -1;
  let sentFor = -1;
  let acknowledged = 0;
  let view: PlayerView | null = null;
  let stopped = false;
  const done = new Promise<'over' | 'closed' | 'stopped'>((resolve, reject) => {
    client.watch(() => {
      for (; index < client.messages.length; index++) {
        const m = client.messages[index]!;
        if (m.type === 'welcome' && m.seq >= lastSeq) {
          lastSeq = m.seq;
          view = m.view;
        } else if (m.type === 'moved' && m.seq > lastSeq) {
          lastSeq = m.seq;
          view = m.view;
          if (m.by === 'player' && m.seat === m.view.viewer) acknowledged++;
        } else if (m.type === 'over') {
          resolve('over');
          return true;
        } else if (m.type === 'error') {
          if (m.code !== 'ERR_STALE') {
            reject(new Error(`${m.code}: ${m.message}`));
            return true;
          }
          sentFor = -1;
          client.send({ type: 'sync', since: lastSeq });
        }
      }
      if (stopped || (stopAt?.(lastSeq) ?? false)) {
        resolve('stopped');
        return true;
      }
      if (!client.isOpen) {
        resolve('closed');
        return true;
      }
      const current: PlayerView | null = view;
      if (
        current?.decision?.seat === current?.viewer &&
        current?.legalMoves.length &&
        sentFor !== lastSeq
      ) {
        sentFor = lastSeq;
        client.send({ type: 'move', seq: lastSeq + 1, move: bot.choose(current).move });
      }
      return false;
    });
  });
  return {
    done,
    seq: () => lastSeq,
    sent: () => acknowledged,
    stop() {
      stopped = true;
    },
  };
}
