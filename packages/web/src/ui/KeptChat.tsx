/**
 * The players' chat of a finished online game, in its replay, when the game kept it (the game's
 * `chat.record` option: the record then carries `chat`). A record may come from any file, so each
 * line is checked for its shape; text is shown as text, never as HTML.
 */
import type { ChatLine } from '@tnt/protocol';
import { isPhrase as knownPhrase } from '../game/phrases.ts';
import { t } from '../i18n/index.ts';
import { ChatLines } from './ChatPanel.tsx';

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A line of a record's `chat`, or null when it is not one. */
function asLine(x: unknown): ChatLine | null {
  if (!isRecord(x) || !isRecord(x.from)) return null;
  const { id, seat, text, phrase, at } = x;
  const name = x.from.name;
  const pid = x.from.id;
  if (typeof id !== 'number' || typeof at !== 'number' || typeof name !== 'string') return null;
  if (typeof text !== 'string' && !knownPhrase(phrase)) return null;
  return {
    id,
    channel: 'players',
    from: { id: typeof pid === 'string' ? pid : '', name },
    seat: typeof seat === 'number' ? seat : null,
    text: typeof text === 'string' ? text : null,
    phrase: knownPhrase(phrase) ? phrase : null,
    at,
  };
}

/** The lines a record kept, oldest first; none when it kept no chat. */
export function keptLines(record: object): readonly ChatLine[] {
  const chat = (record as { chat?: unknown }).chat;
  if (!Array.isArray(chat)) return [];
  return chat.map(asLine).filter((l): l is ChatLine => l !== null);
}

export function KeptChat({ record }: { record: object }) {
  const lines = keptLines(record);
  if (lines.length === 0) return null;
  return (
    <section class="panel kept-chat" aria-labelledby="kept-chat-title" data-kept-chat="true">
      <h2 id="kept-chat-title">{t('chat.kept')}</h2>
      <ChatLines lines={lines} />
    </section>
  );
}
