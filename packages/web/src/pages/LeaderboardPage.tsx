/**
 * The leaderboards: one per ladder (two players; three and four), people and bots or
 * people only, optionally only those who played ranked games with a given set of expansions.
 * Each name opens that player's (or bot's) profile.
 */
import { useEffect, useState } from 'preact/hooks';
import { LADDERS, type Ladder, type Leaderboard } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import { leaderboard } from '../game/ratings-api.ts';
import { identity } from './online-state.ts';
import { identityName } from './ratings-names.ts';
import { CheckField, ExpansionFilter } from '../ui/fields.tsx';

export function LeaderboardPage() {
  const [ladder, setLadder] = useState<Ladder>('2');
  const [peopleOnly, setPeopleOnly] = useState(false);
  const [expansions, setExpansions] = useState('');
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void leaderboard(ladder, peopleOnly, expansions).then((answer) => {
      setFailed(!answer.ok);
      setBoard(answer.ok ? answer.value : null);
    });
  }, [ladder, peopleOnly, expansions]);
  const me = identity.value?.id;
  return (
    <div class="ratings-page" data-leaderboard="true">
      <h1>{t('leaderboard.title')}</h1>
      <div class="ratings-filters">
        <div class="segmented" role="group" aria-label={t('ratings.ladder')}>
          {LADDERS.map((l) => (
            <button
              key={l}
              type="button"
              class="action"
              data-ladder={l}
              aria-pressed={ladder === l}
              onClick={() => {
                setLadder(l);
              }}
            >
              {t(`ratings.ladder.${l}`)}
            </button>
          ))}
        </div>
        <CheckField
          label={t('leaderboard.people')}
          checked={peopleOnly}
          data="people-only"
          onChange={setPeopleOnly}
        />
        <ExpansionFilter
          label={t('leaderboard.expansions')}
          value={expansions}
          data="board-expansions"
          onChange={setExpansions}
        />
      </div>
      {failed && <p class="error-note">{t('ratings.unavailable')}</p>}
      {board !== null && board.entries.length === 0 && (
        <p class="muted">{t('leaderboard.empty')}</p>
      )}
      {board !== null && board.entries.length > 0 && (
        <table class="ratings-table">
          <thead>
            <tr>
              <th scope="col">{t('leaderboard.place')}</th>
              <th scope="col">{t('leaderboard.name')}</th>
              <th scope="col">{t('leaderboard.rating')}</th>
              <th scope="col">{t('leaderboard.games')}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((e) => (
              <tr key={e.id} data-entry={e.id} class={e.id === me ? 'me' : undefined}>
                <td>{e.place}</td>
                <td>
                  <a href={`#/player/${encodeURIComponent(e.id)}`}>{identityName(e)}</a>
                  {e.id === me && <span class="muted"> {t('leaderboard.you')}</span>}
                </td>
                <td data-rating={e.rating.display}>{e.rating.display}</td>
                <td>{e.rating.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
