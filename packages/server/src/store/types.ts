/**
 * The one storage interface of the server. A game is event-sourced: its options, its secret seed
 * and its moves, append-only, numbered from 1. Appending names the number the move must take
 * (compare-and-set): of two writers only one wins, so the log stays linear even with several
 * server nodes on one database. Everything is asynchronous so that a networked database (PostgreSQL)
 * fits behind the same interface as the embedded one (SQLite) and the in-memory double for tests.
 *
 * @example
 * const appended = await store.appendMove(gameId, { seq: 8, seat: 1, move: 'draw supply', by: 'player', at: Date.now() }, next);
 * if (!appended) reload(); // another writer took number 8 first
 */
import type { GameOptions } from '@tnt/engine';
import type { BotLevel, ChatOptions, GameMode, GameStatus, MoveActor } from '@tnt/protocol';
import type { AccountStore } from './accounts-sql.ts';
import type { FriendStore } from './friends-types.ts';
import type { RatingsStore } from './ratings-types.ts';
import type { SocialStore } from './social-types.ts';
import type { TournamentStore } from './tournament-types.ts';

export interface PlayerRow {
  readonly id: string;
  readonly name: string;
  /** SHA-256 of the player's secret, hex; the secret itself is never stored. */
  readonly secretHash: string;
  readonly createdAt: number;
}

/** What `updatePlayer` may change. */
export interface PlayerChange {
  readonly name?: string;
  readonly secretHash?: string;
}

export interface SeatRow {
  readonly seat: number;
  readonly kind: 'human' | 'bot';
  /** The bot's level, for a bot seat. */
  readonly bot: BotLevel | null;
  /** The player holding a human seat, or null while it is free. */
  readonly playerId: string | null;
}

export interface GameRow {
  readonly id: string;
  readonly options: GameOptions;
  /** Secret: never sent to a client before the game is over. */
  readonly seed: string;
  readonly mode: GameMode;
  readonly turnSeconds: number | null;
  readonly status: GameStatus;
  /** Number of moves stored: the sequence number of the last. */
  readonly moveCount: number;
  /** The seat whose decision the game awaits (null when over or not started): "my turn" lists. */
  readonly decisionSeat: number | null;
  readonly createdBy: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** The running turn clock, kept so that another node (or a restarted one) honours it. */
  readonly turnClock: TurnClock | null;
  /** The game's chat settings (spectators' chat, chat in the record). */
  readonly chat: ChatOptions;
  /** Players may take back their reversible moves within their turn (on by default). */
  readonly undo: boolean;
  /** Players may ask the search for hints for their decisions (on by default). */
  readonly hints: boolean;
  /** A ranked game: rated on its ladder when it ends. Absent: not ranked. */
  readonly ranked?: boolean;
  /**
   * Why the stored row cannot be read (its JSON does not parse): a damaged game, refused where it
   * is rebuilt and left out of lists. Absent for every sound row.
   */
  readonly unreadable?: string;
}

/** A turn clock: which decision it times ('turn/seat') and when it runs out (epoch ms). */
export interface TurnClock {
  readonly key: string;
  readonly at: number;
}

export interface MoveRow {
  /** 1 for the first move of the game. */
  readonly seq: number;
  readonly seat: number;
  /** The move in the engine's text notation, as in game records. */
  readonly move: string;
  readonly by: MoveActor;
  readonly at: number;
}

export interface StoredGame {
  readonly game: GameRow;
  readonly seats: readonly SeatRow[];
  readonly moves: readonly MoveRow[];
}

/** What a move changes in the game's row besides the log. */
export interface GameProgress {
  readonly status: GameStatus;
  readonly decisionSeat: number | null;
}

/** Counts of a creator's games that are not over (the caps on games per player). */
export interface UnfinishedGames {
  readonly open: number;
  /** No person seated (bots only, or nobody has sat down yet). */
  readonly unseated: number;
  /**
   * Games that play on with no person at the table: no person seated, or a game under way that
   * acts by itself (live, or with a time per turn) none of whose people has a socket open.
   */
  readonly alone: number;
}

export interface NewGame {
  readonly game: Omit<GameRow, 'moveCount' | 'updatedAt' | 'turnClock'>;
  readonly seats: readonly SeatRow[];
}

/**
 * Claims: which server node acts on a game (plays its bots, runs its clocks and grace periods).
 * A claim lasts until a time and is renewed while the node lives; when it lapses (the node died),
 * another node takes the game over. Moves stay compare-and-set whoever holds the claim, so a
 * claim only spares double work: it can never fork a game.
 */
export interface GameClaims {
  /**
   * Takes the game for `node` until `until`, or renews its own claim; refused (false) while
   * another node's claim runs at `now`. True if `node` holds the game now.
   */
  claimGame(gameId: string, node: string, now: number, until: number): Promise<boolean>;
  /** Renews every claim the node still holds at `now`; the ids of those games. */
  renewClaims(node: string, now: number, until: number): Promise<string[]>;
  /** Gives the game up (it unloaded, or the node stops); nothing if another node holds it. */
  releaseGame(gameId: string, node: string): Promise<void>;
  /**
   * Playing games that must act without anyone connected (live, or with a time per turn, or
   * awaiting a bot seat's decision: `decision_seat` is a bot seat) and that no node holds at
   * `now`: the ones a node should take over, least recently updated first.
   */
  unclaimedGames(now: number, limit: number): Promise<string[]>;
}

export interface GameStore extends GameClaims {
  /** Which implementation, for logs and health: 'memory', 'sqlite', 'postgres'. */
  readonly kind: string;
  /** Chat, presence and notices, in the same database (social-types.ts). */
  readonly social: SocialStore;
  /** Results, ratings, leaves of ranked games, the Play now queue (ratings-types.ts). */
  readonly ratings: RatingsStore;
  /** E-mail addresses, former names, recovery tokens (accounts-sql.ts). */
  readonly accounts: AccountStore;
  /** Tournaments, their entrants and rounds (tournament-types.ts). */
  readonly tournaments: TournamentStore;
  /** Friends, blocks, presence, invitations, spectator counts (friends-types.ts). */
  readonly friends: FriendStore;

  /**
   * What the operator should know from the start (e.g. a database file that was empty), one
   * sentence each; logged when the server starts.
   */
  readonly warnings?: readonly string[];

  /** Resolves if the database answers now; rejects with its error otherwise (health checks). */
  ping(): Promise<void>;

  createPlayer(player: PlayerRow): Promise<void>;
  playerById(id: string): Promise<PlayerRow | null>;
  playerBySecretHash(secretHash: string): Promise<PlayerRow | null>;
  playersByIds(ids: readonly string[]): Promise<PlayerRow[]>;
  /**
   * Players whose name holds `text` (ignoring case; deleted accounts left out), by name: the
   * search for a friend or a player's finished games.
   */
  playersByName(text: string, limit: number): Promise<PlayerRow[]>;
  /** Changes the player's name or secret hash (a rename, a new link, a deleted account). */
  updatePlayer(id: string, change: PlayerChange): Promise<void>;

  createGame(game: NewGame): Promise<void>;
  /** The game with its seats and every move, or null. */
  loadGame(id: string): Promise<StoredGame | null>;
  /**
   * Appends a move if it takes the next number (move.seq = stored count + 1) and the game is
   * playing; false (and nothing written) otherwise.
   */
  appendMove(gameId: string, move: MoveRow, progress: GameProgress): Promise<boolean>;
  /** Gives a free human seat to a player; false if the seat is not a free human seat. */
  takeSeat(gameId: string, seat: number, playerId: string): Promise<boolean>;
  /** Sets the status and awaited seat without a move (a game starts when its seats are full). */
  setProgress(gameId: string, progress: GameProgress, at: number): Promise<void>;
  /** Records the running turn clock of a playing game (null: none runs). */
  setTurnClock(gameId: string, clock: TurnClock | null): Promise<void>;

  /** The games in which the player holds a seat, newest first, with that seat. */
  gamesOfPlayer(playerId: string, limit: number): Promise<{ game: GameRow; seats: SeatRow[] }[]>;
  /**
   * The player's unfinished games that they created: how many are open (waiting for players),
   * how many have no person seated (bots only, or nobody has sat down yet), and how many play on
   * with no person at the table (`alone`: the seats' presence as stored with the game).
   */
  unfinishedGamesBy(playerId: string): Promise<UnfinishedGames>;
  /** Games with a given status, most recently updated first. */
  gamesWithStatus(
    status: GameStatus,
    limit: number,
  ): Promise<{ game: GameRow; seats: SeatRow[] }[]>;

  close(): Promise<void>;
}
