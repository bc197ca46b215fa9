/**
 * The replay's controls: where the replay stands (with the move's sentence), start, back, play and
 * pause, forward, end, a slider to jump anywhere, the speed and whose hand to show; and the
 * record's download, which the pages place apart from the steps.
 */
import { t } from '../i18n/index.ts';
import { downloadRecord } from '../ui/download.ts';
import { logText } from '../ui/format.ts';
import { playerLabel, playerName } from '../ui/Players.tsx';
import type { ReplayModel } from './replay-model.ts';

/** Icons drawn as paths: symbol fonts are not everywhere. */
const ICONS = {
  start: 'M3 3h2v10H3zM14 3v10L6 8z',
  back: 'M12 3v10L4 8z',
  play: 'M4 3v10l8-5z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  forward: 'M3 3v10l7-5zM10 3v10l5-5z',
  end: 'M2 3v10l8-5zM11 3h2v10h-2z',
} as const;

function Icon({ d }: { d: string }) {
  return (
    <svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

export const SPEEDS = [1200, 500, 150] as const;

export function Controls({
  model,
  index,
  setIndex,
  playing,
  setPlaying,
  speed,
  setSpeed,
  viewer,
  setViewer,
}: {
  model: ReplayModel;
  index: number;
  setIndex: (i: number) => void;
  playing: boolean;
  setPlaying: (p: boolean) => void;
  speed: number;
  setSpeed: (s: number) => void;
  viewer: number | null;
  setViewer: (v: number | null) => void;
}) {
  const last = model.length;
  const entry = index > 0 ? model.log[index - 1] : undefined;
  const step = (delta: number) => () => {
    setPlaying(false);
    setIndex(Math.max(0, Math.min(last, index + delta)));
  };
  return (
    <section class="panel replay-controls" aria-label={t('replay.controls')}>
      <p class="replay-position" aria-live="polite">
        <strong>{t('replay.position', { index, total: last })}</strong>
        {entry && (
          <span> · {logText(entry, playerName(model.players[entry.seat], entry.seat))}</span>
        )}
      </p>
      <div class="buttons">
        <button
          type="button"
          class="tool"
          aria-label={t('replay.start')}
          onClick={() => {
            setPlaying(false);
            setIndex(0);
          }}
        >
          <Icon d={ICONS.start} />
        </button>
        <button
          type="button"
          class="tool"
          aria-label={t('replay.back')}
          data-replay-back="true"
          onClick={step(-1)}
        >
          <Icon d={ICONS.back} />
        </button>
        <button
          type="button"
          class="tool primary"
          data-replay-play="true"
          aria-label={playing ? t('replay.pause') : t('replay.play')}
          onClick={() => {
            setPlaying(!playing);
          }}
        >
          <Icon d={playing ? ICONS.pause : ICONS.play} />
        </button>
        <button
          type="button"
          class="tool"
          aria-label={t('replay.forward')}
          data-replay-forward="true"
          onClick={step(1)}
        >
          <Icon d={ICONS.forward} />
        </button>
        <button
          type="button"
          class="tool"
          aria-label={t('replay.end')}
          data-replay-end="true"
          onClick={() => {
            setPlaying(false);
            setIndex(last);
          }}
        >
          <Icon d={ICONS.end} />
        </button>
      </div>
      <input
        type="range"
        min={0}
        max={last}
        value={index}
        aria-label={t('replay.jump')}
        data-replay-slider="true"
        onInput={(e) => {
          setPlaying(false);
          setIndex(Number(e.currentTarget.value));
        }}
      />
      <div class="replay-options">
        <label>
          {t('replay.speed')}{' '}
          <select
            value={String(speed)}
            onChange={(e) => {
              setSpeed(Number(e.currentTarget.value));
            }}
          >
            {SPEEDS.map((ms, i) => (
              <option key={ms} value={String(ms)}>
                {t(i === 0 ? 'pace.slow' : i === 1 ? 'pace.normal' : 'pace.fast')}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('replay.hand-of')}{' '}
          <select
            value={viewer === null ? '' : String(viewer)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setViewer(v === '' ? null : Number(v));
            }}
          >
            <option value="">{t('replay.nobody')}</option>
            {model.players.map((p) => (
              <option key={p.seat} value={String(p.seat)}>
                {playerLabel(p, p.seat)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {model.brokenAt !== null && (
        <p class="error-note">{t('replay.broken', { n: model.brokenAt })}</p>
      )}
    </section>
  );
}

/** Downloads the record of the game being replayed. */
export function DownloadButton({ model }: { model: ReplayModel }) {
  return (
    <button
      type="button"
      class="action"
      data-download="true"
      onClick={() => {
        downloadRecord(model.record);
      }}
    >
      {t('over.download')}
    </button>
  );
}
