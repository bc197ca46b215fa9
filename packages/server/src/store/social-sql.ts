/**
 * The SocialStore on SQL, for SQLite and PostgreSQL alike: the statements are written once in
 * the SQL both read (numbered parameters, CAST rather than `::`, ON CONFLICT upserts) and run
 * through a small runner that each store provides. A chat line takes the next number of its game
 * in the INSERT itself; of two nodes racing for one number, the primary key refuses the second,
 * which takes the next.
 *
 * @example
 * const social = new SqlSocialStore({ rows: (sql, p) => …, run: (sql, p) => … });
 */
import type { ChatChannel, NoticeSettings, QuickPhrase } from '@tnt/protocol';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  type ChatLineRow,
  type NewChatLine,
  type PushSubscriptionRow,
  type SeatAbsence,
  type SocialStore,
} from './social-types.ts';

/** Runs one statement with numbered parameters: its rows, or the number of rows it changed. */
export interface SqlRunner {
  rows<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  run(sql: string, params: readonly unknown[]): Promise<number>;
}

const SQL = {
  appendChat: `INSERT INTO chat_lines
      (game_id, id, channel, player_id, player_name, seat, text, phrase, created_at)
    SELECT CAST($1 AS TEXT), COALESCE(MAX(id), 0) + 1, CAST($2 AS TEXT), CAST($3 AS TEXT),
      CAST($4 AS TEXT), CAST($5 AS INTEGER), CAST($6 AS TEXT), CAST($7 AS TEXT), CAST($8 AS BIGINT)
    FROM chat_lines WHERE game_id = $1
    RETURNING id`,
  chatLines: `SELECT * FROM (SELECT * FROM chat_lines WHERE game_id = $1 AND channel = $2
      ORDER BY id DESC LIMIT $3) recent ORDER BY id`,
  readMark: 'SELECT read_id FROM chat_reads WHERE game_id = $1 AND player_id = $2',
  setReadMark: `INSERT INTO chat_reads (game_id, player_id, read_id) VALUES ($1, $2, $3)
    ON CONFLICT (game_id, player_id) DO UPDATE SET read_id = excluded.read_id
    WHERE chat_reads.read_id < excluded.read_id`,
  mutedBy: 'SELECT muted_id FROM chat_mutes WHERE player_id = $1 ORDER BY muted_id',
  mute: `INSERT INTO chat_mutes (player_id, muted_id) VALUES ($1, $2)
    ON CONFLICT (player_id, muted_id) DO NOTHING`,
  unmute: 'DELETE FROM chat_mutes WHERE player_id = $1 AND muted_id = $2',
  absences: 'SELECT seat, absent_since FROM seat_absences WHERE game_id = $1 ORDER BY seat',
  setAbsence: `INSERT INTO seat_absences (game_id, seat, absent_since) VALUES ($1, $2, $3)
    ON CONFLICT (game_id, seat) DO UPDATE SET absent_since = excluded.absent_since`,
  noticeSettings: 'SELECT * FROM notice_settings WHERE player_id = $1',
  saveNoticeSettings: `INSERT INTO notice_settings (player_id, browser, push, email, address)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (player_id) DO UPDATE SET browser = excluded.browser, push = excluded.push,
      email = excluded.email, address = excluded.address`,
  pushSubscriptions: `SELECT * FROM push_subscriptions WHERE player_id = $1
    ORDER BY created_at DESC, endpoint`,
  addPush: `INSERT INTO push_subscriptions (endpoint, player_id, p256dh, auth, created_at)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (endpoint) DO UPDATE SET player_id = excluded.player_id,
      p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
  trimPush: `DELETE FROM push_subscriptions WHERE player_id = $1 AND endpoint NOT IN (
      SELECT endpoint FROM push_subscriptions WHERE player_id = $1
      ORDER BY created_at DESC, endpoint LIMIT $2)`,
  removePush: 'DELETE FROM push_subscriptions WHERE endpoint = $1',
  removeOwnPush: 'DELETE FROM push_subscriptions WHERE endpoint = $1 AND player_id = $2',
  /** game, player, now, now - gap. */
  takeMailSlot: `INSERT INTO mail_sent (game_id, player_id, sent_at) VALUES ($1, $2, $3)
    ON CONFLICT (game_id, player_id) DO UPDATE SET sent_at = excluded.sent_at
    WHERE mail_sent.sent_at <= $4`,
  anonymiseChat: 'UPDATE chat_lines SET player_name = $2 WHERE player_id = $1',
  forgetNotices: 'DELETE FROM notice_settings WHERE player_id = $1',
  forgetPushes: 'DELETE FROM push_subscriptions WHERE player_id = $1',
  forgetMutes: 'DELETE FROM chat_mutes WHERE player_id = $1',
  initKey: 'INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
  key: 'SELECT value FROM server_keys WHERE name = $1',
} as const;

type ChatRecordRow = {
  id: number;
  channel: string;
  player_id: string;
  player_name: string;
  seat: number | null;
  text: string | null;
  phrase: string | null;
  created_at: number;
};
type NoticeRecordRow = {
  browser: number;
  push: number;
  email: number;
  address: string | null;
};
type PushRecordRow = {
  endpoint: string;
  player_id: string;
  p256dh: string;
  auth: string;
  created_at: number;
};

/** Tries a racing insert of a chat line this many times before giving up. */
const CHAT_ID_TRIES = 5;

const isKeyConflict = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

const toChatLine = (r: ChatRecordRow): ChatLineRow => ({
  id: r.id,
  channel: r.channel as ChatChannel,
  playerId: r.player_id,
  playerName: r.player_name,
  seat: r.seat,
  text: r.text,
  phrase: r.phrase as QuickPhrase | null,
  at: r.created_at,
});

export class SqlSocialStore implements SocialStore {
  constructor(private readonly sql: SqlRunner) {}

  async appendChat(gameId: string, l: NewChatLine): Promise<number> {
    const params = [gameId, l.channel, l.playerId, l.playerName, l.seat, l.text, l.phrase, l.at];
    for (let attempt = 1; ; attempt++) {
      try {
        const rows = await this.sql.rows<{ id: number }>(SQL.appendChat, params);
        const id = rows[0]?.id;
        if (id === undefined) throw new Error('a chat line was stored without a number');
        return id;
      } catch (error) {
        if (!isKeyConflict(error) || attempt >= CHAT_ID_TRIES) throw error;
      }
    }
  }

  async chatLines(gameId: string, channel: ChatChannel, limit: number): Promise<ChatLineRow[]> {
    const rows = await this.sql.rows<ChatRecordRow>(SQL.chatLines, [gameId, channel, limit]);
    return rows.map(toChatLine);
  }

  async readMark(gameId: string, playerId: string): Promise<number> {
    const rows = await this.sql.rows<{ read_id: number }>(SQL.readMark, [gameId, playerId]);
    return rows[0]?.read_id ?? 0;
  }

  async setReadMark(gameId: string, playerId: string, upTo: number): Promise<number> {
    await this.sql.run(SQL.setReadMark, [gameId, playerId, upTo]);
    return this.readMark(gameId, playerId);
  }

  async mutedBy(playerId: string): Promise<string[]> {
    const rows = await this.sql.rows<{ muted_id: string }>(SQL.mutedBy, [playerId]);
    return rows.map((r) => r.muted_id);
  }

  async setMuted(playerId: string, mutedId: string, muted: boolean): Promise<void> {
    await this.sql.run(muted ? SQL.mute : SQL.unmute, [playerId, mutedId]);
  }

  async absences(gameId: string): Promise<SeatAbsence[]> {
    type Row = { seat: number; absent_since: number | null };
    const rows = await this.sql.rows<Row>(SQL.absences, [gameId]);
    return rows.map((r) => ({
      seat: r.seat,
      absentSince: r.absent_since,
    }));
  }

  async setAbsence(gameId: string, seat: number, absentSince: number | null): Promise<void> {
    await this.sql.run(SQL.setAbsence, [gameId, seat, absentSince]);
  }

  async noticeSettings(playerId: string): Promise<NoticeSettings | null> {
    const rows = await this.sql.rows<NoticeRecordRow>(SQL.noticeSettings, [playerId]);
    const row = rows[0];
    if (!row) return null;
    const { browser, push, email, address } = row;
    return { browser: browser === 1, push: push === 1, email: email === 1, address };
  }

  async saveNoticeSettings(playerId: string, s: NoticeSettings): Promise<void> {
    const flags = [s.browser, s.push, s.email].map((on) => (on ? 1 : 0));
    await this.sql.run(SQL.saveNoticeSettings, [playerId, ...flags, s.address]);
  }

  async pushSubscriptions(playerId: string): Promise<PushSubscriptionRow[]> {
    const rows = await this.sql.rows<PushRecordRow>(SQL.pushSubscriptions, [playerId]);
    return rows.map((r) => ({
      endpoint: r.endpoint,
      playerId: r.player_id,
      p256dh: r.p256dh,
      auth: r.auth,
      createdAt: r.created_at,
    }));
  }

  async addPushSubscription(r: PushSubscriptionRow): Promise<void> {
    await this.sql.run(SQL.addPush, [r.endpoint, r.playerId, r.p256dh, r.auth, r.createdAt]);
    await this.sql.run(SQL.trimPush, [r.playerId, MAX_PUSH_SUBSCRIPTIONS]);
  }

  async removePushSubscription(endpoint: string, playerId: string | null): Promise<void> {
    if (playerId === null) await this.sql.run(SQL.removePush, [endpoint]);
    else await this.sql.run(SQL.removeOwnPush, [endpoint, playerId]);
  }

  async takeMailSlot(gameId: string, playerId: string, now: number, gapMs: number) {
    return (await this.sql.run(SQL.takeMailSlot, [gameId, playerId, now, now - gapMs])) === 1;
  }

  async forgetPlayer(playerId: string, anonymousName: string): Promise<void> {
    await this.sql.run(SQL.anonymiseChat, [playerId, anonymousName]);
    for (const sql of [SQL.forgetNotices, SQL.forgetPushes, SQL.forgetMutes]) {
      await this.sql.run(sql, [playerId]);
    }
  }

  async initServerKey(name: string, value: string): Promise<string> {
    await this.sql.run(SQL.initKey, [name, value]);
    const rows = await this.sql.rows<{ value: string }>(SQL.key, [name]);
    return rows[0]?.value ?? value;
  }
}
