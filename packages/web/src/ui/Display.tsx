/**
 * The six face-up cards, the supply (face down, with its count) and the public discard pile (R17).
 * A slot or the supply is a legal target when drawing from it is a legal move now.
 */
import type { PlayerView } from '@tnt/engine';
import { t, tn } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import type { UiState } from '../game/intents.ts';
import { Card } from './Card.tsx';
import { cardText } from './format.ts';
import { cardsShowHorses } from '../expansions/registry.ts';
import { mapInfo } from './mapinfo.ts';

export interface DisplayProps {
  readonly view: PlayerView;
  readonly ui: UiState;
  /** Absent in the replay, where nothing can be picked. */
  readonly game?: GameController | undefined;
}

function Discards({ view }: { view: PlayerView }) {
  const entries = Object.entries(view.discards).sort(([a], [b]) => a.localeCompare(b));
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return (
    <details class="discards">
      <summary>{tn('display.discards', total)}</summary>
      {total === 0 ? (
        <p class="muted">{t('display.discards.none')}</p>
      ) : (
        <ul class="discard-list">
          {entries.map(([card, n]) => (
            <li key={card}>
              {cardText(card, cardsShowHorses(view.rules))} <span class="muted">×{n}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

export function Display({ view, ui, game }: DisplayProps) {
  const info = mapInfo(view.map);
  return (
    <section class="panel display-panel" aria-labelledby="display-title">
      <h2 id="display-title">{t('display.title')}</h2>
      <div class="display">
        {view.display.map((card, slot) =>
          card === null ? (
            <span
              key={`empty-${slot}`}
              class="card empty"
              role="img"
              aria-label={t('display.empty', { slot: slot + 1 })}
            />
          ) : (
            <Card
              key={`${slot}-${card}`}
              look={info.cardLook(card, cardsShowHorses(view.rules))}
              legal={ui.slots.has(slot)}
              where={t('display.slot', { slot: slot + 1 })}
              class="dealt"
              data={{ 'data-slot': String(slot) }}
              onPick={
                game &&
                (() => {
                  game.pick({ kind: 'slot', slot });
                })
              }
            />
          ),
        )}
        <button
          type="button"
          class={`card back supply${ui.supply ? ' legal' : ''}`}
          data-supply="true"
          data-legal={ui.supply ? 'true' : undefined}
          aria-label={tn('display.supply.label', view.supplyCount)}
          onClick={() => {
            game?.pick({ kind: 'supply' });
          }}
        >
          <span class="card-back-mark" aria-hidden="true">
            ✉
          </span>
          <span class="card-count">{view.supplyCount}</span>
          <span class="supply-name">{t('display.supply')}</span>
        </button>
      </div>
      <Discards view={view} />
    </section>
  );
}
