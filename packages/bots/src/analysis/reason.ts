/**
 * A one-line reason for a move, read off what the move does: its kind, what it made public (the
 * engine's MoveEffects: tiles, houses, a carriage, a card taken from the display, the last round
 * begun) and how a card fits the seat's route and hand. It says what the move does, never why a
 * search preferred it beyond that: the figures beside it (the chance to win) say how much better
 * it is. A code and its parameters, not words: the web client words it in each language.
 *
 * Only the seat's own hand and public information are read (the state is one of the seat's
 * samples), so a reason never tells anything of another seat's hand.
 *
 * @example
 * reasonOf(state, code, seat); // { code: 'extend-route', params: { city: 'Ulm', length: 4 } }
 */
import { scoreSheet, type GameState } from '@tnt/engine';
import {
  MoveKind,
  applyCode,
  cloneState,
  moveArg,
  moveEffects,
  moveKind,
  routeOf,
} from '@tnt/engine/fast';
import type { Reason, ReasonCode } from '@tnt/protocol';

export { REASON_CODES, type Reason, type ReasonCode } from '@tnt/protocol';

const reason = (code: ReasonCode, params: Record<string, string | number> = {}): Reason => ({
  code,
  params,
});

/** The cities (as a bit set) next to either end of the seat's route; none if it has no route. */
function routeEndsNeighbours(s: GameState, seat: number): number {
  const route = routeOf(s, seat);
  if (route.length === 0) return 0;
  const { city } = s.board.cards;
  const first = city[route[0]!]!;
  const last = city[route[route.length - 1]!]!;
  return (s.board.neighbours[first]! | s.board.neighbours[last]!) & ~s.routeCities[seat]!;
}

/** True when a card of the seat's hand (card types) is of a city next to `cityIndex`. */
function handNeighbours(s: GameState, seat: number, cityIndex: number): boolean {
  const n = s.board.cards.count;
  const near = s.board.neighbours[cityIndex]!;
  for (let card = 0; card < n; card++) {
    if (s.hand[seat * n + card]! > 0 && (near & (1 << s.board.cards.city[card]!)) !== 0) {
      return true;
    }
  }
  return false;
}

/** The reason for `code`, a legal move of `seat` in `s` (left as it is). */
export function reasonOf(s: GameState, code: number, seat: number): Reason {
  const after = cloneState(s);
  applyCode(after, code);
  const effects = moveEffects(s, after, code, seat);
  const kind = moveKind(code);
  const arg = moveArg(code);
  const { names, city } = s.board.cards;
  const points = (): number =>
    scoreSheet(after).lines[seat]!.total - scoreSheet(s).lines[seat]!.total;
  if (effects.endTriggered) return reason('last-round', { points: points() });
  switch (kind) {
    case MoveKind.Close:
      return reason('close-route', { length: s.routeLength[seat]! });
    case MoveKind.PlayLeft:
    case MoveKind.PlayRight:
      return reason('extend-route', {
        city: s.board.cityNames[city[arg]!]!,
        length: after.routeLength[seat]!,
      });
    case MoveKind.PlayNew: {
      const cityName = s.board.cityNames[city[arg]!]!;
      const given = s.routeLength[seat]!;
      return given === 0
        ? reason('start-route', { city: cityName })
        : reason('new-route', { city: cityName, given });
    }
    case MoveKind.PlayHorse:
      return reason('horse', { card: names[arg]!, horses: s.board.cards.horses[arg]! });
    case MoveKind.DrawSlot: {
      const card = effects.tookFaceUp ?? '';
      const cityIndex = city[s.display[arg]!]!;
      if ((routeEndsNeighbours(s, seat) & (1 << cityIndex)) !== 0) {
        return reason('draw-fits-route', { card });
      }
      if (handNeighbours(s, seat, cityIndex)) return reason('draw-fits-hand', { card });
      return reason('draw-display', { card });
    }
    case MoveKind.DrawSupply:
      return reason('draw-supply');
    case MoveKind.Administrator:
      return reason('administrator');
    case MoveKind.Postmaster:
      return reason('postmaster');
    case MoveKind.PostalCarrier:
      return reason('postal-carrier');
    case MoveKind.House: {
      const cityName = s.board.cityNames[arg]!;
      return effects.tiles.length > 0
        ? reason('house-tile', { city: cityName, points: points() })
        : reason('house', { city: cityName });
    }
    case MoveKind.FinishHouses:
      return effects.tiles.length > 0
        ? reason('houses-done-tile', { points: points() })
        : reason('houses-done');
    case MoveKind.CarriageTake:
      return reason('carriage', { value: effects.carriage ?? 0 });
    case MoveKind.CarriageCartwright:
      return reason('carriage-cartwright', { value: effects.carriage ?? 0 });
    case MoveKind.CarriageDecline:
      return reason('carriage-decline');
    case MoveKind.Discard:
      return reason('discard', { card: names[arg]! });
    case MoveKind.EndTurn:
      return reason('end-turn', { length: s.routeLength[seat]! });
    case MoveKind.ReturnOffices:
      return reason('return-offices', { count: countBits(arg) });
    default:
      // The only other kind: the card two returned office tiles earn, declined.
      return reason('decline-draw');
  }
}

function countBits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
