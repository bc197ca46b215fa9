/**
 * Friends through the API: asking and accepting, unfriending, blocking, the list with who is
 * online and what they play, invitations to games (told as a turn is: push and e-mail as the
 * invited player chose, and the page's own alert), and the friends' games for the lobby.
 *
 * Blocking ends any friendship or request between the two, mutes the blocked player's chat (the
 * table chat's own mutes, so their lines stop reaching the blocker in every game, from the next
 * time a table is opened) and refuses their requests and invitations both ways.
 *
 * Limits per player, so that nobody floods others with requests: friends and pending requests
 * (`MAX_LINKS`), requests waiting for an answer (`MAX_PENDING`), blocks (`MAX_BLOCKS`).
 *
 * @example
 * const view = await friends.ask(ada, ben.id); // Ben sees Ada's request under `incoming`
 */
import type { Result } from '@tnt/engine';
import {
  DEFAULT_CHAT_OPTIONS,
  protocolError,
  type CreatedGame,
  type Friend,
  type FriendsView,
  type GameSummary,
  type InviteRequest,
  type Invitation,
  type PlayerInfo,
  type SeatSpec,
  type WireError,
} from '@tnt/protocol';
import type { NoticeSink } from '../games/context.ts';
import type { GameRegistry } from '../games/registry.ts';
import type { GameRoom } from '../games/room.ts';
import { ANONYMOUS_NAME, isDeleted } from '../ratings/names.ts';
import type { FriendLink } from '../store/friends-types.ts';
import type { GameStore, PlayerRow } from '../store/types.ts';

/** Friends and pending requests one player may have. */
export const MAX_LINKS = 500;
/** Requests one player may have waiting for an answer. */
export const MAX_PENDING = 50;
export const MAX_BLOCKS = 500;
/** Seen this recently (a page of theirs asked, or a socket of theirs is at a table): online. */
export const ONLINE_MS = 120_000;
/**
 * A page's asking marks its player seen; the store is told at most this often per player and
 * node (pages ask every few seconds; presence needs a word within ONLINE_MS).
 */
const SEEN_WRITE_MS = 30_000;
/** Friends whose games the lobby looks at, and games of each. */
const FRIENDS_LOOKED_AT = 50;
const GAMES_PER_FRIEND = 5;

export interface FriendDeps {
  readonly store: GameStore;
  readonly registry: GameRegistry;
  readonly notices: NoticeSink;
  readonly now: () => number;
  /** The link to a game, for the answer to an invitation to a new one. */
  readonly inviteLink: (gameId: string) => string;
}

const fail = (code: WireError['code'], message: string): { ok: false; error: WireError } => ({
  ok: false,
  error: protocolError(code, message),
});

const other = (link: FriendLink, me: string): string =>
  link.playerId === me ? link.friendId : link.playerId;

export class Friends {
  /** When this node last told the store it saw each player. */
  private readonly seenAt = new Map<string, number>();

  constructor(private readonly deps: FriendDeps) {}

  /** The player's page asked the server: they are online (stored at most every 30 s). */
  async seen(playerId: string): Promise<void> {
    const at = this.deps.now();
    const last = this.seenAt.get(playerId);
    if (last !== undefined && at - last < SEEN_WRITE_MS) return;
    this.seenAt.set(playerId, at);
    if (this.seenAt.size > 10_000) {
      for (const [id, when] of this.seenAt) if (at - when >= SEEN_WRITE_MS) this.seenAt.delete(id);
    }
    await this.deps.store.friends.seen(playerId, at);
  }

  async view(player: PlayerRow): Promise<FriendsView> {
    const { store, now } = this.deps;
    const me = player.id;
    const [links, blocked, invitations] = await Promise.all([
      store.friends.links(me),
      store.friends.blocked(me),
      this.invitations(me),
    ]);
    const ids = [...links.map((l) => other(l, me)), ...blocked];
    const names = await this.names(ids);
    const accepted = links.filter((l) => l.acceptedAt !== null);
    const presence = new Map(
      (await store.friends.presence(accepted.map((l) => other(l, me)))).map((p) => [p.playerId, p]),
    );
    const at = now();
    const playingNow = (id: string): string | null => {
      const p = presence.get(id);
      if (p?.gameId == null || p.playingAt === null || at - p.playingAt >= ONLINE_MS) return null;
      return p.gameId;
    };
    const friendIds = accepted.map((l) => other(l, me));
    const playingIds = friendIds.flatMap((id) => playingNow(id) ?? []);
    const rooms = new Map(
      (await this.deps.registry.servable([...new Set(playingIds)])).map((r) => [r.id, r]),
    );
    const friends = accepted.map((l): Friend => {
      const id = other(l, me);
      const seen = presence.get(id);
      const room = rooms.get(playingNow(id) ?? '');
      const playing = room?.status === 'playing' ? room.summary() : null;
      return {
        player: names.get(id) ?? { id, name: ANONYMOUS_NAME },
        online: seen !== undefined && at - seen.seenAt < ONLINE_MS,
        playing: playing === null ? null : { game: playing.id, options: playing.options },
        since: l.acceptedAt ?? l.createdAt,
      };
    });
    // Online first, then by name.
    friends.sort(
      (a, b) => Number(b.online) - Number(a.online) || a.player.name.localeCompare(b.player.name),
    );
    const pending = links.filter((l) => l.acceptedAt === null);
    const info = (id: string): PlayerInfo => names.get(id) ?? { id, name: ANONYMOUS_NAME };
    return {
      friends,
      incoming: pending.filter((l) => l.friendId === me).map((l) => info(l.playerId)),
      outgoing: pending.filter((l) => l.playerId === me).map((l) => info(l.friendId)),
      blocked: blocked.map(info),
      invitations,
    };
  }

  /** Asks `otherId` to be friends, or accepts their request. */
  async ask(player: PlayerRow, otherId: string): Promise<Result<FriendsView, WireError>> {
    const { store, now } = this.deps;
    const refused = await this.checkOther(player, otherId);
    if (refused) return refused;
    const links = await store.friends.links(player.id);
    const theirs = links.some((l) => l.playerId === otherId && l.friendId === player.id);
    if (!theirs) {
      if (links.length >= MAX_LINKS) {
        return fail('ERR_TOO_MANY_FRIENDS', `${MAX_LINKS} friends and requests at most`);
      }
      const waiting = links.filter((l) => l.playerId === player.id && l.acceptedAt === null);
      if (waiting.length >= MAX_PENDING) {
        return fail(
          'ERR_TOO_MANY_FRIENDS',
          `${MAX_PENDING} requests may wait for an answer at once`,
        );
      }
    }
    await store.friends.ask(player.id, otherId, now());
    return { ok: true, value: await this.view(player) };
  }

  async remove(player: PlayerRow, otherId: string): Promise<FriendsView> {
    await this.deps.store.friends.remove(player.id, otherId);
    return this.view(player);
  }

  async block(player: PlayerRow, otherId: string): Promise<Result<FriendsView, WireError>> {
    const { store, now } = this.deps;
    if (otherId === player.id) return fail('ERR_BAD_MESSAGE', 'you cannot block yourself');
    if ((await store.playerById(otherId)) === null) return fail('ERR_NOT_FOUND', 'no such player');
    if ((await store.friends.blocked(player.id)).length >= MAX_BLOCKS) {
      return fail('ERR_TOO_MANY_FRIENDS', `${MAX_BLOCKS} blocked players at most`);
    }
    await store.friends.block(player.id, otherId, now());
    await store.social.setMuted(player.id, otherId, true);
    return { ok: true, value: await this.view(player) };
  }

  async unblock(player: PlayerRow, otherId: string): Promise<FriendsView> {
    const { store } = this.deps;
    await store.friends.unblock(player.id, otherId);
    await store.social.setMuted(player.id, otherId, false);
    return this.view(player);
  }

  /** A new game with the friend invited: me in seat 1, the friend's seat free, bots in the rest. */
  async inviteToNewGame(
    player: PlayerRow,
    friendId: string,
    body: InviteRequest,
  ): Promise<Result<CreatedGame, WireError>> {
    const refused = await this.checkFriend(player, friendId);
    if (refused) return refused;
    const seats: SeatSpec[] = Array.from({ length: body.players }, (_, i) =>
      i < 2 ? { kind: 'human' } : { kind: 'bot', bot: 'heuristic' },
    );
    const created = await this.deps.registry.create(player, {
      options: { players: body.players, expansions: body.expansions },
      seats,
      mode: body.mode,
      turnSeconds: null,
      seat: 0,
      chat: DEFAULT_CHAT_OPTIONS,
      undo: true,
      ranked: false,
    });
    if (!created.ok) return created;
    const { room, seat } = created.value;
    await this.tell(player, room.id, friendId);
    return {
      ok: true,
      value: { game: room.summary(), seat, invite: this.deps.inviteLink(room.id) },
    };
  }

  /** Invites a friend to an open game the player sits at, with a free seat. */
  async inviteToGame(
    player: PlayerRow,
    gameId: string,
    friendId: string,
  ): Promise<Result<null, WireError>> {
    const found = await this.deps.registry.find(gameId);
    if (!found.ok) return found;
    const room = found.value;
    if (room.seatOf(player.id) === null) {
      return fail('ERR_BAD_MESSAGE', 'invite to a game you sit at');
    }
    if (!hasFreeSeat(room.summary())) return fail('ERR_GAME_FULL', 'no seat is free');
    if (room.seatOf(friendId) !== null) return fail('ERR_SEAT_TAKEN', 'they sit at this game');
    const refused = await this.checkFriend(player, friendId);
    if (refused) return refused;
    await this.tell(player, gameId, friendId);
    return { ok: true, value: null };
  }

  async decline(player: PlayerRow, gameId: string): Promise<FriendsView> {
    await this.deps.store.friends.dropInvitation(gameId, player.id);
    return this.view(player);
  }

  /** Open and running games with a friend seated: "My friends' games" in the lobby. */
  async friendsGames(player: PlayerRow): Promise<GameSummary[]> {
    const { store, registry } = this.deps;
    const friends = (await store.friends.links(player.id))
      .filter((l) => l.acceptedAt !== null)
      .map((l) => other(l, player.id))
      .slice(0, FRIENDS_LOOKED_AT);
    const games = new Map<string, number>();
    for (const id of friends) {
      for (const { game } of await store.gamesOfPlayer(id, GAMES_PER_FRIEND)) {
        if (game.status !== 'over') games.set(game.id, game.updatedAt);
      }
    }
    const newest = [...games.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    return (await registry.servable(newest)).map((room) => room.summary());
  }

  /** The player's invitations to games still open to them (others are dropped as they are found). */
  async invitations(playerId: string): Promise<Invitation[]> {
    const { store, registry } = this.deps;
    const rows = await store.friends.invitations(playerId);
    const rooms = new Map(
      (await registry.servable(rows.map((r) => r.gameId))).map((r) => [r.id, r] as const),
    );
    const names = await this.names(rows.map((r) => r.fromId));
    const kept: Invitation[] = [];
    for (const row of rows) {
      const room: GameRoom | undefined = rooms.get(row.gameId);
      if (room === undefined || room.seatOf(playerId) !== null || !hasFreeSeat(room.summary())) {
        await store.friends.dropInvitation(row.gameId, playerId);
        continue;
      }
      const from = names.get(row.fromId) ?? { id: row.fromId, name: ANONYMOUS_NAME };
      kept.push({ game: row.gameId, from, at: row.createdAt });
    }
    return kept;
  }

  private async tell(player: PlayerRow, gameId: string, friendId: string): Promise<void> {
    await this.deps.store.friends.invite(gameId, friendId, player.id, this.deps.now());
    this.deps.notices.notify('invite', gameId, [friendId]);
  }

  /** Why the player may not ask `otherId` (or null): themselves, nobody, a block. */
  private async checkOther(
    player: PlayerRow,
    otherId: string,
  ): Promise<{ ok: false; error: WireError } | null> {
    if (otherId === player.id) return fail('ERR_BAD_MESSAGE', 'you cannot befriend yourself');
    const them = await this.deps.store.playerById(otherId);
    if (them === null || isDeleted(them.secretHash)) return fail('ERR_NOT_FOUND', 'no such player');
    if (await this.deps.store.friends.blockedBetween(player.id, otherId)) {
      return fail('ERR_BLOCKED', 'one of you blocked the other');
    }
    return null;
  }

  /** Why the player may not invite `friendId` (or null): a block, or not friends. */
  private async checkFriend(
    player: PlayerRow,
    friendId: string,
  ): Promise<{ ok: false; error: WireError } | null> {
    const refused = await this.checkOther(player, friendId);
    if (refused) return refused;
    const links = await this.deps.store.friends.links(player.id);
    const friends = links.some((l) => l.acceptedAt !== null && other(l, player.id) === friendId);
    return friends ? null : fail('ERR_NOT_FRIENDS', 'invite your friends: ask them first');
  }

  private async names(ids: readonly string[]): Promise<Map<string, PlayerInfo>> {
    const people = await this.deps.store.playersByIds([...new Set(ids)]);
    return new Map(
      people.map((p) => [
        p.id,
        { id: p.id, name: isDeleted(p.secretHash) ? ANONYMOUS_NAME : p.name },
      ]),
    );
  }
}

const hasFreeSeat = (game: GameSummary): boolean =>
  game.status === 'open' && game.seats.some((s) => s.kind === 'human' && s.player === null);
