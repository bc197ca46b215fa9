/**
 * Small form parts shared by the online pages: a display name's field (the protocol's 32
 * characters), the expansions filter of lists (any, the base game, or one expansion), the
 * expansions a new game or tournament is played with, the number of players, a labelled
 * checkbox, a status note, and the time now, ticking every second.
 */
import { useEffect, useState } from 'preact/hooks';
import { EXPANSIONS, type Expansion } from '@tnt/engine';
import { t } from '../i18n/index.ts';

export function NameField({
  label,
  value,
  onInput,
}: {
  label: string;
  value: string;
  onInput: (value: string) => void;
}) {
  return (
    <label>
      {label}{' '}
      <input
        type="text"
        value={value}
        maxLength={32}
        required
        onInput={(e) => {
          onInput(e.currentTarget.value);
        }}
      />
    </label>
  );
}

/** '' any, 'none' the base game alone, or an expansion's name. */
export function ExpansionFilter({
  label,
  value,
  data,
  onChange,
}: {
  label: string;
  value: string;
  /** The select's data attribute's name (tests find it by it). */
  data: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}{' '}
      <select
        value={value}
        {...{ [`data-${data}`]: 'true' }}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
      >
        <option value="">{t('leaderboard.any')}</option>
        <option value="none">{t('leaderboard.base')}</option>
        {EXPANSIONS.map((x) => (
          <option key={x} value={x}>
            {t(`expansion.${x}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One checkbox per expansion: those a new game (or a tournament's games) is played with. */
export function ExpansionChoice({
  legend,
  className,
  value,
  onChange,
}: {
  legend: string;
  /** The fieldset's class: each form lays the boxes out in its own way. */
  className: string;
  value: readonly Expansion[];
  onChange: (expansions: readonly Expansion[]) => void;
}) {
  return (
    <fieldset class={className}>
      <legend>{legend}</legend>
      {EXPANSIONS.map((x) => (
        <label key={x} class="check">
          <input
            type="checkbox"
            checked={value.includes(x)}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              onChange(on ? [...value, x] : value.filter((y) => y !== x));
            }}
          />
          <span>{t(`expansion.${x}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A checkbox with its label after it. */
export function CheckField({
  label,
  checked,
  data,
  onChange,
}: {
  label: string;
  checked: boolean;
  /** The checkbox's data attribute's name (tests find it by it), if it has one. */
  data?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label class="check">
      <input
        type="checkbox"
        checked={checked}
        {...(data === undefined ? {} : { [`data-${data}`]: 'true' })}
        onChange={(e) => {
          onChange(e.currentTarget.checked);
        }}
      />
      <span>{label}</span>
    </label>
  );
}

export function StatusNote({ text }: { text: string | null }) {
  return text === null ? null : (
    <p class="hint" role="status">
      {text}
    </p>
  );
}

/** Date.now(), again every second while the component is shown. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

/** The personal sign-in link, to open the same identity on another device. */
export function SignInLink({ secret }: { secret: string }) {
  return (
    <details data-signin-link="true">
      <summary>{t('online.link')}</summary>
      <p class="hint">{t('online.link.hint')}</p>
      <input
        readOnly
        class="link-field"
        value={`${location.origin}/#signin=${secret}`}
        aria-label={t('online.link')}
      />
    </details>
  );
}

/** 2, 3 or 4 players; with `any`, also no choice (null). */
export function PlayerCount({
  label,
  value,
  any,
  data,
  onChange,
}: {
  label: string;
  value: number | null;
  any: boolean;
  data: string;
  onChange: (players: number | null) => void;
}) {
  return (
    <label>
      {label}{' '}
      <select
        value={value === null ? '' : String(value)}
        {...{ [`data-${data}`]: 'true' }}
        onChange={(e) => {
          const v = e.currentTarget.value;
          onChange(v === '' ? null : Number(v));
        }}
      >
        {any && <option value="">{t('leaderboard.any')}</option>}
        {[2, 3, 4].map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
