/**
 * Tournaments: a signed-in player creates one (format, table size, the games' options, live or
 * asynchronous, time per turn, sign-up until a time or until full, bots filling empty places at a
 * chosen level); players sign up; each round's tables are made when the previous round ends and
 * their games are created with the players seated; points per table placing make the standings,
 * with the tie-breaks of docs/tournaments.md.
 *
 *   POST   /api/tournaments              CreateTournamentBody -> 201 TournamentView
 *   GET    /api/tournaments              -> { tournaments: TournamentListEntry[] }
 *   GET    /api/tournaments/:id          -> TournamentView   (standings, rounds, tables, games)
 *   POST   /api/tournaments/:id/join     -> TournamentView   sign up
 *   POST   /api/tournaments/:id/leave    -> TournamentView   withdraw (dropped from later rounds)
 *   POST   /api/tournaments/:id/start    -> TournamentView   the creator starts it before its time
 *   GET    /api/games/:id/tournament     -> GameTournament   the tournament a game is a table of
 *
 * @example
 * const body = CreateTournamentBodySchema.parse({ name: 'Friday Swiss', format: 'swiss', rounds: 3, tableSize: 2, turnSeconds: 120, maxPlayers: 8 });
 */
import { z } from 'zod';
import { EXPANSIONS } from '@tnt/engine';
import { BOT_LEVELS, type BotLevel } from './bot-levels.ts';
import type { GameMode } from './game.ts';
import { GAME_MODES } from './game.ts';
import { LIMITS } from './limits.ts';
import { MAX_TURN_SECONDS } from './http.ts';
import { NameSchema } from './names.ts';

export const TOURNAMENT_FORMATS = ['swiss', 'round-robin', 'elimination'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

/** signup: taking entries; running: rounds being played; over; cancelled (too few people). */
export const TOURNAMENT_STATUSES = ['signup', 'running', 'over', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** The bounds of a tournament, one place for the server and the client's form. */
export const TOURNAMENT_LIMITS = {
  minPlayers: 2,
  maxPlayers: 64,
  /** Swiss rounds at most (round-robin and elimination count their own). */
  maxRounds: 12,
  /** The shortest turn a tournament's games may give: a round must be able to end. */
  minTurnSeconds: 10,
  /** How far ahead sign-up may close. */
  maxStartDelayMs: 30 * 24 * 3_600_000,
} as const;

/** The games' rules: the engine's options without the player count (the table size decides it). */
export const TournamentGameOptionsSchema = z.strictObject({
  map: z.string().min(1).max(LIMITS.maxIdChars).optional(),
  expansions: z.array(z.enum(EXPANSIONS)).max(EXPANSIONS.length).optional(),
  variant: z.enum(['base-rules']).optional(),
  rules: z
    .strictObject({ allProvinces: z.enum(['standard', 'every-province']).optional() })
    .optional(),
});
export type TournamentGameOptions = z.infer<typeof TournamentGameOptionsSchema>;

export const CreateTournamentBodySchema = z
  .strictObject({
    name: NameSchema,
    format: z.enum(TOURNAMENT_FORMATS),
    /** Swiss: the number of rounds (default 3). Round-robin and elimination count their own. */
    rounds: z.int().min(1).max(TOURNAMENT_LIMITS.maxRounds).optional(),
    /** Players per table: 2, 3 or 4; tables are formed as evenly as the entrants allow. */
    tableSize: z.int().min(2).max(4),
    options: TournamentGameOptionsSchema.default({}),
    mode: z.enum(GAME_MODES).default('live'),
    /** Every tournament game has a time per turn, so that no round can stall. */
    turnSeconds: z.int().min(TOURNAMENT_LIMITS.minTurnSeconds).max(MAX_TURN_SECONDS),
    /** The games are ranked (rated on their ladder when they end). */
    ranked: z.boolean().default(false),
    /** Bots of this level fill empty places at the start (at most one bot per person); null: none. */
    bots: z.enum(BOT_LEVELS).nullable().default(null),
    maxPlayers: z.int().min(TOURNAMENT_LIMITS.minPlayers).max(TOURNAMENT_LIMITS.maxPlayers),
    /** When sign-up closes and the first round is paired (epoch ms); null: when it is full. */
    startsAt: z.number().int().positive().nullable().default(null),
    /** The creator signs up too (default true). */
    join: z.boolean().default(true),
  })
  .refine((body) => body.maxPlayers >= body.tableSize, {
    message: 'room for at least one full table',
    path: ['maxPlayers'],
  });
export type CreateTournamentBody = z.input<typeof CreateTournamentBodySchema>;
export type CreateTournamentRequest = z.infer<typeof CreateTournamentBodySchema>;

/** Someone in a tournament: a person (their player id) or a bot filling a place (`#bot1`, …). */
export interface Entrant {
  readonly id: string;
  readonly name: string;
  /** The bot's level for a bot entrant, else null. */
  readonly bot: BotLevel | null;
  /** The displayed rating used for seeding and pairing (taken at sign-up; bots: their level's). */
  readonly rating: number;
  /** Dropped from the rounds after this one (withdrew, or abandoned a ranked game); null: in. */
  readonly droppedAfter: number | null;
}

/** One line of the standings. */
export interface Standing {
  readonly place: number;
  readonly entrant: Entrant;
  /** Points from table placings and byes. */
  readonly points: number;
  /** Swiss: Buchholz, the sum over rounds of the table-mates' mean points; else 0. */
  readonly buchholz: number;
  /** The player's final game scores, summed over their games. */
  readonly score: number;
  readonly games: number;
  readonly wins: number;
  readonly byes: number;
  /** Elimination: the last round the entrant played in; else null. */
  readonly reached: number | null;
  /** Elimination: out of the tournament. */
  readonly eliminated: boolean;
}

/** A table of a round: its seats in order, and its game (null for a bye). */
export interface TournamentTable {
  readonly table: number;
  readonly game: string | null;
  readonly seats: readonly {
    readonly entrant: string;
    /** Null until the game's result is recorded. */
    readonly place: number | null;
    readonly score: number | null;
    readonly points: number | null;
  }[];
  /** The game is over and its result counted. */
  readonly done: boolean;
}

export interface TournamentRound {
  readonly round: number;
  readonly pairedAt: number;
  readonly tables: readonly TournamentTable[];
  readonly done: boolean;
}

/** What a list shows of a tournament. */
export interface TournamentListEntry {
  readonly id: string;
  readonly name: string;
  readonly format: TournamentFormat;
  readonly status: TournamentStatus;
  readonly tableSize: number;
  readonly expansions: readonly string[];
  readonly mode: GameMode;
  readonly turnSeconds: number;
  readonly ranked: boolean;
  readonly bots: BotLevel | null;
  readonly entrants: number;
  readonly maxPlayers: number;
  readonly startsAt: number | null;
  /** The round under way (0 before the first). */
  readonly round: number;
  /** Rounds in all: Swiss as chosen; round-robin and elimination once started (null before). */
  readonly rounds: number | null;
  readonly createdBy: { readonly id: string; readonly name: string };
  readonly createdAt: number;
}

/** GET /api/games/:id/tournament: the tournament a game is a table of. */
export interface GameTournament {
  readonly tournament: string;
  readonly name: string;
  readonly round: number;
  readonly table: number;
}

export interface TournamentView extends TournamentListEntry {
  readonly options: TournamentGameOptions;
  readonly entrantsList: readonly Entrant[];
  readonly standings: readonly Standing[];
  readonly roundsPlayed: readonly TournamentRound[];
  /** Why it was cancelled, when it was. */
  readonly note: string | null;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
}
