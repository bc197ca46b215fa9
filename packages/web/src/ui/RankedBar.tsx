/**
 * A ranked online game's own parts: the "Ranked" mark and the button to leave the game
 * for good while it is played (after a confirmation: a bot finishes the seat and the player is
 * placed last), and, once it is over, the rating change of everyone at the table: the result is
 * final.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameResult, GameSummary } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import { leaveGame, gameResult } from '../game/ratings-api.ts';
import { identity } from '../pages/online-state.ts';
import { identityName } from '../pages/ratings-names.ts';

export function RankedBar({
  summary,
  mine,
  over,
}: {
  summary: GameSummary | null;
  mine: boolean;
  /** The game is over (the view says so before the summary does). */
  over: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (summary?.ranked !== true) return null;
  const me = identity.value;
  const seat = summary.seats.find((s) => me !== null && s.player?.id === me.id);
  const left = seat?.abandoned === true;
  const playing = summary.status === 'playing' && !over;
  return (
    <p class="ranked-bar" data-ranked="true">
      <span class="tag">{t('game.ranked')}</span>
      {left && <span class="hint"> {t('game.left')}</span>}
      {mine && me !== null && playing && !left && !asking && (
        <button
          type="button"
          class="action quiet"
          data-leave="true"
          onClick={() => {
            setAsking(true);
          }}
        >
          {t('game.leave')}
        </button>
      )}
      {asking && me !== null && (
        <>
          <span class="hint"> {t('game.leave.confirm')} </span>
          <button
            type="button"
            class="action primary"
            data-leave-confirm="true"
            onClick={() => {
              setAsking(false);
              void leaveGame(me, summary.id);
            }}
          >
            {t('game.leave.yes')}
          </button>
        </>
      )}
    </p>
  );
}

/** Everyone's rating change once the game's result is recorded (asked again until it is). */
export function RatingChanges({ gameId }: { gameId: string }) {
  const [result, setResult] = useState<GameResult | null>(null);
  useEffect(() => {
    let gone = false;
    let tries = 0;
    const ask = (): void => {
      void gameResult(gameId).then((answer) => {
        if (gone) return;
        if (answer.ok) setResult(answer.value);
        else if (tries++ < 20) setTimeout(ask, 1000);
      });
    };
    ask();
    return () => {
      gone = true;
    };
  }, [gameId]);
  if (result === null) return <p class="muted">{t('result.pending')}</p>;
  return <ResultLines result={result} />;
}

/**
 * A recorded result's rating changes; for a ranked game left unrated, why (a player who left
 * early, or two people who have played their rated games together today), since a rating that
 * does not move after a ranked game would otherwise look like a fault.
 */
export function ResultLines({ result }: { result: GameResult }) {
  if (!result.ranked) return null;
  if (result.unrated !== undefined) {
    return (
      <p class="hint" data-unrated={result.unrated}>
        {t(`result.unrated.${result.unrated}`)}
      </p>
    );
  }
  return (
    <section class="rating-changes" data-rating-changes="true" aria-label={t('result.title')}>
      <h3>{t('result.title')}</h3>
      <ul class="plain">
        {result.seats.map((s) =>
          s.change === null ? null : (
            <li key={s.seat} data-change-seat={s.seat} data-after={s.change.after}>
              {t('result.line', {
                name: identityName(s),
                before: s.change.before,
                after: s.change.after,
              })}
              {s.abandoned && <span class="tag warn"> {t('profile.abandoned')}</span>}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
