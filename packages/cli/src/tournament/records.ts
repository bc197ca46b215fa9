/** `--records DIR`: every game's record (the engine's format) as a file of its own. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeRecord } from '@tnt/engine';
import type { GameOutcome } from './game.ts';
import type { GameJob } from './plan.ts';

/** game-0007-deal-2-seating-3.json: sorted by game, and naming the deal and the seating. */
export function recordName(outcome: GameOutcome, total: number): string {
  const width = Math.max(4, String(total).length);
  const game = String(outcome.index + 1).padStart(width, '0');
  return `game-${game}-deal-${outcome.deal + 1}-seating-${outcome.seating + 1}.json`;
}

export function prepareRecordDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
}

export function writeRecord(dir: string, job: GameJob, outcome: GameOutcome, total: number): void {
  const record = makeRecord(job.setup, outcome.moves ?? []);
  const withBots = { ...record, bots: job.seats };
  writeFileSync(join(dir, recordName(outcome, total)), `${JSON.stringify(withBots, null, 2)}\n`);
}
