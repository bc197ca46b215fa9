/**
 * The bodies of the HTTP API's requests, as schemas (the server validates every body with them)
 * and the shapes of its answers. Requests that act for a player carry the player's secret as
 * `Authorization: Bearer <secret>`.
 *
 *   POST /api/players            CreatePlayerBody  -> NewPlayer        an identity, at once
 *   GET  /api/me                                   -> { player }
 *   POST /api/games              CreateGameBody    -> CreatedGame
 *   GET  /api/games                                -> { games }         open and running games
 *   GET  /api/games/:id                            -> GameSummary
 *   POST /api/games/:id/join     JoinBody          -> { game, seat }
 *   GET  /api/games/:id/record                     -> RecordView while running, the engine's record once over
 *   GET  /api/my/games                             -> { games: MyGame[] } (my turn first)
 *
 * @example
 * const body = CreateGameBodySchema.parse({ options: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }] });
 */
import { z } from 'zod';
import { EXPANSIONS, type AllProvincesRule, type GameOptions, type Variant } from '@tnt/engine';
import { ChatOptionsSchema, DEFAULT_CHAT_OPTIONS } from './chat.ts';
import { BOT_LEVELS } from './bot-levels.ts';
import { GAME_MODES, type GameSummary, type PlayerInfo } from './game.ts';
import { LIMITS } from './limits.ts';
import { NameSchema } from './names.ts';

const EXPANSION_NAMES = EXPANSIONS;
const ALL_PROVINCES = ['standard', 'every-province'] as const satisfies readonly AllProvincesRule[];
const VARIANTS = ['base-rules'] as const satisfies readonly Variant[];

/** A week: the longest turn an asynchronous game may give. */
export const MAX_TURN_SECONDS = 7 * 24 * 3600;

export const GameOptionsSchema = z.strictObject({
  players: z.int().min(2).max(4),
  map: z.string().min(1).max(LIMITS.maxIdChars).optional(),
  expansions: z.array(z.enum(EXPANSION_NAMES)).max(EXPANSION_NAMES.length).optional(),
  variant: z.enum(VARIANTS).optional(),
  rules: z.strictObject({ allProvinces: z.enum(ALL_PROVINCES).optional() }).optional(),
  startingPlayer: z.int().min(0).max(3).optional(),
});
// Whatever passes the schema is options the engine takes (which then judges the combination).
type Assert<T extends true> = T;
export type OptionsFitEngine = Assert<
  z.infer<typeof GameOptionsSchema> extends GameOptions ? true : false
>;

export const SeatSpecSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human') }),
  z.strictObject({ kind: z.literal('bot'), bot: z.enum(BOT_LEVELS) }),
]);
export type SeatSpec = z.infer<typeof SeatSpecSchema>;

export const CreatePlayerBodySchema = z.strictObject({ name: NameSchema });
export type CreatePlayerBody = z.infer<typeof CreatePlayerBodySchema>;

export const CreateGameBodySchema = z
  .strictObject({
    options: GameOptionsSchema,
    /** One entry per seat, in seat order. */
    seats: z.array(SeatSpecSchema).min(2).max(4),
    mode: z.enum(GAME_MODES).default('live'),
    /** Seconds per turn, or null/absent for none. */
    turnSeconds: z.int().min(1).max(MAX_TURN_SECONDS).nullable().default(null),
    /** The seat the creator takes (a human seat); absent: the first human seat; null: none. */
    seat: z.int().min(0).max(3).nullable().optional(),
    /** Spectators' chat (on by default) and chat in the record (off by default). */
    chat: ChatOptionsSchema.default(DEFAULT_CHAT_OPTIONS),
    /** Players may take back their reversible moves within their turn (on by default). */
    undo: z.boolean().default(true),
    /**
     * Players may ask the search for a hint for their decision: on by default, off in a ranked
     * game (asking for them there is refused). Absent means the default for the game's kind.
     */
    hints: z.boolean().optional(),
    /**
     * A ranked game: rated on its ladder when it ends. Only signed-in players, a time
     * per turn required, no hints, undo only within the rules' own limits; a player who abandons
     * it loses rating and a bot finishes for them.
     */
    ranked: z.boolean().default(false),
  })
  .refine((body) => body.seats.length === body.options.players, {
    message: 'one seat per player',
    path: ['seats'],
  });
export type CreateGameBody = z.infer<typeof CreateGameBodySchema>;

export const JoinBodySchema = z.strictObject({ seat: z.int().min(0).max(3).optional() });
export type JoinBody = z.infer<typeof JoinBodySchema>;

export interface NewPlayer {
  readonly player: PlayerInfo;
  /** Shown once: the browser keeps it; the server keeps only its hash. */
  readonly secret: string;
  /** Opens the web client signed in as this player, on any device. Keep it private. */
  readonly link: string;
}

export interface CreatedGame {
  readonly game: GameSummary;
  /** The seat the creator holds, or null. */
  readonly seat: number | null;
  /** The link to send to the other players. */
  readonly invite: string;
}

export interface HttpErrorBody {
  readonly error: { readonly code: string; readonly message: string };
}
