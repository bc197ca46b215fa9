/** How long bots pause before each move: slow enough to follow, or instant. Saved per browser. */
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import { DEFAULT_PACE, loadPace, savePace } from '../game/storage.ts';

const PACES = [
  ['instant', 0],
  ['fast', 250],
  ['normal', DEFAULT_PACE],
  ['slow', 1500],
] as const;

export function PaceControl({ game }: { game: GameController }) {
  const [pace, setPace] = useState(() => loadPace(DEFAULT_PACE));
  return (
    <label class="panel pace">
      <span>{t('pace.label')}</span>
      <select
        value={String(pace)}
        onChange={(e) => {
          const ms = Number(e.currentTarget.value);
          setPace(ms);
          savePace(ms);
          game.connection.setPace(ms);
        }}
      >
        {PACES.map(([name, ms]) => (
          <option key={name} value={String(ms)}>
            {t(`pace.${name}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
