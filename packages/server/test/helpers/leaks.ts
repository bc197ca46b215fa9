/**
 * The check that a seat's socket never carried a secret: over a whole game, every raw frame sent
 * to a seat (or a spectator) is read against the true state of the game at that point, rebuilt
 * from the record once the game is over. Nothing may show another seat's hand, the order of the
 * supply or the seed (view.ts; docs/protocol.md). Chat and presence messages carry no card at
 * all: they may hold only their own fields (a line's words are the players', not the game's).
 *
 * The HTTP answers that carry moves are checked too: the record of a running game
 * (`recordViewLeaks`) must be a spectator's view, without seed or a card played horse side up.
 */
import { createGame, moveFromText, play, type GameRecord, type GameState } from '@tnt/engine';
import type { RecordView, ServerMessage } from '@tnt/protocol';
import { HIDDEN_HORSE, recordedAsSeen } from './move-text.ts';

/** The state after each number of moves, 0 to the end. */
export function statesOf(record: GameRecord): GameState[] {
  const created = createGame({ options: record.options, seed: record.seed });
  if (!created.ok) throw new Error(created.error.message);
  const states = [created.value];
  for (const m of record.moves) {
    const move = moveFromText(m.move);
    const next = move.ok ? play(states.at(-1)!, m.seat, move.value) : move;
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value);
  }
  return states;
}

/** Keys that would only appear if a secret part of the state were sent. */
const SECRET_KEYS = new Set(['seed', 'supply', 'supplyOrder', 'rng', 'deck']);

function secretKeys(value: unknown, found: string[]): string[] {
  if (Array.isArray(value)) for (const item of value) secretKeys(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEYS.has(key)) found.push(key);
      secretKeys(inner, found);
    }
  }
  return found;
}

/** The top cards of the supply, in order, as they would appear in a JSON list. */
function supplyRun(state: GameState, length: number): string | null {
  if (state.supplyCount < length) return null;
  const names = state.board.cards.names;
  const top: string[] = [];
  for (let i = 0; i < length; i++) top.push(names[state.supply[state.supplyCount - 1 - i]!]!);
  return top.map((n) => JSON.stringify(n)).join(',');
}

/** The only fields chat and presence messages may have: nothing of the game state fits in them. */
const SOCIAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  chat: ['type', 'line'],
  presence: ['type', 'seats'],
  unread: ['type', 'read', 'unread'],
  muted: ['type', 'players'],
};
const LINE_FIELDS = ['id', 'channel', 'from', 'seat', 'text', 'phrase', 'at'];
const PLAYER_FIELDS = ['id', 'name'];
const SEAT_PRESENCE_FIELDS = ['seat', 'connected', 'absentSince'];
const CHAT_STATE_FIELDS = ['lines', 'read', 'unread', 'muted', 'channel'];

function extraFields(value: unknown, allowed: readonly string[], where: string): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .map((key) => `${where} carried "${key}"`);
}

/** Fields of chat and presence messages (and of welcome's chat) that have no business there. */
function socialLeaks(message: ServerMessage): string[] {
  const lineLeaks = (line: unknown, where: string): string[] => [
    ...extraFields(line, LINE_FIELDS, where),
    ...extraFields((line as { from?: unknown }).from, PLAYER_FIELDS, `${where}'s sender`),
  ];
  switch (message.type) {
    case 'chat':
      return [
        ...extraFields(message, SOCIAL_FIELDS.chat!, 'a chat message'),
        ...lineLeaks(message.line, 'a chat line'),
      ];
    case 'presence':
      return [
        ...extraFields(message, SOCIAL_FIELDS.presence!, 'a presence message'),
        ...message.seats.flatMap((seat) => extraFields(seat, SEAT_PRESENCE_FIELDS, 'a seat')),
      ];
    case 'unread':
    case 'muted':
      return extraFields(message, SOCIAL_FIELDS[message.type]!, `an ${message.type} message`);
    case 'welcome':
      return [
        ...extraFields(message.chat, CHAT_STATE_FIELDS, "welcome's chat"),
        ...message.chat.lines.flatMap((line) => lineLeaks(line, "welcome's chat line")),
      ];
    default:
      return [];
  }
}

/** Every problem found in the frames one socket received (an empty list: nothing leaked). */
export function leaksIn(
  raw: readonly string[],
  seat: number | null,
  record: GameRecord,
  states: readonly GameState[],
): string[] {
  const problems: string[] = [];
  for (const text of raw) {
    if (text.includes(record.seed)) problems.push('the seed was sent');
    // Read as sent, not through the protocol's schemas: they would drop the very fields a leak adds.
    const message = JSON.parse(text) as ServerMessage;
    for (const key of secretKeys(message, [])) problems.push(`a "${key}" field was sent`);
    problems.push(...socialLeaks(message));
    if (message.type !== 'welcome' && message.type !== 'moved' && message.type !== 'undone')
      continue;
    const { view } = message;
    if (view.viewer !== seat) problems.push(`a view for ${view.viewer} went to ${seat}`);
    for (const other of view.seats) {
      if (other.seat !== seat && other.hand !== null)
        problems.push(`seat ${other.seat}'s hand went to ${seat}`);
    }
    const state = states[message.seq];
    const run = state ? supplyRun(state, 6) : null;
    if (run !== null && text.includes(run))
      problems.push(`the supply order at ${message.seq} was sent`);
  }
  return problems;
}

/** Every string in a JSON value. */
function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const inner of Object.values(value)) stringsIn(inner, found);
  return found;
}

/**
 * Every problem in a record served while the game ran (`GET /api/games/:id/record`), read against
 * the game's true record once it is over: a running game's record is a spectator's view (no seed,
 * no card played horse side up named); a whole record is allowed only once the game was over.
 */
export function recordViewLeaks(served: unknown, record: GameRecord): string[] {
  const problems: string[] = [];
  if (typeof served !== 'object' || served === null) return ['a record was not an object'];
  // The whole record: fetched as the game ended (it has every move and the seed).
  if (!('view' in served)) {
    const whole = served as GameRecord;
    if (whole.moves.length !== record.moves.length) {
      problems.push(`the record at move ${whole.moves.length} was not a spectator's view`);
    }
    return problems;
  }
  if (JSON.stringify(served).includes(record.seed)) problems.push('a record carried the seed');
  const view = served as RecordView;
  const kind: unknown = served.view;
  if (kind !== 'spectator') problems.push(`a record was a view for "${String(kind)}"`);
  for (const key of secretKeys(view, [])) problems.push(`a record carried "${key}"`);
  for (const string of stringsIn(view)) {
    if (string.startsWith('horse ')) problems.push(`a record named "${string}"`);
  }
  // With nothing taken back, its moves are the first moves of the game, as a spectator saw them.
  if (view.undos === undefined) {
    view.moves.forEach((m, i) => {
      const truth = record.moves[i];
      const shown = m.move === null ? HIDDEN_HORSE : m.move;
      const expected = truth === undefined ? null : recordedAsSeen(truth.seat, truth.move, null);
      if (truth?.seat !== m.seat || shown !== expected) {
        problems.push(`record move ${i + 1} was "${m.seat} ${shown}", not "${String(expected)}"`);
      }
    });
  }
  return problems;
}
