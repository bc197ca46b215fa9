/**
 * Moves, tiles and cards in words, in the reader's language: the chooser's options (what a move
 * would do), the log's sentences (what a move did) and the explanations of refused moves.
 *
 * @example
 * moveOption({ type: 'play', city: 'Ulm', end: 'left' }, view); // 'Add Ulm at the left end, next to Stuttgart'
 */
import type { Move, PlayerView, TileScore } from '@tnt/engine';
import { t, tKey, tn } from '../i18n/index.ts';
import type { LogEntry } from '../game/log.ts';
import type { ShownError } from '../game/controller.ts';
import { splitCardName } from '@tnt/engine';
import { activeExpansions, cardsShowHorses } from '../expansions/registry.ts';
import { mapInfo } from './mapinfo.ts';
import { officialName } from './official-name.ts';

export { officialName } from './official-name.ts';

/** A card's name for people: "Berlin (2 horses)" on a board with horses. */
export function cardText(card: string, showHorses = true): string {
  const { city, horses } = splitCardName(card);
  return horses === undefined || !showHorses ? city : tn('count.horses', horses, { city });
}

/** A played card's city, with its horses only where horses count (not in the base-rules variant). */
const cityOfMove = (move: { city: string; horses?: number }, showHorses = true): string =>
  move.horses === undefined || !showHorses
    ? move.city
    : tn('count.horses', move.horses, { city: move.city });

export function stackName(mapId: string, id: string): string {
  const stack = mapInfo(mapId).stack(id);
  switch (stack?.kind) {
    case 'route':
      return t('stack.route', { n: stack.length });
    case 'provinces':
      return stack.provinces.join(' / ');
    case 'all-provinces':
      return t('stack.all-provinces');
    case 'game-end':
      return t('stack.game-end');
    case 'free-city':
      return t('stack.free-city', { city: stack.city });
    case undefined:
      return id;
  }
}

export const tileText = (mapId: string, tile: TileScore): string =>
  t('tile.value', { stack: stackName(mapId, tile.stack), value: tile.value });

/** What a move would do, for the chooser (the viewer's own decision). */
export function moveOption(move: Move, view: PlayerView): string {
  const route = view.viewer === null ? [] : (view.seats[view.viewer]?.route ?? []);
  const horses = cardsShowHorses(view.rules);
  switch (move.type) {
    case 'play':
      if (move.end === 'new')
        return route.length > 0
          ? tn('option.play.abandon', route.length, { city: cityOfMove(move, horses) })
          : t('option.play.new', { city: cityOfMove(move, horses) });
      return t(move.end === 'left' ? 'option.play.left' : 'option.play.right', {
        city: cityOfMove(move, horses),
        end: (move.end === 'left' ? route[0] : route[route.length - 1]) ?? '',
      });
    case 'horse':
      return t('option.horse', { city: cityOfMove(move, horses) });
    case 'house':
      return t('option.house', { city: move.city });
    case 'discard':
      return t('option.discard', { city: cityOfMove(move, horses) });
    default:
      return moveVerb(move);
  }
}

/** A short imperative for any move (buttons, and the chooser's fallback). */
export function moveVerb(move: Move): string {
  switch (move.type) {
    case 'official':
      return t('option.official', { official: officialName(move.official) });
    case 'draw':
      return move.slot === 'supply'
        ? t('option.draw.supply')
        : t('option.draw.slot', { slot: move.slot + 1 });
    case 'play':
      return t('option.play.new', { city: cityOfMove(move) });
    case 'horse':
      return t('option.horse', { city: cityOfMove(move) });
    case 'close':
      return t('action.close');
    case 'house':
      return t('option.house', { city: move.city });
    case 'finish-houses':
      return t('action.finish-houses');
    case 'carriage':
      return t(`action.carriage-${move.choice}`);
    case 'discard':
      return t('option.discard', { city: cityOfMove(move) });
    case 'end-turn':
      return t('action.end-turn');
    case 'decline-draw':
      return t('action.decline-draw');
    case 'return-offices':
      return move.offices.length === 0
        ? t('option.return.none')
        : t('option.return', { offices: move.offices.map(officialName).join(', ') });
  }
}

/** The log's sentence for an entry (what happened, with what everyone could see). */
export function logText(entry: LogEntry, name: string): string {
  const m = entry.move;
  const p = { name };
  const horses = cardsShowHorses(entry.rules);
  // A card another seat played horse side up: only its horses show (000 "Power and Glory").
  if (m === null) return tn('log.horse.hidden', entry.horsesShown ?? 0, p);
  switch (m.type) {
    case 'official':
      return t(`log.official.${m.official}`, p);
    case 'draw':
      if (m.slot === 'supply') return t('log.draw.supply', p);
      // A move seen only as a missed one (online, after a reconnect) has no display to name it from.
      return entry.drawn === null
        ? t('log.draw.face-up', p)
        : t('log.draw.slot', { ...p, city: cardText(entry.drawn, horses) });
    case 'play':
      if (m.end === 'new')
        return entry.routeLength > 0
          ? tn('log.play.abandon', entry.routeLength, { ...p, city: cityOfMove(m, horses) })
          : t('log.play.new', { ...p, city: cityOfMove(m, horses) });
      return t(m.end === 'left' ? 'log.play.left' : 'log.play.right', {
        ...p,
        city: cityOfMove(m, horses),
      });
    case 'horse':
      return t('log.horse', { ...p, city: cityOfMove(m, horses) });
    case 'close':
      return tn('log.close', entry.routeLength, p);
    case 'house':
      return t('log.house', { ...p, city: m.city });
    case 'finish-houses':
      return t('log.finish-houses', p);
    case 'carriage':
      return m.choice === 'decline'
        ? t('log.carriage.decline', p)
        : t(m.choice === 'take' ? 'log.carriage.take' : 'log.carriage.cartwright', {
            ...p,
            value: entry.carriage ?? '?',
          });
    case 'discard':
      return t('log.discard', { ...p, city: cityOfMove(m, horses) });
    case 'end-turn':
      return t('log.end-turn', p);
    case 'decline-draw':
      return t('log.decline-draw', p);
    case 'return-offices':
      return m.offices.length === 0
        ? t('log.return.none', p)
        : t('log.return', { ...p, offices: m.offices.map(officialName).join(', ') });
  }
}

/** The gains an entry shows beside its sentence. */
export function logGains(entry: LogEntry, mapId: string): string[] {
  return [
    ...entry.tiles.map((tile) => tileText(mapId, tile)),
    ...activeExpansions(entry.rules).flatMap((e) => e.logGains?.(entry) ?? []),
  ];
}

/** Why a move was refused, in words: by its error code, naming the city or step where it helps. */
export function errorText(error: ShownError): string {
  const move = error.move;
  const city = move !== null && 'city' in move ? move.city : '';
  const step = error.step === null ? '' : t(`step.${error.step}.name`);
  return tKey(`error.${error.code}`, 'error.unknown', { city, step, message: error.message });
}
