/**
 * The friends side of the store: friendships (asked, then accepted), blocks, when players were
 * last seen and the live game they sit at, invitations to games, and each node's count of
 * spectators per game. Every store has one, in the same database as the rest (the memory store's
 * in its own SQLite database, like its ratings).
 *
 * @example
 * await store.friends.ask('ada', 'ben', Date.now()); // 'asked'
 * await store.friends.ask('ben', 'ada', Date.now()); // 'accepted': Ben answered Ada's request
 */

export interface FriendLink {
  /** Who asked. */
  readonly playerId: string;
  readonly friendId: string;
  readonly createdAt: number;
  /** When the other accepted; null while the request waits. */
  readonly acceptedAt: number | null;
}

export type AskOutcome = 'asked' | 'accepted' | 'already';

export interface PresenceRow {
  readonly playerId: string;
  readonly seenAt: number;
  readonly gameId: string | null;
  readonly playingAt: number | null;
}

export interface InvitationRow {
  readonly gameId: string;
  readonly playerId: string;
  readonly fromId: string;
  readonly createdAt: number;
}

export interface FriendStore {
  /**
   * `from` asks `to`: a new request, or the acceptance of `to`'s own request to `from` (in one
   * transaction, so two players asking each other at once end up friends).
   */
  ask(from: string, to: string, now: number): Promise<AskOutcome>;
  /** Ends a friendship or a request, whoever asked. */
  remove(a: string, b: string): Promise<void>;
  /** Every friendship and request the player is part of, either way. */
  links(playerId: string): Promise<FriendLink[]>;
  /** `playerId` blocks `other`: any friendship or request between them ends, in one transaction. */
  block(playerId: string, other: string, now: number): Promise<void>;
  unblock(playerId: string, other: string): Promise<void>;
  /** The players `playerId` blocked. */
  blocked(playerId: string): Promise<string[]>;
  /** Whether either of the two blocked the other. */
  blockedBetween(a: string, b: string): Promise<boolean>;

  /** The player was seen now (a page asked the server for them). */
  seen(playerId: string, now: number): Promise<void>;
  /** These players sit at these live games now (reported by the node holding their sockets). */
  playing(rows: readonly { playerId: string; gameId: string }[], now: number): Promise<void>;
  presence(playerIds: readonly string[]): Promise<PresenceRow[]>;

  invite(gameId: string, playerId: string, fromId: string, now: number): Promise<void>;
  invitations(playerId: string): Promise<InvitationRow[]>;
  dropInvitation(gameId: string, playerId: string): Promise<void>;

  /** This node's spectators per game now (a game whose count fell to 0 is named with 0). */
  setWatchCounts(node: string, counts: ReadonlyMap<string, number>, now: number): Promise<void>;
  /** Spectators per game over every node that reported since `since`. */
  watchCounts(gameIds: readonly string[], since: number): Promise<Map<string, number>>;

  /** The account was deleted: its friendships, blocks, presence and invitations go. */
  forget(playerId: string): Promise<void>;
}
