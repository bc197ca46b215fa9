/**
 * A lesson's deal: the cards it names first (six face up, then the supply from its top), and the
 * rest of the deck after them in the board's own order, so that a lesson names only the cards it
 * teaches with and the engine still gets every card of the deck once (`supplyOrder`).
 *
 * @example
 * completeDeal('base', ['Ulm', 'Stuttgart']); // ['Ulm', 'Stuttgart', 'Mannheim', 'Mannheim', …]
 */
import { boardOf, type Result } from '@tnt/engine';

export function completeDeal(mapId: string, first: readonly string[]): Result<string[], string> {
  const board = boardOf(mapId);
  if (!board.ok) return { ok: false, error: board.error.message };
  const { names, copies } = board.value.cards;
  const left = names.map((_, type) => copies[type] ?? 0);
  for (const card of first) {
    const type = names.indexOf(card);
    if (type < 0 || left[type] === 0) return { ok: false, error: `no ${card} card left to deal` };
    left[type]!--;
  }
  return {
    ok: true,
    value: [...first, ...names.flatMap((name, type) => Array<string>(left[type] ?? 0).fill(name))],
  };
}
