/**
 * Hot-seat: the cover between two people's decisions, so that hands stay private. The board and
 * scores are public, so the cover hides only until the next person says they have the screen.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import { playerColour } from '../board/palette.ts';
import { SeatBadge, playerName } from './Players.tsx';
import { lastRoundText } from './LastRound.tsx';

export function Cover({ game }: { game: GameController }) {
  const seat = game.cover.value;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, [seat]);
  if (seat === null) return null;
  const name = playerName(game.connection.players[seat], seat);
  const lastRound = lastRoundText(game.view.value, game.connection.players);
  return (
    <div
      class="cover"
      role="dialog"
      aria-modal="true"
      aria-labelledby="cover-title"
      data-cover={seat}
    >
      <div class="cover-card" style={{ '--seat': playerColour(seat) }}>
        <SeatBadge seat={seat} />
        <h2 id="cover-title">{t('cover.title', { name })}</h2>
        <p>{t('cover.text', { name })}</p>
        {lastRound !== null && (
          <p class="cover-last-round" data-last-round="true">
            <strong>{lastRound}</strong>
          </p>
        )}
        <button
          ref={button}
          type="button"
          class="action primary big"
          data-uncover="true"
          onClick={() => {
            game.uncover();
          }}
        >
          {t('cover.button', { name })}
        </button>
      </div>
    </div>
  );
}
