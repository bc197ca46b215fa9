/**
 * The score sheet (R9): for every seat its carriage's points, each bonus tile by name and points,
 * the houses left (a point off each), the columns of the game's expansions (the Messenger figure,
 * the victory chips), and the total; the ranking, the tie-break explained in a sentence where it decided
 * (ties go to the game-end tile's holder, then clockwise after him), and once the game is over a
 * chart of every score over the game. On a phone each seat's row becomes a card, so the sheet
 * never scrolls sideways.
 */
import type { ComponentChildren } from 'preact';
import type { GameRecord, PlayerView, ScoreLine, ScoreSheet } from '@tnt/engine';
import { t, tn } from '../i18n/index.ts';
import type { SeatPlayer } from '../game/connection.ts';
import { SeatBadge, playerName } from './Players.tsx';
import { tileText } from './format.ts';
import { activeExpansions } from '../expansions/registry.ts';
import { ScoreChart } from './ScoreChart.tsx';

/** Sentences for the ties the tie-break decided, best rank first (none when no totals are equal). */
export function tieBreakTexts(
  sheet: ScoreSheet,
  players: readonly SeatPlayer[],
  startPlayer: number,
): string[] {
  const name = (seat: number) => playerName(players[seat], seat);
  const texts: string[] = [];
  const done = new Set<number>();
  for (const seat of sheet.ranking) {
    const line = sheet.lines[seat]!;
    if (done.has(line.total)) continue;
    done.add(line.total);
    const tied = sheet.ranking.filter((s) => sheet.lines[s]!.total === line.total);
    if (tied.length < 2) continue;
    const holder = sheet.gameEndTileHolder;
    const params = { names: tied.map(name).join(', '), points: line.total, first: name(seat) };
    if (holder === seat) texts.push(t('scores.tie.holder', params));
    else if (holder !== null)
      texts.push(t('scores.tie.after', { ...params, holder: name(holder) }));
    else texts.push(t('scores.tie.start', { ...params, holder: name(startPlayer) }));
  }
  return texts;
}

function Tiles({ view, line }: { view: PlayerView; line: ScoreLine }) {
  return (
    <>
      <span class="score-sum">{line.tilePoints}</span>
      {line.tiles.length === 0 ? (
        <span class="muted score-detail"> ({t('scores.tiles.none')})</span>
      ) : (
        <ul class="score-tiles">
          {line.tiles.map((tile, i) => (
            <li key={i}>{tileText(view.map, tile)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function Scores({
  view,
  players,
  record = null,
  actions = null,
}: {
  view: PlayerView;
  players: readonly SeatPlayer[];
  /** The game's record, for the chart of the scores over the game (once it is over). */
  record?: GameRecord | null;
  /** What to do next (rematch, replay...): right under the result, before the sheet. */
  actions?: ComponentChildren;
}) {
  const sheet = view.scores;
  const lines = sheet.ranking.map((seat) => sheet.lines[seat]!);
  const winner = sheet.winner;
  const ties = sheet.finished ? tieBreakTexts(sheet, players, view.startPlayer) : [];
  const { carriages } = view.rules;
  const columns = activeExpansions(view.rules).flatMap((e) => e.scoreColumns?.(view.rules) ?? []);
  return (
    <section class="panel scores-panel" aria-labelledby="scores-title" data-scores="true">
      <h2 id="scores-title">{sheet.finished ? t('scores.final') : t('scores.so-far')}</h2>
      {winner !== null && (
        <p class="winner">
          <SeatBadge seat={winner} />{' '}
          {t('scores.winner', { name: playerName(players[winner], winner) })}
        </p>
      )}
      {ties.map((text) => (
        <p key={text} class="tie-break" data-tie-break="true">
          {text}
        </p>
      ))}
      {actions}
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">{t('scores.rank')}</th>
            <th scope="col">{t('scores.player')}</th>
            {carriages && <th scope="col">{t('scores.carriage')}</th>}
            <th scope="col">{t('scores.tiles')}</th>
            <th scope="col">{t('scores.houses')}</th>
            {columns.map((c) => (
              <th key={c.id} scope="col">
                {c.title}
              </th>
            ))}
            <th scope="col">{t('scores.total')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.seat} class={line.rank === 1 ? 'first' : ''} data-score-seat={line.seat}>
              <td class="rank" data-label={t('scores.rank')}>
                {line.rank}
              </td>
              <th scope="row">
                <SeatBadge seat={line.seat} /> {playerName(players[line.seat], line.seat)}
                {sheet.gameEndTileHolder === line.seat && (
                  <span class="tag">{t('scores.game-end')}</span>
                )}
              </th>
              {carriages && (
                <td data-label={t('scores.carriage')}>
                  <span>
                    <span class="score-sum">{line.carriagePoints}</span>{' '}
                    <span class="muted score-detail">
                      (
                      {line.carriage === null
                        ? t('scores.carriage.none')
                        : t('scores.carriage.value', { value: line.carriage })}
                      )
                    </span>
                  </span>
                </td>
              )}
              <td class="tiles-cell" data-label={t('scores.tiles')}>
                <Tiles view={view} line={line} />
              </td>
              <td data-label={t('scores.houses')}>
                {line.unplacedHouses === 0 ? 0 : -line.unplacedHouses}
              </td>
              {columns.map((c) => (
                <td key={c.id} data-label={c.title}>
                  {c.cell(line)}
                </td>
              ))}
              <td class="total" data-label={t('scores.total')}>
                <span aria-label={tn('count.points', line.total)}>{line.total}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sheet.finished && record !== null && <ScoreChart record={record} players={players} />}
    </section>
  );
}
