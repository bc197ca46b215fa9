/**
 * The chat of one game's table. Players talk on the `players` channel, which everyone at the
 * table reads; spectators talk on the `spectators` channel, which only spectators read (so that
 * nobody can whisper advice to a player), unless the game's `chat.spectators` option turns it
 * off. A line is stored with the game before anyone sees it, and goes to the other nodes of a
 * cluster on the bus like a move. Each identity's mutes and read mark are stored; a muted
 * player's lines never reach the one who muted them. Nothing of the game state passes here.
 *
 * The newest lines of each channel are kept in memory for `welcome` and the unread count. A game's
 * sockets talk to its chat directly (`room.chat`); the room joins and forgets them.
 *
 * @example
 * await chat.prepare(client, player);      // before the client's welcome
 * const said = await chat.say(client, { type: 'chat', phrase: 'good-game' });
 */
import type { Result } from '@tnt/engine';
import {
  CHAT_LIMITS,
  encodeServerMessage,
  normalizeChatText,
  type ChatChannel,
  type ChatLine,
  type ChatMessage,
  type ChatOptions,
  type ChatState,
  type MuteMessage,
  type PlayerInfo,
  type WireError,
} from '@tnt/protocol';
import type { ChatLineRow } from '../store/social-types.ts';
import type { TokenBucket } from '../ws/rate-limit.ts';
import type { RoomClient, RoomContext } from './context.ts';
import { isDeleted } from '../ratings/names.ts';
import { fail } from './refusals.ts';

/** Who is behind a socket, as far as chat cares: their identity, mutes and read mark. */
interface Reader {
  readonly player: PlayerInfo;
  readonly muted: Set<string>;
  read: number;
}

/** What the chat needs from its table: who holds a seat, and the way to the other nodes. */
export interface ChatTable {
  playerOf(seat: number): PlayerInfo | null;
  /** A line stored here, for the nodes that hold the game's other sockets. */
  publish(line: ChatLine): Promise<void>;
}

const TOO_LONG = `a chat line has at most ${CHAT_LIMITS.maxChars} characters`;
const BAD_TEXT = 'a chat line is plain text: not empty, no control characters';

export const toChatLine = (row: ChatLineRow): ChatLine => ({
  id: row.id,
  channel: row.channel,
  from: { id: row.playerId, name: row.playerName },
  seat: row.seat,
  text: row.text,
  phrase: row.phrase,
  at: row.at,
});

export class TableChat {
  private lines: Record<ChatChannel, ChatLine[]> = { players: [], spectators: [] };
  /** The sockets at the table, with their identity (null: an anonymous spectator). */
  private readonly clients = new Map<RoomClient, Reader | null>();
  /** Identities loaded for sockets about to join (weak: a socket that closes first is dropped). */
  private readonly pending = new WeakMap<RoomClient, Reader>();
  private readonly buckets = new WeakMap<RoomClient, TokenBucket>();

  constructor(
    private readonly gameId: string,
    private readonly options: ChatOptions,
    private readonly ctx: RoomContext,
    private readonly table: ChatTable,
  ) {}

  /** Reads the newest lines of both channels from the store (at load, and after a reload). */
  async load(): Promise<void> {
    const read = async (channel: ChatChannel): Promise<ChatLine[]> =>
      (await this.ctx.store.social.chatLines(this.gameId, channel, CHAT_LIMITS.history)).map(
        toChatLine,
      );
    this.lines = { players: await read('players'), spectators: await read('spectators') };
  }

  /** Loads the identity's mutes and read mark, before its socket gets `welcome`. */
  async prepare(client: RoomClient, player: PlayerInfo | null): Promise<void> {
    if (player === null) return;
    const social = this.ctx.store.social;
    const [muted, read] = await Promise.all([
      social.mutedBy(player.id),
      social.readMark(this.gameId, player.id),
    ]);
    this.pending.set(client, { player, muted: new Set(muted), read });
  }

  /** The socket joins the table (with the identity `prepare` loaded, if any). */
  join(client: RoomClient): void {
    this.clients.set(client, this.pending.get(client) ?? null);
  }

  forget(client: RoomClient): void {
    this.clients.delete(client);
  }

  private readerOf(client: RoomClient): Reader | null {
    return this.clients.get(client) ?? null;
  }

  /** The channel a socket writes on, or null if it may not write. */
  private channelOf(client: RoomClient): ChatChannel | null {
    if (this.readerOf(client) === null) return null;
    if (client.seat !== null) return 'players';
    return this.options.spectators ? 'spectators' : null;
  }

  private mayRead(client: RoomClient, line: ChatLine): boolean {
    if (line.channel === 'spectators' && (client.seat !== null || !this.options.spectators))
      return false;
    return !(this.readerOf(client)?.muted.has(line.from.id) ?? false);
  }

  /** What the socket gets in `welcome`: the lines it may read, its mark, unread count, mutes. */
  stateFor(client: RoomClient): ChatState {
    const lines = [...this.lines.players, ...this.lines.spectators]
      .filter((line) => this.mayRead(client, line))
      .sort((a, b) => a.id - b.id);
    const reader = this.readerOf(client);
    return {
      lines,
      read: reader?.read ?? null,
      unread: reader ? this.unreadOf(reader, lines) : 0,
      muted: reader ? [...reader.muted].sort() : [],
      channel: this.channelOf(client),
    };
  }

  private unreadOf(reader: Reader, lines: readonly ChatLine[]): number {
    return lines.filter((l) => l.id > reader.read && l.from.id !== reader.player.id).length;
  }

  /**
   * A line from a socket: checked, limited, stored, then sent to every socket that may read it
   * and to the other nodes.
   */
  async say(client: RoomClient, message: ChatMessage): Promise<Result<ChatLine, WireError>> {
    const reader = this.readerOf(client);
    if (!reader) return fail('ERR_BAD_SECRET', 'chat needs an identity: say hello with a secret');
    const channel = this.channelOf(client);
    if (channel === null) return fail('ERR_CHAT_OFF', "spectators' chat is off in this game");
    let text: string | null = null;
    if (message.text !== undefined) {
      const normalized = normalizeChatText(message.text);
      if (!normalized.ok) {
        return fail(normalized.code, normalized.code === 'ERR_CHAT_TOO_LONG' ? TOO_LONG : BAD_TEXT);
      }
      text = normalized.text;
    }
    if (!this.bucketOf(client).take() || !this.ctx.social.chatLimits.take(reader.player.id)) {
      return fail('ERR_CHAT_RATE_LIMITED', 'too many chat lines; this one was dropped');
    }
    // The name as the store has it now, not as the socket said hello: renamed since, or deleted
    // (its sockets are being closed), the line never carries a name the identity no longer has.
    const speaker = await this.ctx.store.playerById(reader.player.id);
    if (speaker === null || isDeleted(speaker.secretHash)) {
      return fail('ERR_BAD_SECRET', 'this identity signs nobody in any more');
    }
    const row = {
      channel,
      playerId: reader.player.id,
      playerName: speaker.name,
      seat: client.seat,
      text,
      phrase: text === null ? (message.phrase ?? null) : null,
      at: this.ctx.clock.now(),
    };
    const id = await this.ctx.store.social.appendChat(this.gameId, row);
    const line = toChatLine({ ...row, id });
    this.heard(line);
    await this.table.publish(line);
    return { ok: true, value: line };
  }

  /** A stored line (this node's, or another node's from the bus): kept and sent on. */
  heard(line: ChatLine): void {
    const kept = this.lines[line.channel];
    if (kept.some((l) => l.id === line.id)) return;
    kept.push(line);
    kept.sort((a, b) => a.id - b.id);
    if (kept.length > CHAT_LIMITS.history) kept.splice(0, kept.length - CHAT_LIMITS.history);
    const text = encodeServerMessage({ type: 'chat', line });
    for (const client of this.clients.keys()) if (this.mayRead(client, line)) client.send(text);
  }

  /** Mutes or unmutes a player of this table (by seat) or any identity (by id). */
  mute(client: RoomClient, message: MuteMessage): Promise<Result<null, WireError>> {
    const target =
      message.seat === undefined ? message.player : this.table.playerOf(message.seat)?.id;
    if (target === undefined) {
      return Promise.resolve(fail('ERR_CHAT_NO_SUCH_PLAYER', 'no player holds that seat'));
    }
    return this.setMuted(client, target, message.muted);
  }

  /**
   * Mutes or unmutes a player for the socket's identity: only a player who exists, and
   * CHAT_LIMITS.maxMutes at most. Every socket of the identity, in every game and on every node,
   * is told (`muted`).
   */
  private async setMuted(
    client: RoomClient,
    target: string,
    muted: boolean,
  ): Promise<Result<null, WireError>> {
    const reader = this.readerOf(client);
    if (!reader) return fail('ERR_BAD_SECRET', 'muting needs an identity: say hello with a secret');
    if (target === reader.player.id)
      return fail('ERR_CHAT_NO_SUCH_PLAYER', 'one cannot mute oneself');
    const social = this.ctx.store.social;
    if (muted) {
      if ((await this.ctx.store.playerById(target)) === null) {
        return fail('ERR_CHAT_NO_SUCH_PLAYER', 'no player has that id');
      }
      const already = await social.mutedBy(reader.player.id);
      if (!already.includes(target) && already.length >= CHAT_LIMITS.maxMutes) {
        return fail(
          'ERR_CHAT_TOO_MANY_MUTES',
          `at most ${CHAT_LIMITS.maxMutes} players muted: unmute one first`,
        );
      }
    }
    await social.setMuted(reader.player.id, target, muted);
    await this.ctx.social.identityChanged(reader.player.id, 'muted');
    return { ok: true, value: null };
  }

  /** The identity's mutes changed (here, in another game, on another node): its sockets hear. */
  async mutesChanged(playerId: string): Promise<void> {
    if (![...this.clients.values()].some((reader) => reader?.player.id === playerId)) return;
    const players = await this.ctx.store.social.mutedBy(playerId);
    this.toIdentity(playerId, (other) => {
      other.muted.clear();
      for (const id of players) other.muted.add(id);
      return encodeServerMessage({ type: 'muted', players });
    });
  }

  /** Moves the identity's read mark forward; every socket of it gets the new unread count. */
  async read(client: RoomClient, upTo: number): Promise<Result<null, WireError>> {
    const reader = this.readerOf(client);
    if (!reader)
      return fail('ERR_BAD_SECRET', 'a read mark needs an identity: say hello with a secret');
    const read = await this.ctx.store.social.setReadMark(this.gameId, reader.player.id, upTo);
    this.toIdentity(reader.player.id, (other, socket) => {
      other.read = read;
      const unread = this.unreadOf(other, this.stateFor(socket).lines);
      return encodeServerMessage({ type: 'unread', read, unread });
    });
    return { ok: true, value: null };
  }

  /** Whether the players' chat goes into the game's record. */
  get inRecord(): boolean {
    return this.options.record;
  }

  private toIdentity(playerId: string, update: (reader: Reader, client: RoomClient) => string) {
    for (const [client, reader] of this.clients) {
      if (reader?.player.id === playerId) client.send(update(reader, client));
    }
  }

  private bucketOf(client: RoomClient): TokenBucket {
    let bucket = this.buckets.get(client);
    if (!bucket) {
      const { socketBurst, socketPerSecond } = CHAT_LIMITS;
      bucket = this.ctx.social.chatLimits.bucket(socketBurst, socketPerSecond);
      this.buckets.set(client, bucket);
    }
    return bucket;
  }
}
