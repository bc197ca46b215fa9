/**
 * The chat of an online game's table, a tab of the details sheet: the lines (text is shown as
 * text, never as HTML: Preact escapes it), the quick phrases in the reader's language, a line to
 * write (300 characters at most, the server's limit), and a switch per other player to mute them.
 * Lines shown while the tab is open are marked read.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatLine } from '@tnt/protocol';
import { MAX_CHAT_CHARS, PHRASES } from '../game/phrases.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import type { TableTalk } from '../game/table-talk.ts';
import { playerColour } from '../board/palette.ts';
import { playerName } from './Players.tsx';
import { shownName } from './shown-name.ts';
import { timeText } from '../i18n/dates.ts';

/** A line's words: its text as typed, or its quick phrase in the reader's language. */
export function lineWords(line: ChatLine): string {
  return line.text ?? t(`chat.phrase.${line.phrase ?? 'hello'}`);
}

const clock = (at: number): string => timeText(at);

/** The lines, oldest first: shared with the replay of a game whose chat was kept. */
export function ChatLines({ lines }: { lines: readonly ChatLine[] }) {
  if (lines.length === 0) return <p class="muted">{t('chat.empty')}</p>;
  return (
    <ol class="chat-lines" aria-label={t('chat.title')}>
      {lines.map((line) => (
        <li
          key={line.id}
          class={`chat-line${line.channel === 'spectators' ? ' spectators' : ''}`}
          data-chat-line={line.id}
          style={line.seat === null ? undefined : { '--seat': playerColour(line.seat) }}
        >
          <span class="chat-from">
            {line.seat === null
              ? t('chat.spectator', { name: shownName(line.from.name) })
              : shownName(line.from.name)}
          </span>{' '}
          <span class="chat-text" data-chat-text="true">
            {lineWords(line)}
          </span>{' '}
          <time class="chat-time muted" dateTime={new Date(line.at).toISOString()}>
            {clock(line.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** The refusals a writer can mend, in words; any other says the line was not sent. */
const CHAT_ERRORS: Readonly<Partial<Record<string, MessageKey>>> = {
  ERR_CHAT_TOO_LONG: 'chat.error.ERR_CHAT_TOO_LONG',
  ERR_CHAT_RATE_LIMITED: 'chat.error.ERR_CHAT_RATE_LIMITED',
  ERR_CHAT_BAD_TEXT: 'chat.error.ERR_CHAT_BAD_TEXT',
};

function Writer({ talk }: { talk: TableTalk }) {
  const [text, setText] = useState('');
  const error = talk.error.value;
  return (
    <>
      <form
        class="chat-write"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() === '') return;
          if (talk.say({ text })) setText('');
        }}
      >
        <input
          type="text"
          value={text}
          maxLength={MAX_CHAT_CHARS}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.input')}
          data-chat-input="true"
          onInput={(e) => {
            setText(e.currentTarget.value);
          }}
        />
        <button type="submit" class="action primary" data-chat-send="true">
          {t('chat.send')}
        </button>
      </form>
      {error !== null && (
        <p class="error-note" role="alert" data-chat-error={error.code}>
          {t(CHAT_ERRORS[error.code] ?? 'chat.error.other')}
        </p>
      )}
      <div class="chat-phrases" role="group" aria-label={t('chat.phrases')}>
        {PHRASES.map((phrase) => (
          <button
            key={phrase}
            type="button"
            class="action quiet"
            data-phrase={phrase}
            onClick={() => {
              talk.say({ phrase });
            }}
          >
            {t(`chat.phrase.${phrase}`)}
          </button>
        ))}
      </div>
    </>
  );
}

/** A switch per other seated person: their lines stop reaching me (in every game). */
function Mutes({
  talk,
  players,
  mySeat,
  ids,
}: {
  talk: TableTalk;
  players: readonly SeatPlayer[];
  mySeat: number | null;
  ids: readonly (string | null)[];
}) {
  const muted = talk.muted.value;
  const others = players.filter((p) => p.seat !== mySeat && p.bot === null && ids[p.seat]);
  if (others.length === 0) return null;
  return (
    <div class="chat-mutes" role="group" aria-label={t('chat.muted')}>
      {others.map((p) => {
        const on = muted.includes(ids[p.seat] ?? '');
        const name = playerName(p, p.seat);
        return (
          <button
            key={p.seat}
            type="button"
            class="action quiet"
            aria-pressed={on}
            data-mute-seat={p.seat}
            onClick={() => {
              talk.mute(p.seat, !on);
            }}
          >
            {on ? t('chat.unmute', { name }) : t('chat.mute', { name })}
          </button>
        );
      })}
    </div>
  );
}

export function ChatPanel({
  talk,
  players,
  mySeat,
  ids,
  spectatorsChat,
}: {
  talk: TableTalk;
  players: readonly SeatPlayer[];
  mySeat: number | null;
  /** Each seat's player id (null while free): mutes name players, lines name their sender. */
  ids: readonly (string | null)[];
  /** The game's option: spectators talk among themselves. */
  spectatorsChat: boolean;
}) {
  const lines = talk.lines.value;
  const channel = talk.channel.value;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The tab is open: what it shows has been read, and the newest line is in view.
    talk.markRead();
    const box = scroller.current;
    if (box !== null) box.scrollTop = box.scrollHeight;
  }, [lines, talk]);
  return (
    <section class="chat-panel" data-chat="true" aria-label={t('chat.title')}>
      <div class="chat-scroll" ref={scroller} aria-live="polite">
        <ChatLines lines={lines} />
      </div>
      {channel === 'spectators' && <p class="hint">{t('chat.channel.spectators')}</p>}
      {channel === null && (
        <p class="hint">
          {mySeat === null && !spectatorsChat && talk.read.value !== null
            ? t('chat.off')
            : t('chat.read-only')}
        </p>
      )}
      {channel !== null && <Writer talk={talk} />}
      {talk.read.value !== null && (
        <Mutes talk={talk} players={players} mySeat={mySeat} ids={ids} />
      )}
    </section>
  );
}
