/**
 * The lobby's filters: open games by player count, expansion, live or over days, and
 * ranked or not. The filter is a value; `matches` applies it to a game's summary.
 */
import type { GameSummary } from '@tnt/protocol';
import { t } from '../i18n/index.ts';
import { ExpansionFilter, PlayerCount } from '../ui/fields.tsx';

export interface LobbyFilter {
  readonly players: number | null;
  readonly expansion: string | null;
  readonly mode: 'live' | 'async' | null;
  readonly ranked: boolean | null;
}

export const NO_FILTER: LobbyFilter = { players: null, expansion: null, mode: null, ranked: null };

export function matches(game: GameSummary, f: LobbyFilter): boolean {
  if (f.players !== null && game.options.players !== f.players) return false;
  if (f.expansion === 'none' && (game.options.expansions ?? []).length > 0) return false;
  if (
    f.expansion !== null &&
    f.expansion !== 'none' &&
    !(game.options.expansions ?? []).some((x) => x === f.expansion)
  )
    return false;
  if (f.mode !== null && game.mode !== f.mode) return false;
  if (f.ranked !== null && (game.ranked === true) !== f.ranked) return false;
  return true;
}

const value = (v: string | number | boolean | null): string => (v === null ? '' : String(v));

export function LobbyFilters({
  filter,
  onChange,
}: {
  filter: LobbyFilter;
  onChange: (f: LobbyFilter) => void;
}) {
  return (
    <fieldset class="lobby-filters" data-lobby-filters="true">
      <legend>{t('lobby.filter')}</legend>
      <PlayerCount
        label={t('lobby.players')}
        value={filter.players}
        any
        data="filter-players"
        onChange={(players) => {
          onChange({ ...filter, players });
        }}
      />
      <ExpansionFilter
        label={t('lobby.expansions')}
        value={value(filter.expansion)}
        data="filter-expansion"
        onChange={(v) => {
          onChange({ ...filter, expansion: v === '' ? null : v });
        }}
      />
      <label>
        {t('lobby.mode')}{' '}
        <select
          value={value(filter.mode)}
          data-filter="mode"
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange({ ...filter, mode: v === 'live' || v === 'async' ? v : null });
          }}
        >
          <option value="">{t('leaderboard.any')}</option>
          <option value="live">{t('online.mode.live')}</option>
          <option value="async">{t('online.mode.async')}</option>
        </select>
      </label>
      <label>
        {t('lobby.ranked')}{' '}
        <select
          value={value(filter.ranked)}
          data-filter="ranked"
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange({ ...filter, ranked: v === '' ? null : v === 'true' });
          }}
        >
          <option value="">{t('leaderboard.any')}</option>
          <option value="true">{t('lobby.ranked.only')}</option>
          <option value="false">{t('lobby.ranked.not')}</option>
        </select>
      </label>
    </fieldset>
  );
}
