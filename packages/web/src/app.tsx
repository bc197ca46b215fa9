/**
 * The page shell: header (home, replay, rules, language), the page of the current route, and the
 * rules drawer.
 */
import { LANGS, lang, setLang, t, type Lang } from './i18n/index.ts';
import { GamePage } from './pages/GamePage.tsx';
import { ReplayPage } from './pages/ReplayPage.tsx';
import { AnalysisPage } from './pages/AnalysisPage.tsx';
import { PuzzlesPage } from './pages/PuzzlesPage.tsx';
import { StartPage } from './pages/StartPage.tsx';
import { TutorialPage } from './pages/TutorialPage.tsx';
import { AccountPage } from './pages/AccountPage.tsx';
import { LeaderboardPage } from './pages/LeaderboardPage.tsx';
import { ProfilePage } from './pages/ProfilePage.tsx';
import { TournamentsPage } from './pages/community/TournamentsPage.tsx';
import { TournamentPage } from './pages/community/TournamentPage.tsx';
import { FriendsPage } from './pages/community/FriendsPage.tsx';
import { WatchPage } from './pages/community/WatchPage.tsx';
import { CommunityBanner, alerts } from './pages/community/CommunityBanner.tsx';
import { identity } from './pages/online-state.ts';
import { gameKey, route } from './pages/app-state.ts';
import { RulesDrawer } from './ui/Rules.tsx';
import { openRules } from './ui/RuleLink.tsx';

const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', it: 'Italiano' };

function Header() {
  const page = route.value.page;
  return (
    <header class="app-header">
      <a class="brand" href="#/" aria-label={t('nav.home')}>
        <svg class="posthorn" viewBox="0 0 32 32" aria-hidden="true">
          <path d="M4 20c0-7 6-12 13-12 5 0 9 3 9 7s-3 6-6 6-5-2-5-4 2-3 3-3" />
          <path d="M4 20l-2 5 6-2z" />
          <path d="M26 15h4" />
        </svg>
        <span>{t('app.title')}</span>
      </a>
      <nav aria-label={t('nav.label')}>
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
