/**
 * How the tournaments, friends and Watch pages say things: an entrant's name (a bot by its
 * level's words and its number), a set of expansions, a time per turn, an error from the server.
 */
import type { Entrant, GameSummary } from '@tnt/protocol';
import { t, tKey, tn } from '../../i18n/index.ts';
import type { GameError } from '../../game/connection.ts';
import { shownName } from '../../ui/shown-name.ts';
import { expansionName } from '../../ui/expansion-name.ts';

export const errorOf = (e: GameError): string =>
  tKey(`error.${e.code}`, 'error.unknown', { message: e.message });

export const entrantName = (e: Entrant): string =>
  e.bot === null ? shownName(e.name) : `${t(`level.${e.bot}`)} ${e.id.replace(/^#bot/, '')}`;

export const expansionsText = (list: readonly string[]): string =>
  list.length === 0 ? t('profile.base-game') : list.map(expansionName).join(' + ');

export function turnText(seconds: number): string {
  if (seconds < 3600) return t('online.time.minutes', { n: Math.round(seconds / 60) });
  if (seconds < 86_400) return t('community.hours', { n: Math.round(seconds / 3600) });
  return tn('online.time.days', Math.round(seconds / 86_400));
}

/** Who sits at a game, by name (bots by their level's words). */
export const seatNames = (g: GameSummary): string =>
  g.seats
    .map((s) =>
      s.player
        ? shownName(s.player.name)
        : s.kind === 'bot' && s.bot !== null
          ? t(`level.${s.bot}`)
          : t('online.free'),
    )
    .join(', ');
