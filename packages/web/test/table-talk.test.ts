import { describe, expect, it } from 'vitest';
import type { ChatLine, ClientMessage } from '@tnt/protocol';
import { TableTalk } from '../src/game/table-talk.ts';

const line = (id: number, from: string, text = `line ${id}`): ChatLine => ({
  id,
  channel: 'players',
  from: { id: from, name: from },
  seat: from === 'ann' ? 0 : 1,
  text,
  phrase: null,
  at: 1_795_307_400_000 + id,
});

function table(open = true) {
  const sent: ClientMessage[] = [];
  const talk = new TableTalk((m) => {
    if (open) sent.push(m);
    return open;
  });
  talk.read.value = 0;
  return { talk, sent };
}

describe('the talk at a table', () => {
  it('counts lines from others as unread, never my own or one heard twice', () => {
    const { talk } = table();
    talk.heard(line(1, 'ben'), 'ann');
    talk.heard(line(2, 'ann'), 'ann');
    talk.heard(line(1, 'ben'), 'ann');
    expect(talk.lines.value.map((l) => l.id)).toEqual([1, 2]);
    expect(talk.unread.value).toBe(1);
  });

  it('marks the newest line read once, and sends nothing when nothing is new', () => {
    const { talk, sent } = table();
    talk.heard(line(1, 'ben'), 'ann');
    talk.heard(line(2, 'ben'), 'ann');
    talk.markRead();
    talk.markRead();
    expect(sent).toEqual([{ type: 'read', upTo: 2, ref: 'talk-1' }]);
    expect(talk.unread.value).toBe(0);
    talk.heard(line(3, 'ben'), 'ann');
    expect(talk.unread.value).toBe(1);
  });

  it('keeps the badge when the read mark could not be sent', () => {
    const { talk } = table(false);
    talk.heard(line(1, 'ben'), 'ann');
    talk.markRead();
    expect(talk.unread.value).toBe(1);
    expect(talk.read.value).toBe(0);
  });

  it('drops the lines of a player muted on another socket at once', () => {
    const { talk } = table();
    talk.heard(line(1, 'ben'), 'ann');
    talk.heard(line(2, 'ann'), 'ann');
    talk.mutedChanged(['ben']);
    expect(talk.lines.value.map((l) => l.from.id)).toEqual(['ann']);
    expect(talk.muted.value).toEqual(['ben']);
  });

  it('takes only the refusals of its own messages (a move is refused elsewhere)', () => {
    const { talk, sent } = table();
    talk.say({ text: 'x'.repeat(400) });
    const ref = (sent[0] as { ref?: string }).ref;
    expect(talk.refused('ERR_NOT_YOUR_TURN', 'not yours', 7)).toBe(false);
    expect(talk.error.value).toBeNull();
    expect(talk.refused('ERR_CHAT_TOO_LONG', 'too long', ref)).toBe(true);
    expect(talk.error.value?.code).toBe('ERR_CHAT_TOO_LONG');
    talk.say({ phrase: 'good-game' });
    expect(talk.error.value).toBeNull();
    expect(sent[1]).toEqual({ type: 'chat', phrase: 'good-game', ref: 'talk-2' });
  });
});
