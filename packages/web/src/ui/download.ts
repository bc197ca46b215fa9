/** Saving a game record as a JSON file (the engine's record format, with the seats' names). */
import type { SavedRecord } from '../game/local.ts';

export function recordFileName(record: SavedRecord, at = new Date()): string {
  const day = at.toISOString().slice(0, 10);
  return `thurn-und-taxis-${day}-${record.options.players}p-${record.moves.length}.json`;
}

export function downloadRecord(record: SavedRecord): void {
  const blob = new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = recordFileName(record);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
