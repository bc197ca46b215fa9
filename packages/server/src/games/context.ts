/**
 * What a game room needs from the server around it: the store, the event bus and claims of the
 * cluster, the bot workers, metrics, a logger, the settings of play, and where the rooms tell what
 * happened to their games. Passed in, never imported, so that tests build rooms on doubles.
 */
import type { NoticeEvent } from '@tnt/protocol';
import type { BotPool } from '../bots/pool.ts';
import type { Clock } from '../clock.ts';
import type { EventBus, IdentityChange } from '../bus/types.ts';
import type { Metrics } from '../metrics.ts';
import type { GameStore } from '../store/types.ts';
import type { IdentityChatLimits } from './chat-limits.ts';
import type { IdentityHintLimits } from './hint-limits.ts';
import type { ClaimKeeper } from './claims.ts';
import type { RoomEvents } from './room-events.ts';
import type { Logger } from '../logger.ts';
import type { PlaySettings } from './play-settings.ts';

/** Where the rooms send notices (push, e-mail): notices/notifier.ts. */
export interface NoticeSink {
  /** The players' turn came, or their game ended: notices go out beside the game, never in its way. */
  notify(event: NoticeEvent, gameId: string, playerIds: readonly string[]): void;
}

/** Chat's rate per identity over this node, the notices, and the identity changes of a cluster. */
export interface SocialServices {
  readonly chatLimits: IdentityChatLimits;
  readonly notices: NoticeSink;
  /** Tells every node an identity changed (its mutes, say): identity/identity-changes.ts. */
  readonly identityChanged: (playerId: string, change: IdentityChange) => Promise<void>;
}

export interface RoomContext {
  readonly store: GameStore;
  /** The other nodes of the cluster (a local bus sends nothing when there are none). */
  readonly bus: EventBus;
  /** The games this node acts on. */
  readonly claims: ClaimKeeper;
  readonly bots: BotPool;
  /** Hints per identity over this node: one at a time, and a rate (hint-limits.ts). */
  readonly hints: IdentityHintLimits;
  readonly metrics: Metrics;
  readonly log: Logger;
  readonly settings: PlaySettings;
  /** The time: the system's, or a test's. */
  readonly clock: Clock;
  readonly social: SocialServices;
  /** Where the rooms tell that a game finished or a bot stood in for a person (room-events.ts). */
  readonly events: RoomEvents;
}

/** One socket joined to a game: its seat (null: a spectator) and a way to send it text. */
export interface RoomClient {
  readonly seat: number | null;
  send(text: string): void;
}
