/**
 * The last round announced: from the move that starts it (a player's last house, R5) until the
 * game ends, a banner names the player whose turn will be the game's last. Shown on the game page
 * and on the hot-seat cover, so whoever takes the screen knows how many turns are left.
 */
import type { PlayerView } from '@tnt/engine';
import { t } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { SeatBadge, playerName } from './Players.tsx';

/** The banner's sentence, or null when the last round has not begun (or the game is over). */
export function lastRoundText(view: PlayerView, players: readonly SeatPlayer[]): string | null {
  const last = view.lastTurnSeat;
  const decision = view.decision;
  if (last === null || decision === null) return null;
  const name = playerName(players[last], last);
  // The return rounds of Offices of Honor are decisions of other seats inside a turn: the turn
  // that is played is still the current one, which the views do not name apart from decisions.
  if (decision.seat === last && view.returnRound === null) return t('banner.last-turn', { name });
  return last === view.viewer ? t('banner.last-round.you') : t('banner.last-round', { name });
}

export function LastRoundBanner({
  view,
  players,
}: {
  view: PlayerView;
  players: readonly SeatPlayer[];
}) {
  const text = lastRoundText(view, players);
  if (text === null || view.lastTurnSeat === null) return null;
  return (
    <p class="last-round-banner" role="status" data-last-round={view.lastTurnSeat}>
      <SeatBadge seat={view.lastTurnSeat} /> <strong>{text}</strong>
    </p>
  );
}
