/**
 * A city card: the province's colour and pattern on its edge, the city's name, the province's
 * name (so colour is never needed), horses on the Power and Glory board. A button when it can be
 * picked; `data-legal="true"` when picking it is a legal move now.
 */
import type { CSSProperties } from 'preact';
import { t, tn } from '../i18n/index.ts';
import type { CardLook } from './mapinfo.ts';

export interface CardProps {
  readonly look: CardLook;
  readonly legal?: boolean;
  readonly onPick?: (() => void) | undefined;
  /** Extra words for the accessible name (e.g. "display slot 3"). */
  readonly where?: string;
  readonly small?: boolean;
  readonly class?: string;
  readonly data?: Readonly<Record<string, string>>;
}

function Horses({ n }: { n: number }) {
  return (
    <span class="card-horses" aria-hidden="true">
      {'♞'.repeat(n)}
    </span>
  );
}

export function CardFace({ look }: { look: CardLook }) {
  const style = { '--card-fill': look.fill } as CSSProperties;
  return (
    <>
      <span
        class={`card-band pat-${look.pattern}${look.dark ? ' dark' : ''}`}
        style={style}
        aria-hidden="true"
      />
      <span class="card-text">
        <span class="card-name">{look.city}</span>
        {/* The horses share the province's line and take their room first: they never cover it. */}
        <span class="card-foot">
          <span class="card-province">{look.province ?? t('card.free-city')}</span>
          {look.horses !== undefined && <Horses n={look.horses} />}
        </span>
      </span>
    </>
  );
}

export function cardLabel(look: CardLook, where?: string): string {
  const base =
    look.horses === undefined
      ? t('card.label', { city: look.city, province: look.province ?? t('card.free-city') })
      : tn('card.label.horses', look.horses, {
          city: look.city,
          province: look.province ?? t('card.free-city'),
        });
  return where === undefined ? base : `${base}, ${where}`;
}

export function Card({ look, legal = false, onPick, where, small, class: extra, data }: CardProps) {
  const classes = `card${legal ? ' legal' : ''}${small ? ' small' : ''}${extra ? ` ${extra}` : ''}`;
  const label = cardLabel(look, where);
  if (!onPick) {
    return (
      <span class={classes} role="img" aria-label={label} data-card={look.card} {...data}>
        <CardFace look={look} />
      </span>
    );
  }
  return (
    <button
      type="button"
      class={classes}
      aria-label={label}
      data-card={look.card}
      data-legal={legal ? 'true' : undefined}
      onClick={onPick}
      {...data}
    >
      <CardFace look={look} />
    </button>
  );
}

/** The back of a card: the supply pile, and cards in other players' hands. */
export function CardBack({
  label,
  count,
  small,
}: {
  label: string;
  count?: number;
  small?: boolean;
}) {
  return (
    <span class={`card back${small ? ' small' : ''}`} role="img" aria-label={label}>
      <span class="card-back-mark" aria-hidden="true">
        ✉
      </span>
      {count !== undefined && <span class="card-count">{count}</span>}
    </span>
  );
}
