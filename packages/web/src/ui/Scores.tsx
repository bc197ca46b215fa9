/**
 * The score sheet: carriage, tiles, unplaced houses, the expansions' points, the total and the
 * rank of every seat (R9; ties go to the game-end tile's holder, then clockwise after him).
 */
import type { PlayerView } from '@tnt/engine';
import { t } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { SeatBadge, playerName } from './Players.tsx';

export function Scores({ view, players }: { view: PlayerView; players: readonly SeatPlayer[] }) {
  const sheet = view.scores;
  const lines = sheet.ranking.map((seat) => sheet.lines[seat]!);
  const winner = sheet.winner;
  return (
    <section class="panel scores-panel" aria-labelledby="scores-title" data-scores="true">
      <h2 id="scores-title">{sheet.finished ? t('scores.final') : t('scores.so-far')}</h2>
      {winner !== null && (
        <p class="winner">
          <SeatBadge seat={winner} />{' '}
          {t('scores.winner', { name: playerName(players[winner], winner) })}
        </p>
      )}
      {/* It scrolls sideways on a phone: focusable, so that it scrolls by the keyboard too. */}
      <div class="table-wrap" tabIndex={0} role="region" aria-labelledby="scores-title">
        <table class="scores">
          <thead>
            <tr>
              <th scope="col">{t('scores.rank')}</th>
              <th scope="col">{t('scores.player')}</th>
              <th scope="col">{t('scores.total')}</th>
              {view.rules.carriages && <th scope="col">{t('scores.carriage')}</th>}
              <th scope="col">{t('scores.tiles')}</th>
              <th scope="col">{t('scores.houses')}</th>
              {view.rules.messengerFigure && <th scope="col">{t('scores.messenger')}</th>}
              {view.rules.offices && <th scope="col">{t('scores.chips')}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.seat} class={line.rank === 1 ? 'first' : ''}>
                <td>{line.rank}</td>
                <th scope="row">
                  <SeatBadge seat={line.seat} /> {playerName(players[line.seat], line.seat)}
                  {sheet.gameEndTileHolder === line.seat && (
                    <span class="tag">{t('scores.game-end')}</span>
                  )}
                </th>
                <td class="total">{line.total}</td>
                {view.rules.carriages && <td>{line.carriagePoints}</td>}
                <td>{line.tilePoints}</td>
                <td>{line.unplacedHouses === 0 ? 0 : -line.unplacedHouses}</td>
                {view.rules.messengerFigure && <td>{line.messenger}</td>}
                {view.rules.offices && <td>{line.chips}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
