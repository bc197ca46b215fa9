/**
 * Errors as values with stable codes, over the socket (`{ type: 'error', code, message }`) and
 * over HTTP (`{ error: { code, message } }`). The engine's move and setup error codes pass through
 * unchanged, so a client translates one list of codes whatever judged the input.
 *
 * @example
 * const e = protocolError('ERR_SPECTATOR', 'spectators watch; they do not move');
 * socket.send(JSON.stringify({ type: 'error', ...e }));
 */
import type { MoveErrorCode, SetupErrorCode } from '@tnt/engine';

export const PROTOCOL_ERROR_CODES = [
  /** The text is not JSON. */
  'ERR_BAD_JSON',
  /** The message is longer than LIMITS.maxMessageChars. */
  'ERR_TOO_LARGE',
  /** JSON, but not an object with a known `type`. */
  'ERR_UNKNOWN_TYPE',
  /** A known `type` with missing, extra or wrong fields. */
  'ERR_BAD_MESSAGE',
  /** `hello` named another protocol version. */
  'ERR_VERSION',
  /** Too many messages: this one was dropped. */
  'ERR_RATE_LIMITED',
  /** A game message before `hello`. */
  'ERR_NOT_JOINED',
  /** A second `hello` on a connection that already joined a game. */
  'ERR_ALREADY_JOINED',
  /** A secret that belongs to no player, or a request that needs one and has none. */
  'ERR_BAD_SECRET',
  /** A request or socket from a page of another site than the server's own (cross-origin). */
  'ERR_FORBIDDEN_ORIGIN',
  /** A spectator (a connection without a seat in the game) tried to move. */
  'ERR_SPECTATOR',
  /** The move named a sequence number other than the next one: the client missed moves. */
  'ERR_STALE',
  'ERR_GAME_NOT_FOUND',
  /**
   * The game's stored row cannot be read, or its stored moves no longer replay: it cannot be
   * shown or played (the server logged it).
   */
  'ERR_GAME_DAMAGED',
  /** The game still waits for players to take their seats. */
  'ERR_GAME_NOT_STARTED',
  /** Joining: the seat is a bot's or another player's; no free seat; no such seat. */
  'ERR_SEAT_TAKEN',
  'ERR_GAME_FULL',
  'ERR_NO_SUCH_SEAT',
  /**
   * Creating a game: the player already has as many games of this kind as the server allows
   * (unfinished games with no person seated, or open games waiting for players).
   */
  'ERR_TOO_MANY_GAMES',
  /** A display name the rules of names refuse (names.ts): empty, too long, or hidden characters. */
  'ERR_BAD_NAME',
  /** A chat line longer than CHAT_LIMITS.maxChars characters after NFC normalisation. */
  'ERR_CHAT_TOO_LONG',
  /** A chat line that is empty, or holds control characters or bidirectional overrides. */
  'ERR_CHAT_BAD_TEXT',
  /** Too many chat lines from this socket or this identity: this one was dropped. */
  'ERR_CHAT_RATE_LIMITED',
  /** Spectators' chat is off in this game (its `chat.spectators` option). */
  'ERR_CHAT_OFF',
  /** Muting a seat without a player, a player id that names nobody, or oneself. */
  'ERR_CHAT_NO_SUCH_PLAYER',
  /** Muting one more player than CHAT_LIMITS.maxMutes: unmute someone first. */
  'ERR_CHAT_TOO_MANY_MUTES',
  /** `undo`: the seat has no move of its own that can still be taken back (or fewer than asked). */
  'ERR_UNDO_NOT_ALLOWED',
  /** `undo`: the game's creator turned undo off. */
  'ERR_UNDO_OFF',
  /** `hint`: the game's creator turned hints off. */
  'ERR_HINTS_OFF',
  /** `hint`: the identity already waits for a hint (in this game or another). */
  'ERR_HINT_BUSY',
  /** `hint`: the identity asked for too many hints lately (a few in a row, then one every 10 s). */
  'ERR_HINT_RATE_LIMITED',
  /** `hint`: the search could not answer in time (the bot workers are busy or failed). */
  'ERR_HINT_FAILED',
  /** A push subscription whose endpoint this server will not post to (not https). */
  'ERR_PUSH_ENDPOINT',
  /** An unsubscribe, verification or recovery link whose token is not valid (used up, expired). */
  'ERR_BAD_TOKEN',
  /** A new name sooner than a day after the last one. */
  'ERR_RENAME_TOO_SOON',
  /** No such HTTP route. */
  'ERR_NOT_FOUND',
  /** Creating a ranked game without a time per turn (of 15 s at least): it needs its turn clock. */
  'ERR_RANKED_NEEDS_CLOCK',
  /** Creating a ranked game with hints on: ranked games have none. */
  'ERR_RANKED_NO_HINTS',
  /** Creating a ranked game without taking a seat in it, or with a seat for nobody to take. */
  'ERR_RANKED_SEATS',
  /**
   * Creating a ranked game with the random bot, or a bot level far from the creator's rating:
   * ranked games seat bots near the player's rating only.
   */
  'ERR_RANKED_BOT',
  /** `leave` in a game that is not ranked, or not under way. */
  'ERR_NOT_RANKED',
  /** A move, `back` or `undo` from a seat whose player left the ranked game: a bot plays it now. */
  'ERR_SEAT_ABANDONED',
  /** "Play now": the player is already seated in a game the queue started, or not waiting. */
  'ERR_QUEUE',
  /** A tournament that no longer takes entries (it started, ended or was cancelled). */
  'ERR_TOURNAMENT_CLOSED',
  /** Signing up to a tournament whose places are all taken. */
  'ERR_TOURNAMENT_FULL',
  /** Starting a tournament with fewer than two people: bots only fill places, they never make one. */
  'ERR_TOURNAMENT_BOTS_ONLY',
  /** Creating or joining more unfinished tournaments than the server allows one player. */
  'ERR_TOO_MANY_TOURNAMENTS',
  /** Only the tournament's creator may do this (start it early). */
  'ERR_NOT_CREATOR',
  /** Inviting a player who is not a friend. */
  'ERR_NOT_FRIENDS',
  /** The other player blocked you (or you them): no request, no invitation. */
  'ERR_BLOCKED',
  /** More friends, pending requests or blocks than the server keeps for one player. */
  'ERR_TOO_MANY_FRIENDS',
  /** The server failed; nothing was changed. */
  'ERR_INTERNAL',
] as const;

export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];

/** Every code a client may receive. */
export type ErrorCode = ProtocolErrorCode | MoveErrorCode | SetupErrorCode;

export interface WireError {
  readonly code: ErrorCode;
  /** English, for logs and developers; a UI shows its own text for the code. */
  readonly message: string;
}

export const protocolError = (code: ErrorCode, message: string): WireError => ({ code, message });

/** The HTTP status that goes with an error code. */
export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'ERR_BAD_SECRET':
      return 401;
    case 'ERR_FORBIDDEN_ORIGIN':
    case 'ERR_CHAT_OFF':
    case 'ERR_UNDO_OFF':
    case 'ERR_HINTS_OFF':
      return 403;
    case 'ERR_SEAT_ABANDONED':
    case 'ERR_NOT_CREATOR':
    case 'ERR_BLOCKED':
      return 403;
    case 'ERR_GAME_NOT_FOUND':
    case 'ERR_NOT_FOUND':
      return 404;
    case 'ERR_SEAT_TAKEN':
    case 'ERR_GAME_FULL':
    case 'ERR_STALE':
    case 'ERR_GAME_NOT_STARTED':
    case 'ERR_NOT_RANKED':
    case 'ERR_QUEUE':
    case 'ERR_TOURNAMENT_CLOSED':
    case 'ERR_TOURNAMENT_FULL':
    case 'ERR_TOURNAMENT_BOTS_ONLY':
    case 'ERR_TOO_MANY_TOURNAMENTS':
    case 'ERR_NOT_FRIENDS':
    case 'ERR_TOO_MANY_FRIENDS':
    case 'ERR_TOO_MANY_GAMES': // a cap on games held, not a rate: waiting alone does not lift it
      return 409;
    case 'ERR_TOO_LARGE':
      return 413;
    case 'ERR_RATE_LIMITED':
    case 'ERR_CHAT_RATE_LIMITED':
    case 'ERR_HINT_RATE_LIMITED':
    case 'ERR_RENAME_TOO_SOON':
      return 429;
    case 'ERR_INTERNAL':
    case 'ERR_GAME_DAMAGED':
      return 500;
    default:
      return 400;
  }
}
