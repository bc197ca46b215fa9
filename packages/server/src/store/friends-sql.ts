/**
 * The FriendStore on SQL, for SQLite and PostgreSQL alike (and the memory store's own SQLite
 * database). A friendship is one row per pair, written by whoever asked first; asking back
 * accepts it. Asking and blocking are transactions (sql-program.ts), so that two requests crossing
 * make one friendship and a block leaves nothing behind.
 *
 * @example
 * const friends = new SqlFriendStore(executor);
 * await friends.ask('ada', 'ben', Date.now());
 */
import { change, placeholders, query, type SqlExecutor, type SqlProgram } from './sql-program.ts';
import type {
  AskOutcome,
  FriendLink,
  FriendStore,
  InvitationRow,
  PresenceRow,
} from './friends-types.ts';

type LinkRecordRow = {
  player_id: string;
  friend_id: string;
  created_at: number;
  accepted_at: number | null;
};

const SQL = {
  link: 'SELECT * FROM friend_links WHERE player_id = $1 AND friend_id = $2',
  accept: `UPDATE friend_links SET accepted_at = $3
    WHERE player_id = $1 AND friend_id = $2 AND accepted_at IS NULL`,
  insertLink: `INSERT INTO friend_links (player_id, friend_id, created_at, accepted_at)
    VALUES ($1, $2, $3, NULL) ON CONFLICT (player_id, friend_id) DO NOTHING`,
  remove: `DELETE FROM friend_links WHERE (player_id = $1 AND friend_id = $2)
    OR (player_id = $2 AND friend_id = $1)`,
  links: `SELECT * FROM friend_links WHERE player_id = $1 OR friend_id = $1
    ORDER BY created_at, player_id, friend_id`,
  block: `INSERT INTO player_blocks (player_id, blocked_id, created_at) VALUES ($1, $2, $3)
    ON CONFLICT (player_id, blocked_id) DO NOTHING`,
  unblock: 'DELETE FROM player_blocks WHERE player_id = $1 AND blocked_id = $2',
  blocked:
    'SELECT blocked_id FROM player_blocks WHERE player_id = $1 ORDER BY created_at, blocked_id',
  between: `SELECT 1 AS hit FROM player_blocks WHERE (player_id = $1 AND blocked_id = $2)
    OR (player_id = $2 AND blocked_id = $1)`,
  seen: `INSERT INTO player_presence (player_id, seen_at, game_id, playing_at) VALUES ($1, $2, NULL, NULL)
    ON CONFLICT (player_id) DO UPDATE SET seen_at = excluded.seen_at`,
  playing: `INSERT INTO player_presence (player_id, seen_at, game_id, playing_at) VALUES ($1, $3, $2, $3)
    ON CONFLICT (player_id) DO UPDATE SET seen_at = excluded.seen_at, game_id = excluded.game_id,
      playing_at = excluded.playing_at`,
  invite: `INSERT INTO game_invites (game_id, player_id, from_id, created_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (game_id, player_id) DO UPDATE SET from_id = excluded.from_id,
      created_at = excluded.created_at`,
  invitations: `SELECT * FROM game_invites WHERE player_id = $1 ORDER BY created_at DESC, game_id
    LIMIT 50`,
  dropInvitation: 'DELETE FROM game_invites WHERE game_id = $1 AND player_id = $2',
  watchCount: `INSERT INTO watch_counts (game_id, node, spectators, at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (game_id, node) DO UPDATE SET spectators = excluded.spectators, at = excluded.at`,
  forgetLinks: 'DELETE FROM friend_links WHERE player_id = $1 OR friend_id = $1',
  forgetBlocks: 'DELETE FROM player_blocks WHERE player_id = $1 OR blocked_id = $1',
  forgetPresence: 'DELETE FROM player_presence WHERE player_id = $1',
  forgetInvites: 'DELETE FROM game_invites WHERE player_id = $1 OR from_id = $1',
} as const;

const toLink = (r: LinkRecordRow): FriendLink => ({
  playerId: r.player_id,
  friendId: r.friend_id,
  createdAt: r.created_at,
  acceptedAt: r.accepted_at,
});

function* askProgram(from: string, to: string, now: number): SqlProgram<AskOutcome> {
  // Their request to me, waiting: asking back accepts it.
  const accepted = (yield change(SQL.accept, [to, from, now])) as number;
  if (accepted === 1) return 'accepted';
  const theirs = (yield query(SQL.link, [to, from])) as LinkRecordRow[];
  if (theirs.length > 0) return 'already';
  const inserted = (yield change(SQL.insertLink, [from, to, now])) as number;
  return inserted === 1 ? 'asked' : 'already';
}

function* blockProgram(playerId: string, other: string, now: number): SqlProgram<void> {
  yield change(SQL.remove, [playerId, other]);
  yield change(SQL.block, [playerId, other, now]);
}

export class SqlFriendStore implements FriendStore {
  constructor(private readonly sql: SqlExecutor) {}

  ask(from: string, to: string, now: number): Promise<AskOutcome> {
    return this.sql.transaction(askProgram(from, to, now));
  }

  async remove(a: string, b: string): Promise<void> {
    await this.sql.run(SQL.remove, [a, b]);
  }

  async links(playerId: string): Promise<FriendLink[]> {
    return (await this.sql.rows<LinkRecordRow>(SQL.links, [playerId])).map(toLink);
  }

  block(playerId: string, other: string, now: number): Promise<void> {
    return this.sql.transaction(blockProgram(playerId, other, now));
  }

  async unblock(playerId: string, other: string): Promise<void> {
    await this.sql.run(SQL.unblock, [playerId, other]);
  }

  async blocked(playerId: string): Promise<string[]> {
    const rows = await this.sql.rows<{ blocked_id: string }>(SQL.blocked, [playerId]);
    return rows.map((r) => r.blocked_id);
  }

  async blockedBetween(a: string, b: string): Promise<boolean> {
    return (await this.sql.rows(SQL.between, [a, b])).length > 0;
  }

  async seen(playerId: string, now: number): Promise<void> {
    await this.sql.run(SQL.seen, [playerId, now]);
  }

  playing(rows: readonly { playerId: string; gameId: string }[], now: number): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    function* program(): SqlProgram<void> {
      for (const r of rows) yield change(SQL.playing, [r.playerId, r.gameId, now]);
    }
    return this.sql.transaction(program());
  }

  async presence(playerIds: readonly string[]): Promise<PresenceRow[]> {
    if (playerIds.length === 0) return [];
    type P = {
      player_id: string;
      seen_at: number;
      game_id: string | null;
      playing_at: number | null;
    };
    const rows = await this.sql.rows<P>(
      `SELECT * FROM player_presence WHERE player_id IN (${placeholders(1, playerIds.length)})`,
      playerIds,
    );
    return rows.map((r) => ({
      playerId: r.player_id,
      seenAt: r.seen_at,
      gameId: r.game_id,
      playingAt: r.playing_at,
    }));
  }

  async invite(gameId: string, playerId: string, fromId: string, now: number): Promise<void> {
    await this.sql.run(SQL.invite, [gameId, playerId, fromId, now]);
  }

  async invitations(playerId: string): Promise<InvitationRow[]> {
    type I = { game_id: string; player_id: string; from_id: string; created_at: number };
    const rows = await this.sql.rows<I>(SQL.invitations, [playerId]);
    return rows.map((r) => ({
      gameId: r.game_id,
      playerId: r.player_id,
      fromId: r.from_id,
      createdAt: r.created_at,
    }));
  }

  async dropInvitation(gameId: string, playerId: string): Promise<void> {
    await this.sql.run(SQL.dropInvitation, [gameId, playerId]);
  }

  setWatchCounts(node: string, counts: ReadonlyMap<string, number>, now: number): Promise<void> {
    if (counts.size === 0) return Promise.resolve();
    function* program(): SqlProgram<void> {
      for (const [game, n] of counts) yield change(SQL.watchCount, [game, node, n, now]);
    }
    return this.sql.transaction(program());
  }

  async watchCounts(gameIds: readonly string[], since: number): Promise<Map<string, number>> {
    if (gameIds.length === 0) return new Map();
    const rows = await this.sql.rows<{ game_id: string; n: number | string }>(
      `SELECT game_id, SUM(spectators) AS n FROM watch_counts
        WHERE at >= $1 AND game_id IN (${placeholders(2, gameIds.length)}) GROUP BY game_id`,
      [since, ...gameIds],
    );
    return new Map(rows.map((r) => [r.game_id, Number(r.n)]));
  }

  async forget(playerId: string): Promise<void> {
    await this.sql.run(SQL.forgetLinks, [playerId]);
    await this.sql.run(SQL.forgetBlocks, [playerId]);
    await this.sql.run(SQL.forgetPresence, [playerId]);
    await this.sql.run(SQL.forgetInvites, [playerId]);
  }
}
