/**
 * The SocialStore in memory: the double for tests and for `--db memory`, with the same contract
 * as the SQL one (numbers per game, marks that never go back, one mail slot per game per gap).
 */
import type { ChatChannel, NoticeSettings } from '@tnt/protocol';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  type ChatLineRow,
  type NewChatLine,
  type PushSubscriptionRow,
  type SeatAbsence,
  type SocialStore,
} from './social-types.ts';

const key = (...parts: readonly (string | number)[]): string => JSON.stringify(parts);

export class MemorySocialStore implements SocialStore {
  private readonly chat = new Map<string, ChatLineRow[]>();
  private readonly reads = new Map<string, number>();
  private readonly mutes = new Map<string, Set<string>>();
  private readonly seen = new Map<string, Map<number, number | null>>();
  private readonly notices = new Map<string, NoticeSettings>();
  private readonly pushes = new Map<string, PushSubscriptionRow>();
  private readonly mail = new Map<string, number>();
  private readonly keys = new Map<string, string>();

  appendChat(gameId: string, line: NewChatLine): Promise<number> {
    const lines = this.chat.get(gameId) ?? [];
    this.chat.set(gameId, lines);
    const id = (lines.at(-1)?.id ?? 0) + 1;
    lines.push({ ...line, id });
    return Promise.resolve(id);
  }

  chatLines(gameId: string, channel: ChatChannel, limit: number): Promise<ChatLineRow[]> {
    const lines = (this.chat.get(gameId) ?? []).filter((l) => l.channel === channel);
    return Promise.resolve(lines.slice(Math.max(0, lines.length - limit)).map((l) => ({ ...l })));
  }

  readMark(gameId: string, playerId: string): Promise<number> {
    return Promise.resolve(this.reads.get(key(gameId, playerId)) ?? 0);
  }

  setReadMark(gameId: string, playerId: string, upTo: number): Promise<number> {
    const mark = Math.max(this.reads.get(key(gameId, playerId)) ?? 0, upTo);
    this.reads.set(key(gameId, playerId), mark);
    return Promise.resolve(mark);
  }

  mutedBy(playerId: string): Promise<string[]> {
    return Promise.resolve([...(this.mutes.get(playerId) ?? [])].sort());
  }

  setMuted(playerId: string, mutedId: string, muted: boolean): Promise<void> {
    const set = this.mutes.get(playerId) ?? new Set<string>();
    this.mutes.set(playerId, set);
    if (muted) set.add(mutedId);
    else set.delete(mutedId);
    return Promise.resolve();
  }

  absences(gameId: string): Promise<SeatAbsence[]> {
    const seats = [...(this.seen.get(gameId) ?? new Map<number, number | null>())];
    return Promise.resolve(
      seats.sort(([a], [b]) => a - b).map(([seat, absentSince]) => ({ seat, absentSince })),
    );
  }

  /** The seats of a game whose player is at the table, as stored (the absence is null). */
  presentSeats(gameId: string): Set<number> {
    const seats = this.seen.get(gameId) ?? new Map<number, number | null>();
    return new Set([...seats].flatMap(([seat, since]) => (since === null ? [seat] : [])));
  }

  setAbsence(gameId: string, seat: number, absentSince: number | null): Promise<void> {
    const seats = this.seen.get(gameId) ?? new Map<number, number | null>();
    this.seen.set(gameId, seats);
    seats.set(seat, absentSince);
    return Promise.resolve();
  }

  noticeSettings(playerId: string): Promise<NoticeSettings | null> {
    const found = this.notices.get(playerId);
    return Promise.resolve(found ? { ...found } : null);
  }

  saveNoticeSettings(playerId: string, settings: NoticeSettings): Promise<void> {
    this.notices.set(playerId, { ...settings });
    return Promise.resolve();
  }

  pushSubscriptions(playerId: string): Promise<PushSubscriptionRow[]> {
    const own = [...this.pushes.values()].filter((p) => p.playerId === playerId);
    own.sort((a, b) => b.createdAt - a.createdAt || (a.endpoint < b.endpoint ? -1 : 1));
    return Promise.resolve(own.map((p) => ({ ...p })));
  }

  async addPushSubscription(row: PushSubscriptionRow): Promise<void> {
    this.pushes.set(row.endpoint, { ...row });
    const own = await this.pushSubscriptions(row.playerId);
    for (const old of own.slice(MAX_PUSH_SUBSCRIPTIONS)) this.pushes.delete(old.endpoint);
  }

  removePushSubscription(endpoint: string, playerId: string | null): Promise<void> {
    const found = this.pushes.get(endpoint);
    if (found && (playerId === null || found.playerId === playerId)) this.pushes.delete(endpoint);
    return Promise.resolve();
  }

  takeMailSlot(gameId: string, playerId: string, now: number, gapMs: number): Promise<boolean> {
    const last = this.mail.get(key(gameId, playerId));
    if (last !== undefined && last > now - gapMs) return Promise.resolve(false);
    this.mail.set(key(gameId, playerId), now);
    return Promise.resolve(true);
  }

  forgetPlayer(playerId: string, anonymousName: string): Promise<void> {
    for (const lines of this.chat.values()) {
      lines.forEach((line, i) => {
        if (line.playerId === playerId) lines[i] = { ...line, playerName: anonymousName };
      });
    }
    this.notices.delete(playerId);
    for (const [endpoint, push] of this.pushes) {
      if (push.playerId === playerId) this.pushes.delete(endpoint);
    }
    this.mutes.delete(playerId);
    return Promise.resolve();
  }

  initServerKey(name: string, value: string): Promise<string> {
    if (!this.keys.has(name)) this.keys.set(name, value);
    return Promise.resolve(this.keys.get(name) ?? value);
  }
}
