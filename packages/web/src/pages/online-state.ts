/**
 * Online play on the start page: whether a game server answers (the client may be served by a
 * plain static host, where only local play exists) and who the player is.
 */
import { signal } from '@preact/signals';
import type { SeatSpec } from '@tnt/protocol';
import {
  createOnlineGame,
  loadIdentity,
  serverAvailable,
  signIn,
  type Identity,
} from '../game/api.ts';
import type { GameError } from '../game/connection.ts';
import { confirmRecovery } from '../game/ratings-api.ts';
import { setupOf, type NewGame } from '../game/session.ts';
import { navigate } from './app-state.ts';

/** null while asking, then whether a game server answers. */
export const server = signal<boolean | null>(null);
export const identity = signal<Identity | null>(
  typeof localStorage === 'undefined' ? null : loadIdentity(),
);

let asked = false;

/** Asks the server once per visit; a personal link (`#signin=<secret>`) signs the player in. */
export function checkServer(): void {
  if (asked) return;
  asked = true;
  void serverAvailable().then(async (available) => {
    server.value = available;
    if (!available) return;
    const recovery = /^#recover=([\w-]+)$/.exec(location.hash);
    if (recovery) {
      history.replaceState(null, '', '/#/');
      const recovered = await confirmRecovery(recovery[1]!);
      if (recovered.ok) {
        const signed = await signIn(recovered.value.secret);
        if (signed.ok) identity.value = signed.value;
      }
      return;
    }
    const link = /^#signin=([\w-]+)$/.exec(location.hash);
    if (!link) return;
    history.replaceState(null, '', '/#/');
    const signed = await signIn(link[1]!);
    if (signed.ok) identity.value = signed.value;
  });
}

/** Asks the server again (the network is back, or the player asks to reconnect). */
export function recheckServer(): void {
  asked = false;
  server.value = null;
  checkServer();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (server.value === false) recheckServer();
  });
}

export interface Where {
  readonly online: boolean;
  readonly mode: 'live' | 'async';
  /** Seconds per turn, or null for no limit. */
  readonly turnSeconds: number | null;
  /** Undo within a turn: on unless the creator turns it off. */
  readonly undo?: boolean;
  /** Hints: on unless the creator turns them off. */
  readonly hints?: boolean;
  /** A ranked game: rated on the ladder; needs a time per turn. */
  readonly ranked?: boolean;
}

/** Creates the game on the server, with me in the first person's seat, and opens it. */
export async function startOnlineGame(choice: NewGame, where: Where): Promise<GameError | null> {
  const me = identity.value;
  if (me === null) return { code: 'ERR_BAD_SECRET', message: 'sign in first' };
  const seats: SeatSpec[] = choice.seats.map((s) =>
    s.bot === null ? { kind: 'human' } : { kind: 'bot', bot: s.bot },
  );
  const created = await createOnlineGame(me, {
    options: setupOf(choice, '').options,
    seats,
    mode: where.mode,
    turnSeconds: where.turnSeconds,
    undo: where.undo ?? true,
    hints: where.ranked === true ? false : (where.hints ?? true),
    ranked: where.ranked ?? false,
  });
  if (!created.ok) return created.error;
  navigate(`#/online/${created.value.game.id}`);
  return null;
}
