/**
 * Reading a game record from a file for the commands that take one: the file's text, JSON, and
 * the record's shape (the engine's `parseRecord`); each failure a value with a code and a message.
 *
 * @example
 * const read = readRecordFile('game.json');
 * if (!read.ok) io.err(`${read.error.code}: ${read.error.message}`);
 */
import { readFileSync } from 'node:fs';
import { err, parseRecord, type GameRecord, type Result } from '@tnt/engine';

export interface UnreadableRecord {
  readonly code: 'ERR_UNREADABLE' | 'ERR_NOT_JSON' | 'ERR_NOT_A_RECORD';
  readonly message: string;
}

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function readRecordFile(path: string): Result<GameRecord, UnreadableRecord> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return err({ code: 'ERR_UNREADABLE', message: reasonOf(e) });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err({ code: 'ERR_NOT_JSON', message: reasonOf(e) });
  }
  return parseRecord(json);
}
