/**
 * Typed errors with stable codes. The server sends the code, the web client translates it, and
 * the message names the rule that was broken (in English, for logs and the command line). The
 * base game's codes are below; each expansion names the codes of its own refusals (its module's
 * `errorCodes`, and `ExpansionErrorCodes`), listed after these in `MOVE_ERROR_CODES`.
 */
import type { ExpansionErrorCodes } from './extension/additions.ts';

export const BASE_MOVE_ERROR_CODES = [
  /** Not a move at all: wrong shape, unknown type, bad field. */
  'ERR_MALFORMED',
  'ERR_UNKNOWN_CITY',
  /** A card the board does not have (e.g. a city's card with a number of horses it has not). */
  'ERR_UNKNOWN_CARD',
  'ERR_GAME_OVER',
  'ERR_NOT_YOUR_TURN',
  /** A move of another step of the turn (e.g. playing a card before drawing). */
  'ERR_WRONG_STEP',
  'ERR_OFFICIAL_ALREADY_USED',
  'ERR_OFFICIAL_NOT_NOW',
  'ERR_EMPTY_SLOT',
  'ERR_SUPPLY_EMPTY',
  'ERR_NOTHING_TO_DRAW',
  'ERR_CARD_NOT_IN_HAND',
  'ERR_NO_ROUTE',
  'ERR_NOT_ADJACENT',
  'ERR_CITY_IN_ROUTE',
  'ERR_MUST_PLAY',
  'ERR_ROUTE_TOO_SHORT',
  'ERR_CITY_NOT_IN_ROUTE',
  'ERR_HOUSE_ALREADY_THERE',
  'ERR_HOUSE_PATTERN',
  'ERR_NO_HOUSES_LEFT',
  'ERR_NO_CARRIAGE_LEFT',
  'ERR_CARRIAGE_TOO_SHORT',
  'ERR_CARTWRIGHT_NOT_NEEDED',
  'ERR_CARTWRIGHT_TOO_SHORT',
  'ERR_HAND_LIMIT_REACHED',
] as const;

/** A refusal's code: the base game's or an expansion's. */
export type MoveErrorCode = (typeof BASE_MOVE_ERROR_CODES)[number] | keyof ExpansionErrorCodes;

export interface MoveError {
  readonly code: MoveErrorCode;
  readonly message: string;
  /** For a move of the wrong shape: the field that is missing or wrong, when one is. */
  readonly field?: string;
}

export const SETUP_ERROR_CODES = [
  'ERR_BAD_PLAYER_COUNT',
  'ERR_UNKNOWN_MAP',
  'ERR_BAD_MAP',
  'ERR_BAD_OPTION',
  'ERR_BAD_STARTING_PLAYER',
  'ERR_BAD_SUPPLY_ORDER',
] as const;

export type SetupErrorCode = (typeof SETUP_ERROR_CODES)[number];

export interface SetupError {
  readonly code: SetupErrorCode;
  readonly message: string;
}

export const moveError = (code: MoveErrorCode, message: string): MoveError => ({ code, message });

/** A short, safe description of untrusted input for an error message (never throws). */
export function describeInput(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null ||
    value === undefined
  ) {
    return String(value);
  }
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}
