/**
 * @tnt/server: the game server. HTTP API and game socket on one port (Fastify + ws), identities,
 * lobby, seats, spectators, live and asynchronous games, bots in worker threads, turn clocks and
 * stand-ins, metrics, and storage behind one interface (SQLite by default, in memory for tests).
 *
 * @example
 * import { startServer, DEFAULT_DB } from '@tnt/server';
 * const server = await startServer({ port: 8080, host: '0.0.0.0', db: DEFAULT_DB, webRoot: 'packages/web/dist' });
 * process.on('SIGTERM', () => void server.close());
 */
export {
  startServer,
  DEFAULT_PLAY,
  type ServerOptions,
  type RunningServer,
  type ServedRoute,
} from './server.ts';
export { DEFAULT_DB, openStore } from './store/open.ts';
export type { GameStore } from './store/types.ts';
export type { PlaySettings } from './games/play-settings.ts';
export type {
  GameFinished,
  RoomEventMap,
  RoomEvents,
  RoomListener,
  SeatStandIn,
} from './games/room-events.ts';
export { changesOf } from './ratings/rater.ts';
export { START, displayOf } from './ratings/skill.ts';
export { botIdentity } from './ratings/identities.ts';
export type { FinishedGame, RatingRow } from './store/ratings-types.ts';
