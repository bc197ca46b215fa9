/**
 * The page shell: header (home, replay, rules, language), the page of the current route, and the
 * rules drawer.
 */
import { LANGS, lang, setLang, t, type Lang } from './i18n/index.ts';
import { GamePage } from './pages/GamePage.tsx';
import { ReplayPage } from './pages/ReplayPage.tsx';
import { AnalysisPage } from './pages/AnalysisPage.tsx';
import { StartPage } from './pages/StartPage.tsx';
import { TutorialPage } from './pages/TutorialPage.tsx';
import { CommunityBanner, alerts } from './pages/community/CommunityBanner.tsx';
import { identity } from './pages/online-state.ts';
import { gameKey, route } from './pages/app-state.ts';
import { RulesDrawer } from './ui/Rules.tsx';
import { useEffect, useState } from 'preact/hooks';
import { openRules } from './ui/RuleLink.tsx';
import { lazyPage } from './pages/lazy-page.tsx';

// Pages around the game, fetched when first opened (lazy-page.tsx says why).
const PuzzlesPage = lazyPage(() => import('./pages/PuzzlesPage.tsx').then((m) => m.PuzzlesPage));
const AccountPage = lazyPage(() => import('./pages/AccountPage.tsx').then((m) => m.AccountPage));
const LeaderboardPage = lazyPage(() =>
  import('./pages/LeaderboardPage.tsx').then((m) => m.LeaderboardPage),
);
const ProfilePage = lazyPage(() => import('./pages/ProfilePage.tsx').then((m) => m.ProfilePage));
const TournamentsPage = lazyPage(() =>
  import('./pages/community/TournamentsPage.tsx').then((m) => m.TournamentsPage),
);
const TournamentPage = lazyPage(() =>
  import('./pages/community/TournamentPage.tsx').then((m) => m.TournamentPage),
);
const FriendsPage = lazyPage(() =>
  import('./pages/community/FriendsPage.tsx').then((m) => m.FriendsPage),
);
const WatchPage = lazyPage(() =>
  import('./pages/community/WatchPage.tsx').then((m) => m.WatchPage),
);

const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', it: 'Italiano' };

/** The menu's button, shown on phones only (base.css): the menu folds away behind it there. */
function MenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const requests = alerts.value?.requests ?? 0;
  return (
    <button
      type="button"
      class="menu-toggle"
      aria-expanded={open}
      aria-controls="app-menu"
      data-menu-toggle="true"
      onClick={onToggle}
    >
      <svg class="menu-icon" viewBox="0 0 20 20" aria-hidden="true">
        <path d={open ? 'M5 5l10 10M15 5L5 15' : 'M3 5h14M3 10h14M3 15h14'} />
      </svg>
      <span>{t('nav.menu')}</span>
      {requests > 0 && !open && <span class="badge">{requests}</span>}
    </button>
  );
}

function Header() {
  const page = route.value.page;
  const [open, setOpen] = useState(false);
  // A new page closes the menu; so does Escape.
  useEffect(() => {
    setOpen(false);
  }, [route.value]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <header class={`app-header${open ? ' menu-open' : ''}`}>
      <a class="brand" href="#/" aria-label={t('nav.home')}>
        <svg class="posthorn" viewBox="0 0 32 32" aria-hidden="true">
          <path d="M4 20c0-7 6-12 13-12 5 0 9 3 9 7s-3 6-6 6-5-2-5-4 2-3 3-3" />
          <path d="M4 20l-2 5 6-2z" />
          <path d="M26 15h4" />
        </svg>
        <span>{t('app.title')}</span>
      </a>
      <MenuButton
        open={open}
        onToggle={() => {
          setOpen(!open);
        }}
      />
      <nav
        id="app-menu"
        aria-label={t('nav.label')}
        onClick={(e) => {
          if ((e.target as Element).closest('a, button') !== null) setOpen(false);
        }}
      >
        <a href="#/" aria-current={page === 'start' ? 'page' : undefined}>
          {t('nav.home')}
        </a>
        {gameKey.value !== null && (
          <a
            href={gameKey.value === 'local' ? '#/game' : `#/online/${gameKey.value}`}
            aria-current={page === 'game' || page === 'online' ? 'page' : undefined}
          >
            {t('nav.game')}
          </a>
        )}
        <a href="#/replay" aria-current={page === 'replay' ? 'page' : undefined}>
          {t('nav.replay')}
        </a>
        <a href="#/puzzles" aria-current={page === 'puzzles' ? 'page' : undefined}>
          {t('nav.puzzles')}
        </a>
        <a
          href="#/leaderboard"
          data-nav="leaderboard"
          aria-current={page === 'leaderboard' ? 'page' : undefined}
        >
          {t('nav.leaderboard')}
        </a>
        <a
          href="#/tournaments"
          data-nav="tournaments"
          aria-current={page === 'tournaments' || page === 'tournament' ? 'page' : undefined}
        >
          {t('nav.tournaments')}
        </a>
        <a href="#/watch" data-nav="watch" aria-current={page === 'watch' ? 'page' : undefined}>
          {t('nav.watch')}
        </a>
        {identity.value !== null && (
          <a
            href="#/friends"
            data-nav="friends"
            aria-current={page === 'friends' ? 'page' : undefined}
          >
            {t('nav.friends')}
            {(alerts.value?.requests ?? 0) > 0 && (
              <span class="badge" data-requests={alerts.value?.requests}>
                {alerts.value?.requests}
              </span>
            )}
          </a>
        )}
        {identity.value !== null && (
          <a
            href={`#/player/${encodeURIComponent(identity.value.id)}`}
            data-nav="profile"
            aria-current={page === 'profile' ? 'page' : undefined}
          >
            {t('nav.profile')}
          </a>
        )}
        <button
          type="button"
          class="link"
          data-open-rules="true"
          onClick={() => {
            openRules('overview');
          }}
        >
          {t('nav.rules')}
        </button>
      </nav>
      <label class="lang">
        <span class="sr-only">{t('lang.label')}</span>
        <select
          value={lang.value}
          data-lang="true"
          onChange={(e) => {
            setLang(e.currentTarget.value as Lang);
          }}
        >
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
}

function Page() {
  switch (route.value.page) {
    case 'start':
      return <StartPage />;
    case 'game':
      return <GamePage online={null} />;
    case 'online':
      return <GamePage online={route.value.id} />;
    case 'replay':
      return <ReplayPage />;
    case 'analysis':
      return <AnalysisPage />;
    case 'puzzles':
      return <PuzzlesPage />;
    case 'learn':
      return <TutorialPage id={route.value.id} />;
    case 'profile':
      return <ProfilePage id={route.value.id} />;
    case 'leaderboard':
      return <LeaderboardPage />;
    case 'account':
      return <AccountPage />;
    case 'tournaments':
      return <TournamentsPage />;
    case 'tournament':
      return <TournamentPage id={route.value.id} />;
    case 'friends':
      return <FriendsPage />;
    case 'watch':
      return <WatchPage />;
  }
}

export function App() {
  return (
    <>
      <Header />
      <CommunityBanner />
      <main id="main">
        <Page />
      </main>
      <RulesDrawer />
    </>
  );
}
