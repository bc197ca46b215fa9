/**
 * What a room does with what the bus brings from the other nodes of a cluster: who is at their
 * sockets (and, from the holder, the stand-ins and the clock), a chat line, a change to reload,
 * or a move or an undo one of them stored. Of a move or undo: one this node has already, nothing;
 * the next one, applied if the engine agrees; anything else (a gap: an event was lost, or a move
 * that does not follow) means the store has the truth: reload.
 *
 * @example
 * bus.subscribe('g1', (event) => { hear(table, event); });
 */
import { moveFromText, validateMove, type CheckedMove } from '@tnt/engine';
import type { BusEvent, MovedEvent } from '../bus/types.ts';
import type { PlayedGame } from './played-game.ts';
import { hearReport } from './room-presence.ts';
import type { GameTable } from './table.ts';
import { undoneCount } from './undo-rows.ts';

/** An event from another node, for the game at this node's table. */
export function hear(table: GameTable, event: BusEvent): void {
  if (event.type === 'presence') {
    const heard = table.closed ? null : hearReport(table.presence, table.link, event);
    if (heard === 'seats') table.changedPresence();
    if (heard === 'holder') table.broadcastSummary();
    return;
  }
  if (event.type === 'chat') {
    table.chat.heard(event.line);
    return;
  }
  // Identity events travel on a channel of their own (identity/identity-changes.ts), never a game's.
  if (event.type === 'identity') return;
  table.background(async () => {
    if (event.type === 'changed') return table.reload();
    const heard = readHeardMove(event, table.game);
    const at = table.ctx.clock.now();
    if (heard.kind === 'undo' && table.takeBack(event.seat, heard.moves, event.seq, at)) return;
    if (heard.kind === 'undo' || heard.kind === 'reload') return table.reload();
    if (heard.kind === 'known') return;
    table.advance(table.game.prepare(heard.checked, event.by, at));
    // A player's move brings the player back: a bot standing in for them stops.
    if (event.by === 'player' && table.presence.sendHome(event.seat)) table.changedPresence();
  });
}

/** A move or undo row from another node, read against the game as this node holds it. */
export type HeardMove =
  | { readonly kind: 'known' }
  | { readonly kind: 'reload' }
  /** The next row is an undo of this many moves (it may still be refused: then reload). */
  | { readonly kind: 'undo'; readonly moves: number }
  | { readonly kind: 'move'; readonly checked: CheckedMove };

export function readHeardMove(event: MovedEvent, game: PlayedGame): HeardMove {
  if (event.seq <= game.seq) return { kind: 'known' };
  if (event.seq !== game.seq + 1) return { kind: 'reload' };
  const undone = undoneCount(event.move);
  if (undone !== null) return { kind: 'undo', moves: undone };
  const parsed = moveFromText(event.move);
  const checked = parsed.ok ? validateMove(game.state, event.seat, parsed.value) : parsed;
  return checked.ok ? { kind: 'move', checked: checked.value } : { kind: 'reload' };
}
