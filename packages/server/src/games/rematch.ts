/**
 * A rematch of a finished online game: a new game with the same rules (options, live or
 * asynchronous, time per turn, chat, undo, hints, ranked) and the same seats: each bot seat a bot
 * of the same level, each person's seat free for that person again. The player who asks takes
 * their own seat at once; the other people are invited (told as a friend's invitation is), and
 * when they ask for the rematch too they get the same new game, in their own seat.
 *
 * One rematch per finished game, whoever asks and however often: its id is derived from the
 * finished game's, so every node finds the same game without keeping a link anywhere, and two
 * askers at the same moment make one game (the second store write is refused and finds it).
 *
 * @example
 * const made = await rematch(deps, ada, 'g1'); // { game, seat: 0, invite }
 * await rematch(deps, ben, 'g1'); // the same game, Ben in his seat of g1
 */
import { createHash } from 'node:crypto';
import type { Result } from '@tnt/engine';
import type { CreateGameBody, CreatedGame, GameSummary, WireError } from '@tnt/protocol';
import type { NoticeSink } from './context.ts';
import type { GameRegistry } from './registry.ts';
import type { GameRoom } from './room.ts';
import { fail } from './refusals.ts';
import type { GameStore, PlayerRow } from '../store/types.ts';

export interface RematchDeps {
  readonly store: GameStore;
  readonly registry: GameRegistry;
  readonly notices: NoticeSink;
  readonly now: () => number;
  /** The link to a game, sent to the other players. */
  readonly inviteLink: (gameId: string) => string;
}

/** The rematch's id: the same for every asker and node, and no id a client could guess apart. */
export function rematchId(gameId: string): string {
  return createHash('sha256').update(`rematch:${gameId}`).digest('base64url').slice(0, 12);
}

/** The settings of a new game like the finished one, the asker in `seat`. */
export function rematchBody(game: GameSummary, seat: number): CreateGameBody {
  const { expansions, ...options } = game.options;
  return {
    options: expansions === undefined ? options : { ...options, expansions: [...expansions] },
    seats: game.seats.map((s) =>
      s.kind === 'bot' && s.bot !== null ? { kind: 'bot', bot: s.bot } : { kind: 'human' },
    ),
    mode: game.mode,
    turnSeconds: game.turnSeconds,
    seat,
    chat: game.chat,
    undo: game.undo,
    hints: game.hints,
    ranked: game.ranked === true,
  };
}

/** The people of a finished game other than the asker (their seats), to invite. */
function othersAt(game: GameSummary, playerId: string): string[] {
  return game.seats.flatMap((s) =>
    s.kind === 'human' && s.player !== null && s.player.id !== playerId ? [s.player.id] : [],
  );
}

export async function rematch(
  deps: RematchDeps,
  player: PlayerRow,
  gameId: string,
): Promise<Result<CreatedGame, WireError>> {
  const { registry } = deps;
  const found = await registry.find(gameId);
  if (!found.ok) return found;
  const old = found.value;
  const summary = old.summary();
  if (summary.status !== 'over') return fail('ERR_BAD_MESSAGE', 'the game is not over yet');
  const seat = old.seatOf(player.id);
  if (seat === null) return fail('ERR_SPECTATOR', 'only the players of a game ask for its rematch');
  const id = rematchId(gameId);
  const made = await findOrCreate(deps, player, summary, seat, id);
  if (!made.ok) return made;
  return {
    ok: true,
    value: { game: made.value.game, seat: made.value.seat, invite: deps.inviteLink(id) },
  };
}

async function findOrCreate(
  deps: RematchDeps,
  player: PlayerRow,
  old: GameSummary,
  seat: number,
  id: string,
): Promise<Result<{ game: GameSummary; seat: number | null }, WireError>> {
  const { registry, store } = deps;
  const existing = await registry.find(id);
  if (!existing.ok && existing.error.code !== 'ERR_GAME_NOT_FOUND') return existing;
  if (!existing.ok) {
    let created: Awaited<ReturnType<GameRegistry['create']>>;
    try {
      created = await registry.create(player, rematchBody(old, seat), false, id);
    } catch (error) {
      // Another asker made it a moment ago: the store refused the second game of that id.
      const again = await registry.find(id);
      if (!again.ok) throw error;
      return takeSeat(again.value, player, seat);
    }
    if (!created.ok) return created;
    // A block between two players keeps the one from being asked by the other, as for friends.
    const invited: string[] = [];
    for (const other of othersAt(old, player.id)) {
      if (await store.friends.blockedBetween(player.id, other)) continue;
      await store.friends.invite(id, other, player.id, deps.now());
      invited.push(other);
    }
    if (invited.length > 0) deps.notices.notify('invite', id, invited);
    return { ok: true, value: { game: created.value.room.summary(), seat: created.value.seat } };
  }
  return takeSeat(existing.value, player, seat);
}

/** The asker's seat of the finished game, in the rematch, if it is still free. */
async function takeSeat(
  room: GameRoom,
  player: PlayerRow,
  seat: number,
): Promise<Result<{ game: GameSummary; seat: number | null }, WireError>> {
  const held = room.seatOf(player.id);
  if (held !== null) return { ok: true, value: { game: room.summary(), seat: held } };
  const free = room.summary().seats[seat]?.player === null;
  if (!free || room.status !== 'open') {
    return { ok: true, value: { game: room.summary(), seat: null } };
  }
  const joined = await room.join(player.id, player.name, seat);
  if (!joined.ok) return joined;
  return { ok: true, value: { game: room.summary(), seat: joined.value } };
}
