/**
 * Friends, presence, invitations, blocking and watching: a player asks another to be friends (from
 * a profile or a game) and the other accepts; friends see each other online and what they play;
 * a friend is invited to a game from the list and told as for their turn; blocking hides the
 * blocked player's chat and refuses their invitations and requests. The Watch page lists live
 * games, best-rated tables first; finished games are found by player.
 *
 *   GET    /api/friends                   -> FriendsView (friends with presence, requests, blocks, invitations)
 *   POST   /api/friends/:id               -> FriendsView   ask, or accept their request
 *   DELETE /api/friends/:id               -> FriendsView   unfriend, decline or take back a request
 *   POST   /api/blocks/:id                -> FriendsView   block (ends a friendship, mutes their chat)
 *   DELETE /api/blocks/:id                -> FriendsView   unblock
 *   POST   /api/friends/:id/invite        InviteBody -> 201 { game, seat, invite }  a new game with the friend invited
 *   POST   /api/games/:id/invite          { player } -> { ok: true }                invite to an open game of mine
 *   DELETE /api/invites/:game             -> FriendsView   decline an invitation
 *   GET    /api/friends/games             -> { games: GameSummary[] }               "My friends' games"
 *   GET    /api/watch                     -> { games: WatchedGame[] }               live games, best-rated first
 *   GET    /api/finished?player=NAME      -> { players: FinishedSearchEntry[] }    finished games by player
 *
 * @example
 * await fetch(`/api/friends/${id}`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
 */
import { z } from 'zod';
import { EXPANSIONS, type GameOptions } from '@tnt/engine';
import type { GameSummary, PlayerInfo } from './game.ts';
import type { RecentGame } from './ratings.ts';

/** A friend as the list shows them: online (seen in the last minutes) and what they play. */
export interface Friend {
  readonly player: PlayerInfo;
  readonly online: boolean;
  /** A live game the friend is at the table of now, or null. */
  readonly playing: { readonly game: string; readonly options: GameOptions } | null;
  /** Epoch ms of the friendship's start. */
  readonly since: number;
}

/** An invitation to a game: who asked, and the game to join. */
export interface Invitation {
  readonly game: string;
  readonly from: PlayerInfo;
  readonly at: number;
}

export interface FriendsView {
  readonly friends: readonly Friend[];
  /** Players who asked me: accept or decline. */
  readonly incoming: readonly PlayerInfo[];
  /** Players I asked, who have not answered. */
  readonly outgoing: readonly PlayerInfo[];
  readonly blocked: readonly PlayerInfo[];
  /** Invitations to games I have not joined yet (open games only). */
  readonly invitations: readonly Invitation[];
}

/** The new game a friend is invited to from the list: the player count; other places are bots. */
export const InviteBodySchema = z.strictObject({
  players: z.int().min(2).max(4).default(2),
  expansions: z.array(z.enum(EXPANSIONS)).max(EXPANSIONS.length).default([]),
  mode: z.enum(['live', 'async']).default('live'),
});
export type InviteBody = z.input<typeof InviteBodySchema>;
export type InviteRequest = z.infer<typeof InviteBodySchema>;

export const InviteToGameBodySchema = z.strictObject({ player: z.string().min(1).max(64) });
export type InviteToGameBody = z.infer<typeof InviteToGameBodySchema>;

/** A live game on the Watch page. */
export interface WatchedGame {
  readonly game: GameSummary;
  /** The mean displayed rating of the table (people at their ladder's rating, bots at their level's). */
  readonly rating: number;
  /** Spectators' sockets on every node of the service. */
  readonly spectators: number;
}

export const FinishedSearchSchema = z.object({ player: z.string().trim().min(2).max(32) });

/** A player found by name, with their most recent finished games. */
export interface FinishedSearchEntry {
  readonly player: PlayerInfo;
  readonly games: readonly RecentGame[];
}

/** The alerts a page shows wherever the player is: invitations, friend requests, tournament tables. */
export interface CommunityAlerts {
  readonly invitations: readonly Invitation[];
  readonly requests: number;
  /** Tournament games that wait for me now (a round was paired). */
  readonly tables: readonly {
    readonly tournament: string;
    readonly name: string;
    readonly round: number;
    readonly game: string;
  }[];
}
