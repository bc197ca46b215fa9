/**
 * The talk at an online game's table, as signals the page reads: the chat lines this socket may
 * read, the read mark and the unread count, the players this identity muted, the channel it may
 * write on, and whether each seat's player is at the table (docs/protocol.md: `chat`, `mute`,
 * `read`; `welcome.chat`, `chat`, `presence`, `unread`, `muted`). It holds no game state: chat
 * carries no card, so nothing here can show one.
 *
 * @example
 * const talk = new TableTalk((message) => socket.send(JSON.stringify(message)));
 * talk.say({ phrase: 'good-game' });
 */
import { signal } from '@preact/signals';
import type {
  ChatChannel,
  ChatLine,
  ChatState,
  ClientMessage,
  GameSummary,
  QuickPhrase,
  SeatPresence,
} from '@tnt/protocol';

/** What a line says: typed text, or a quick phrase's id. */
export type Saying = { readonly text: string } | { readonly phrase: QuickPhrase };

/** The chat refusals (their codes) a player is told about in the chat panel. */
export interface TalkError {
  readonly code: string;
  readonly message: string;
}

/** Refs of chat messages are strings: a move's refs are numbers, so the two never mix. */
const REF_PREFIX = 'talk-';

export class TableTalk {
  /** Lines this socket may read, oldest first (muted players' lines are not sent to it). */
  readonly lines = signal<readonly ChatLine[]>([]);
  /** The last line this identity marked read (0: none); null without an identity. */
  readonly read = signal<number | null>(null);
  /** Lines after the read mark from others: the unread marker. */
  readonly unread = signal(0);
  readonly muted = signal<readonly string[]>([]);
  /** Where this socket may write, or null (an anonymous spectator, spectators' chat off). */
  readonly channel = signal<ChatChannel | null>(null);
  /** Each seat's player: at the table now, or since when not. */
  readonly presence = signal<readonly SeatPresence[]>([]);
  /** The last refusal of a line of ours (too long, too fast), until the next line is said. */
  readonly error = signal<TalkError | null>(null);
  private refs = 0;

  constructor(private readonly send: (message: ClientMessage) => boolean) {}

  /** The chat as `welcome` gives it: replaces what was known (a reconnect brings it whole). */
  welcomed(chat: ChatState | undefined, game: GameSummary): void {
    this.seated(game);
    if (chat === undefined) return;
    this.lines.value = chat.lines;
    this.read.value = chat.read;
    this.unread.value = chat.unread;
    this.muted.value = chat.muted;
    this.channel.value = chat.channel;
  }

  /** Presence from a game summary (sent when seats change, a socket opens or closes). */
  seated(game: GameSummary): void {
    this.presence.value = game.seats.map((s) => ({
      seat: s.seat,
      connected: s.connected,
      absentSince: s.absentSince,
    }));
  }

  /** A line arrived (ours included: that is its acknowledgement). */
  heard(line: ChatLine, myId: string | null): void {
    if (this.lines.value.some((l) => l.id === line.id)) return;
    this.lines.value = [...this.lines.value, line];
    if (line.from.id !== myId && line.id > (this.read.value ?? 0)) this.unread.value += 1;
  }

  present(seats: readonly SeatPresence[]): void {
    this.presence.value = seats;
  }

  marked(read: number, unread: number): void {
    this.read.value = read;
    this.unread.value = unread;
  }

  /** The mutes changed: lines of newly muted players leave the list at once. */
  mutedChanged(players: readonly string[]): void {
    this.muted.value = players;
    this.lines.value = this.lines.value.filter((l) => !players.includes(l.from.id));
  }

  /**
   * An error the server sent: true when it answers one of our chat messages (it is then shown
   * in the chat panel, not as a refused move).
   */
  refused(code: string, message: string, ref: string | number | undefined): boolean {
    if (typeof ref !== 'string' || !ref.startsWith(REF_PREFIX)) return false;
    this.error.value = { code, message };
    return true;
  }

  /** Says a line; false when the socket is not open (nothing was sent). */
  say(saying: Saying): boolean {
    this.error.value = null;
    return this.send({ type: 'chat', ...saying, ref: this.nextRef() });
  }

  mute(seat: number, muted: boolean): boolean {
    return this.send({ type: 'mute', seat, muted, ref: this.nextRef() });
  }

  unmute(player: string): boolean {
    return this.send({ type: 'mute', player, muted: false, ref: this.nextRef() });
  }

  /** Marks every line shown as read (the panel is open); nothing to send when none is new. */
  markRead(): void {
    const last = this.lines.value.at(-1)?.id ?? 0;
    if (this.read.value === null || last <= this.read.value) return;
    if (this.send({ type: 'read', upTo: last, ref: this.nextRef() })) {
      // The server's `unread` confirms it; the badge goes at once.
      this.read.value = last;
      this.unread.value = 0;
    }
  }

  private nextRef(): string {
    this.refs += 1;
    return `${REF_PREFIX}${this.refs}`;
  }
}
