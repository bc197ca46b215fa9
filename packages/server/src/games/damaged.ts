/**
 * A damaged game: its stored row cannot be read (its JSON does not parse) or its stored moves no
 * longer replay (a bad restore, a hand edit, a rules change that a stored game did not survive). It is a fault of that one game's data, not of the store
 * or of the server, so it is isolated: the registry remembers it, logs it once, and every request
 * for it gets ERR_GAME_DAMAGED while every other game is served as usual.
 *
 * @example
 * try { rebuild(stored); } catch (error) { if (error instanceof DamagedGameError) isolate(error); }
 */
import { protocolError, type WireError } from '@tnt/protocol';

export class DamagedGameError extends Error {
  constructor(
    readonly gameId: string,
    /** What fails, for the operator's log: the column that does not parse, or the move and the engine's reason. */
    readonly reason: string,
  ) {
    super(`game ${gameId} is damaged: ${reason}`);
    this.name = 'DamagedGameError';
  }
}

/** What a client is told about a damaged game: it exists, and it cannot be served. */
export const damagedGame: WireError = protocolError(
  'ERR_GAME_DAMAGED',
  'this game’s stored data cannot be read or no longer replays; it cannot be shown or played',
);
