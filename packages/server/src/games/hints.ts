/**
 * Hints online: a seated player asks for the search's move for their own awaited
 * decision, and gets it with a reason and their chance to win. The search runs in the server's
 * bot workers, in the asking identity's line of the fair queue (bots/fair-queue.ts), the line its
 * games' bots share, so an identity asking for hints in any number of games cannot delay another
 * identity's bot by more than one decision of its own; and it never runs on the event loop or in
 * the game's serial queue, so moves are not held up.
 *
 * Refused, with nothing asked of the workers: a spectator (ERR_SPECTATOR), a game whose creator
 * turned hints off (ERR_HINTS_OFF), a game not in play, a client behind the last move (ERR_STALE),
 * a decision that is another seat's (ERR_NOT_YOUR_TURN), a second hint while the identity's first
 * (in any game) is being thought about (ERR_HINT_BUSY), and a hint past the identity's rate
 * (ERR_HINT_RATE_LIMITED, hint-limits.ts). The hint is computed from the asking seat's own view
 * (the bots' `hintFor`), so it tells nothing of another hand or of the supply.
 *
 * @example
 * const hints = new HintDesk(ctx, gameId);
 * hints.ask(client, 'p1', message, { game, state }); // the client gets `hint` or `error`
 */
import { HINT_ITERATIONS } from '@tnt/bots';
import { decision, playerView, type GameState, type Result } from '@tnt/engine';
import {
  encodeServerMessage,
  type HintRequest,
  type ServerMessage,
  type WireError,
} from '@tnt/protocol';
import type { GameRow } from '../store/types.ts';
import type { RoomClient, RoomContext } from './context.ts';
import { HINT_RATE, type HintRefusal } from './hint-limits.ts';
import { fail, mayMove } from './refusals.ts';

/** The game as a hint reads it: its row (options, status, seed) and its state now. */
export interface HintSource {
  readonly game: GameRow;
  readonly state: GameState;
}

/** The seed of a seat's hints: from the game's secret seed, like its bots'; never sent. */
export const hintSeed = (gameSeed: string, seat: number): string => `${gameSeed}/hint/${seat}`;

/** The seat that may have a hint now, or why not. */
export function checkHint(
  seat: number | null,
  source: HintSource,
  message: HintRequest,
): Result<number, WireError> {
  const { game, state } = source;
  if (seat === null) return fail('ERR_SPECTATOR', 'spectators watch; hints are for the players');
  if (!game.hints) return fail('ERR_HINTS_OFF', "this game's creator turned hints off");
  // A hint is for the decision after the last move the client saw, as a move would be.
  const allowed = mayMove(seat, game.status, message.seq + 1, game.moveCount);
  if (!allowed.ok) return allowed;
  const awaited = decision(state)?.seat;
  if (awaited !== seat) {
    return fail('ERR_NOT_YOUR_TURN', 'a hint is for your own decision, when it is awaited');
  }
  return allowed;
}

const REFUSALS = {
  busy: {
    code: 'ERR_HINT_BUSY',
    message: 'your last hint is still being thought about; one at a time',
  },
  rate: {
    code: 'ERR_HINT_RATE_LIMITED',
    message: `at most ${HINT_RATE.burst} hints in a row, then one every ${HINT_RATE.everyMs / 1000} seconds`,
  },
} as const satisfies Record<HintRefusal, WireError>;

export class HintDesk {
  constructor(
    private readonly ctx: RoomContext,
    private readonly gameId: string,
  ) {}

  /**
   * Answers the client (a socket of `playerId`, the identity whose seat it is) with a `hint`
   * message or an error; never throws, never waits the caller.
   */
  ask(client: RoomClient, playerId: string, message: HintRequest, source: HintSource): void {
    const reply = (answer: ServerMessage): void => {
      client.send(encodeServerMessage(answer));
    };
    const ref = message.ref === undefined ? {} : { ref: message.ref };
    const refuse = (error: WireError): void => {
      reply({ type: 'error', ...error, ...ref });
    };
    const allowed = checkHint(client.seat, source, message);
    if (!allowed.ok) {
      refuse(allowed.error);
      return;
    }
    const seat = allowed.value;
    const refused = this.ctx.hints.take(playerId);
    if (refused !== null) {
      refuse(REFUSALS[refused]);
      return;
    }
    const view = playerView(source.state, seat);
    const seed = hintSeed(source.game.seed, seat);
    this.ctx.bots
      .hint(view, seed, HINT_ITERATIONS, { owner: playerId, game: this.gameId })
      .then(
        (hint) => {
          reply({ type: 'hint', seq: message.seq, hint, ...ref });
        },
        (error: unknown) => {
          this.ctx.log.warn({ err: error, game: this.gameId, seat }, 'a hint failed');
          refuse({ code: 'ERR_HINT_FAILED', message: 'no hint could be found in time; try again' });
        },
      )
      .finally(() => {
        this.ctx.hints.done(playerId);
      });
  }
}
