/**
 * What lies beside the board: the bonus tile stacks (top value, tiles left), the carriages (value,
 * points, cards left), and the panels of the game's expansions (their web modules). Each with a
 * link to its rule.
 */
import type { CSSProperties } from 'preact';
import type { PlayerView } from '@tnt/engine';
import { t, tn } from '../i18n/index.ts';
import { RuleLink } from './RuleLink.tsx';
import type { RuleId } from '../i18n/rules.ts';
import { mapInfo } from './mapinfo.ts';
import { stackName } from './format.ts';
import { activeExpansions } from '../expansions/registry.ts';

function tileBackground(colours: readonly string[]): CSSProperties | undefined {
  if (colours.length === 0) return undefined;
  if (colours.length === 1) return { background: colours[0] };
  const step = 100 / colours.length;
  const stops = colours.map((c, i) => `${c} ${i * step}% ${(i + 1) * step}%`).join(', ');
  return { background: `linear-gradient(135deg, ${stops})` };
}

const STACK_RULE: Record<string, RuleId> = {
  route: 'bonus-route',
  provinces: 'bonus-provinces',
  'all-provinces': 'bonus-all',
  'game-end': 'game-end',
  'free-city': 'pg-free-cities',
};

export function Stacks({ view }: { view: PlayerView }) {
  const info = mapInfo(view.map);
  return (
    <section class="panel stacks-panel" aria-labelledby="stacks-title">
      <h2 id="stacks-title">
        {t('stacks.title')} <RuleLink section="bonus" />
      </h2>
      <ul class="stacks">
        {view.stacks.map((s) => {
          const kind = info.stack(s.id)?.kind ?? 'route';
          const name = stackName(view.map, s.id);
          const label =
            s.top === null
              ? t('stacks.empty.label', { stack: name })
              : tn('stacks.label', s.left, { stack: name, top: s.top });
          return (
            <li key={s.id} class={`stack kind-${kind}${s.top === null ? ' empty' : ''}`}>
              <span
                class="tile"
                role="img"
                aria-label={label}
                style={tileBackground(info.stackColours(s.id))}
              >
                <span class="tile-value">{s.top ?? '–'}</span>
                {s.left > 1 && <span class="tile-depth" aria-hidden="true" />}
              </span>
              <span class="stack-text">
                <span class="stack-name">{name}</span>
                <span class="stack-left muted">{tn('stacks.left', s.left)}</span>
              </span>
              <RuleLink section={STACK_RULE[kind] ?? 'bonus'} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Carriages({ view }: { view: PlayerView }) {
  if (!view.rules.carriages) return null;
  const { values, points, copiesPerValue } = mapInfo(view.map).map.carriages;
  return (
    <section class="panel carriages-panel" aria-labelledby="carriages-title">
      <h2 id="carriages-title">
        {t('carriages.title')} <RuleLink section="carriages" />
      </h2>
      <ul class="carriages">
        {values.map((value, i) => {
          // Each seat keeps every carriage card it took, so a value is gone once per holder of it or more.
          const taken = view.seats.filter((s) => s.carriage !== null && s.carriage >= value).length;
          const left = Math.max(0, copiesPerValue - taken);
          return (
            <li
              key={value}
              class={`carriage${left === 0 ? ' empty' : ''}`}
              aria-label={tn('carriages.label', left, { value, points: points[i] ?? 0 })}
            >
              <span class="carriage-value" aria-hidden="true">
                {value}
              </span>
              <span class="carriage-points" aria-hidden="true">
                {tn('count.points', points[i] ?? 0)}
              </span>
              <span class="carriage-left muted" aria-hidden="true">
                ×{left}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The panels the game's expansions lay beside the board (Offices of Honor: its tiles and chips left). */
export function ExpansionPanels({ view }: { view: PlayerView }) {
  return (
    <>
      {activeExpansions(view.rules).flatMap((e) =>
        (e.panels ?? []).map((Panel, i) => <Panel key={`${e.id}-${i}`} view={view} />),
      )}
    </>
  );
}
