/**
 * The free cities of Power and Glory's board (000 "Power and Glory"): cities in no province, each
 * with a bonus tile that the first house built there takes. One of them may take a house in a
 * closing, with the houses of the one-per-province pattern, never two ("he may place a house on
 * only one of the free cities"). They belong to the board, so they are played by the
 * expansion's own rules and by its base-rules variant alike.
 */
import { FREE_CITY_BIT } from '../../board/board.ts';
import type { Hooks } from '../../extension/expansion.ts';
import { takeTile } from '../../rules/houses.ts';

export const FREE_CITIES: Hooks = {
  id: 'free cities',
  // A free city's bit stands in the closing's provinces like a province of its own, so the base
  // game's patterns already keep it to the one-per-province pattern; only a second one is refused.
  houseAllowed: (s, city) =>
    s.board.provinceBit[city] !== FREE_CITY_BIT || (s.closeProvinces & FREE_CITY_BIT) === 0,
  houseBuilt(s, seat, city) {
    const stack = s.board.freeCityStack[city]!;
    if (stack >= 0 && s.stackLeft[stack]! > 0) takeTile(s, seat, stack);
  },
};
