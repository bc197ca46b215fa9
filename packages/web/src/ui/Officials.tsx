/**
 * The four officials: what each does, whether I may call it now (a legal move), whether it was
 * used this turn, and a link to its rule. Calling one is a legal target like any other; trying one
 * that may not help now explains why.
 */
import type { Official, PlayerView } from '@tnt/engine';
import { OFFICIALS } from '@tnt/engine';
import { t } from '../i18n/index.ts';
import type { GameController } from '../game/controller.ts';
import type { OfficialStatus, UiState } from '../game/intents.ts';
import { RuleLink } from './RuleLink.tsx';
import { activeExpansions } from '../expansions/registry.ts';
import { officialName } from './official-name.ts';

const ICONS: Record<Official, string> = {
  administrator: '⟳',
  postmaster: '✉',
  'postal-carrier': '✈',
  cartwright: '⚙',
};

export interface OfficialsProps {
  readonly view: PlayerView;
  readonly ui: UiState;
  /** Absent in the replay, where nothing can be picked. */
  readonly game?: GameController | undefined;
}

function statusText(
  status: OfficialStatus,
  mine: boolean,
  over: boolean,
  watching: boolean,
): string {
  // A spectator has no turn: "not your turn" would speak to nobody.
  if (over || watching) return '';
  if (!mine) return t('official.status.waiting');
  return t(`official.status.${status}`);
}

/** What calling a further official takes: the base game's rule, or an expansion's. */
function officialsHint(view: PlayerView): string {
  for (const e of activeExpansions(view.rules)) {
    const hint = e.officialsHint?.(view.rules);
    if (hint !== undefined) return hint;
  }
  return t('officials.base');
}

export function Officials({ view, ui, game }: OfficialsProps) {
  const shown = OFFICIALS.filter((o) => o !== 'cartwright' || view.rules.carriages);
  const watching = view.viewer === null;
  return (
    <section class="panel officials-panel" aria-labelledby="officials-title">
      <h2 id="officials-title">
        {t('officials.title')} <RuleLink section="officials" />
      </h2>
      <p class="hint">{officialsHint(view)}</p>
      <ul class="officials">
        {shown.map((o) => {
          const status = ui.officials[o];
          const legal = ui.mine && status === 'available';
          const said = statusText(status, ui.mine, ui.step === null, watching);
          return (
            <li key={o} class={`official ${legal ? 'available' : status}`}>
              <button
                type="button"
                class="official-button"
                data-official={o}
                data-legal={legal ? 'true' : undefined}
                aria-label={`${officialName(o)}: ${t(`official.${o}.does`)}${said === '' ? '' : ` (${said})`}`}
                onClick={() => {
                  game?.pick({ kind: 'official', official: o });
                }}
              >
                <span class="official-icon" aria-hidden="true">
                  {ICONS[o]}
                </span>
                <span class="official-text">
                  <span class="official-name">{officialName(o)}</span>
                  <span class="official-does">{t(`official.${o}.does`)}</span>
                </span>
                <span class={`official-status ${legal ? 'now' : status}`}>{said}</span>
              </button>
              <RuleLink section={`official-${o}`} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
