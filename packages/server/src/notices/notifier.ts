/**
 * Sends a player's notices when their turn comes or a game they play ends, by the kinds they
 * chose (notice settings; defaults: browser on, push on, e-mail off). The browser notice is the
 * page's own (it knows whether it is hidden); the server sends push and e-mail, and only to a
 * player with no socket open at the game (one at the table needs no reminder; a hidden tab
 * notifies them itself). Bots get nothing. Sending never holds up the game: it runs beside it,
 * and a failure is logged.
 *
 * @example
 * notifier.notify('your-turn', 'g1', ['p1']);
 * await notifier.settled(); // tests and shutdown: every notice sent or failed
 */
import { DEFAULT_NOTICES, type NoticeEvent, type NoticeSettings } from '@tnt/protocol';
import type { Clock } from '../clock.ts';
import type { NoticeSink } from '../games/context.ts';
import type { Logger } from '../logger.ts';
import type { SocialStore } from '../store/social-types.ts';
import { MAIL_GAP_MS, type MailDelivery } from './mail.ts';
import type { PushDelivery } from './push.ts';

/** A player's settings, the defaults where they chose nothing. */
export async function settingsOf(store: SocialStore, playerId: string): Promise<NoticeSettings> {
  return (await store.noticeSettings(playerId)) ?? { ...DEFAULT_NOTICES, address: null };
}

export interface NotifierDeps {
  readonly store: SocialStore;
  /** null: no push (never in a running server; kept for rooms built without notices). */
  readonly push: PushDelivery | null;
  /** null: the server has no SMTP server. */
  readonly mail: MailDelivery | null;
  /** Whether the player verified the address (only a verified address gets mail). */
  readonly verified: (playerId: string, address: string) => Promise<boolean>;
  readonly clock: Clock;
  readonly log: Logger;
}

export class Notifier implements NoticeSink {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: NotifierDeps) {}

  notify(event: NoticeEvent, gameId: string, playerIds: readonly string[]): void {
    for (const playerId of playerIds) {
      const task = this.sendTo(event, gameId, playerId).catch((error: unknown) => {
        this.deps.log.warn({ err: error, game: gameId, player: playerId }, 'a notice failed');
      });
      this.running.add(task);
      void task.finally(() => this.running.delete(task));
    }
  }

  /** Resolves once every notice asked for so far has been sent (or failed). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private async sendTo(event: NoticeEvent, gameId: string, playerId: string): Promise<void> {
    const { store, push, mail, clock } = this.deps;
    const settings = await settingsOf(store, playerId);
    if (settings.push && push) {
      await push.send(playerId, { event, game: gameId, url: `/game/${gameId}` });
    }
    const address = settings.address;
    if (!settings.email || address === null || !mail) return;
    // An address nobody proved they read gets nothing: else anyone could mail anyone.
    if (!(await this.deps.verified(playerId, address))) return;
    if (!(await store.takeMailSlot(gameId, playerId, clock.now(), MAIL_GAP_MS))) return;
    await mail.send(event, gameId, { id: playerId, address });
  }
}
