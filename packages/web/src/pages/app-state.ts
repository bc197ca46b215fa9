/**
 * The page's own state: which page is shown (routes live in the URL's hash, so the static files
 * serve every page and the back button works), the game being played and the record being
 * replayed.
 *
 * @example
 * navigate('#/game');
 * route.value; // { page: 'game' }
 */
import { signal } from '@preact/signals';
import type { SetupError } from '@tnt/engine';
import { GameController } from '../game/controller.ts';
import type { LogEntry } from '../game/log.ts';
import type { LocalConnection, SavedRecord } from '../game/local.ts';
import { workerBots } from '../game/bots.ts';
import { OnlineConnection } from '../game/online.ts';
import { loadIdentity } from '../game/api.ts';
import {
  playersOf,
  randomSeed,
  resumeLocal,
  setupOf,
  startLocal,
  type NewGame,
} from '../game/session.ts';
import { DEFAULT_PACE, addFinished, loadCurrent, loadPace, saveCurrent } from '../game/storage.ts';
import { isWriter, releaseWriter, takeWriter, tryWriter } from '../game/writer-lease.ts';

export type Route =
  | { readonly page: 'start' }
  | { readonly page: 'game' }
  | { readonly page: 'online'; readonly id: string }
  | { readonly page: 'replay'; readonly id: string | null }
  | { readonly page: 'analysis'; readonly id: string | null }
  | { readonly page: 'puzzles' }
  /** The tutorial: its list of lessons (id null), or a lesson. */
  | { readonly page: 'learn'; readonly id: string | null }
  | { readonly page: 'profile'; readonly id: string }
  | { readonly page: 'leaderboard' }
  | { readonly page: 'account' }
  /** Tournaments, friends and watching: their pages/community. */
  | { readonly page: 'tournaments' }
  | { readonly page: 'tournament'; readonly id: string }
  | { readonly page: 'friends' }
  | { readonly page: 'watch' };

/** Hashes that are not routes (links to rules sections) leave the page as it is. */
export function parseRoute(hash: string): Route | null {
  if (hash === '' || hash === '#' || hash === '#/') return { page: 'start' };
  if (!hash.startsWith('#/')) return null;
  const [page, id] = hash.slice(2).split('/');
  if (page === 'game') return { page: 'game' };
  if (page === 'online' && id !== undefined && id !== '') return { page: 'online', id };
  if (page === 'replay') return { page: 'replay', id: id ?? null };
  if (page === 'analysis') return { page: 'analysis', id: id ?? null };
  if (page === 'puzzles') return { page: 'puzzles' };
  if (page === 'learn') return { page: 'learn', id: id === undefined || id === '' ? null : id };
  if (page === 'player' && id !== undefined && id !== '') {
    return { page: 'profile', id: decodeURIComponent(id) };
  }
  if (page === 'leaderboard') return { page: 'leaderboard' };
  if (page === 'account') return { page: 'account' };
  if (page === 'tournaments') return { page: 'tournaments' };
  if (page === 'tournament' && id !== undefined && id !== '') {
    return { page: 'tournament', id: decodeURIComponent(id) };
  }
  if (page === 'friends') return { page: 'friends' };
  if (page === 'watch') return { page: 'watch' };
  return { page: 'start' };
}

/**
 * The server's links open the client at /game/<id> (an invitation); the client's own routes
 * live in the hash, so such a path is turned into its hash route once.
 */
function initialRoute(): Route {
  if (typeof location === 'undefined') return { page: 'start' };
  const invited = /^\/game\/([\w-]+)\/?$/.exec(location.pathname);
  if (invited) {
    history.replaceState(null, '', `/#/online/${invited[1]!}`);
    return { page: 'online', id: invited[1]! };
  }
  return parseRoute(location.hash) ?? { page: 'start' };
}

export const route = signal<Route>(initialRoute());

export function navigate(hash: string): void {
  if (location.hash === hash) route.value = parseRoute(hash) ?? route.value;
  else location.hash = hash;
}

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    const next = parseRoute(location.hash);
    if (next === null) return;
    // A new page starts at its top, not where the last one was scrolled to.
    if (next.page !== route.value.page) window.scrollTo(0, 0);
    route.value = next;
  });
}

export const game = signal<GameController | null>(null);
/** The record the replay page shows. */
export const replayRecord = signal<SavedRecord | null>(null);

/** The game shown: 'local', or the id of an online game. */
export const gameKey = signal<string | null>(null);

/**
 * True when the local game is held by another tab of this browser (writer-lease.ts): this tab
 * shows none of it and offers to take it over.
 */
export const openElsewhere = signal(false);

/** Another tab took the local game over: this tab stops playing it and shows nothing of it. */
function lostToOtherTab(): void {
  if (gameKey.value === 'local') {
    game.value?.dispose();
    game.value = null;
    gameKey.value = null;
  }
  openElsewhere.value = true;
}

function attach(connection: LocalConnection): GameController {
  game.value?.dispose();
  gameKey.value = 'local';
  openElsewhere.value = false;
  connection.setPace(loadPace(DEFAULT_PACE));
  const controller = new GameController(connection, (entry: LogEntry) => {
    // A tab that lost the game saves nothing, not even the move made as it was taken over.
    if (!isWriter()) {
      lostToOtherTab();
      return;
    }
    const record = connection.record();
    if (entry.over) {
      addFinished(record);
      saveCurrent(null);
      // The finished game stays on this screen; the next game may start in any tab.
      releaseWriter();
    } else saveCurrent(record);
  });
  // An undo changes the game as a move does: the saved game follows.
  connection.subscribe((event) => {
    if (event.type === 'undone' && isWriter()) saveCurrent(connection.record());
  });
  game.value = controller;
  connection.start();
  return controller;
}

/** Starts a local game (hot-seat, against bots, or both) and shows it. */
export function startNewGame(choice: NewGame, seed = randomSeed()): SetupError | null {
  const made = startLocal(setupOf(choice, seed), playersOf(choice.seats), workerBots);
  if (!made.ok) return made.error;
  // The new game replaces the saved one, in whichever tab that was open.
  takeWriter(lostToOtherTab);
  saveCurrent(made.value.record());
  attach(made.value);
  navigate('#/game');
  return null;
}

let opening = false;

/**
 * Opens the local game saved in this browser, once this tab holds it: asked politely (false
 * while another tab plays it) or taken over. Nothing of the game is read before that.
 */
async function openSaved(takeOver: boolean): Promise<void> {
  opening = true;
  try {
    if (takeOver) takeWriter(lostToOtherTab);
    else if (!(await tryWriter(lostToOtherTab))) {
      openElsewhere.value = true;
      return;
    }
    const record = loadCurrent();
    const connection = record === null ? null : resumeLocal(record, workerBots);
    if (connection === null) {
      saveCurrent(null);
      releaseWriter();
      openElsewhere.value = false;
      navigate('#/');
      return;
    }
    attach(connection);
  } finally {
    opening = false;
  }
}

/**
 * Resumes the local game saved in this browser; false if there is none. It is shown once this
 * tab holds it, or `openElsewhere` says another tab plays it.
 */
export function resumeGame(): boolean {
  if (game.value !== null && gameKey.value === 'local') return true;
  if (loadCurrent() === null) return false;
  if (!opening) void openSaved(false);
  return true;
}

/** Takes the local game over from the tab that plays it. */
export function takeOverGame(): void {
  void openSaved(true);
}

export function leaveGame(): void {
  if (gameKey.value === 'local') releaseWriter();
  game.value?.dispose();
  game.value = null;
  gameKey.value = null;
}

export function openReplay(record: SavedRecord): void {
  replayRecord.value = record;
  navigate('#/replay');
}

/** The analysis page for a record: the one the replay page shows, too. */
export function openAnalysis(record: SavedRecord): void {
  replayRecord.value = record;
  navigate('#/analysis');
}

/** Why the online game asked for could not be opened (before its first view). */
export const onlineError = signal<{ code: string; message: string } | null>(null);

/** Opens an online game by its id: as the signed-in player's seat, or to watch. */
export function openOnline(id: string): void {
  if (gameKey.value === id) return;
  if (gameKey.value === 'local') releaseWriter();
  game.value?.dispose();
  game.value = null;
  gameKey.value = id;
  onlineError.value = null;
  const connection = new OnlineConnection(id, loadIdentity());
  // The controller needs a view: it starts with the server's welcome.
  const off = connection.subscribe((event) => {
    if (event.type === 'error') onlineError.value = event.error;
    if (event.type !== 'reset' || !connection.ready) return;
    off();
    if (gameKey.value === id) game.value = new GameController(connection);
    else connection.dispose();
  });
  connection.start();
}

/** Opens the online game again, as the player this browser now is (after taking a seat). */
export function reopenOnline(id: string): void {
  gameKey.value = null;
  openOnline(id);
}
