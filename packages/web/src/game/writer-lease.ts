/**
 * One writer for the local game. The game under way lives in this browser's storage, shared by
 * every tab of the site: two tabs playing it at once would each save their own moves over the
 * other's, and a move would be lost without a word. So one tab at a time holds the game's lease;
 * another tab that opens the game shows none of it (not even the board: the saved record holds the
 * seed and the supply order) and says it is open in another tab, with a button to take it over.
 *
 * Two mechanisms, each covering what the other cannot:
 * - the Web Locks API (`navigator.locks`): a lock that the browser releases when its tab closes or
 *   crashes, asked for without waiting (the second tab learns at once that the game is held) or
 *   stolen (taking over). Browsers offer it in secure contexts only (https, localhost);
 * - a writer mark in storage, set by the tab that holds the game: every save first checks that
 *   the mark is still this tab's, and a change of the mark reaches the other tabs as a `storage`
 *   event. So a tab that lost the game never writes again, even for a move made in the instant
 *   before it heard of the loss (that move is not saved, and the page says why). Without Web
 *   Locks (plain http on a home network) the mark alone decides: the tab that opens the game last
 *   holds it, and the one before it says the game is open elsewhere.
 *
 * @example
 * if (await tryWriter(showOpenElsewhere)) play();
 * else showOpenElsewhere();
 * if (isWriter()) saveCurrent(record);
 */

const LOCK_NAME = 'tnt.local-game';
/** The storage key of the writer mark: the id of the tab that holds the local game. */
export const WRITER_KEY = 'tnt.writer';

/** This page's own id: a reload is a new page, and a new writer. */
const tabId =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

let held = false;
/** False when storage is blocked: no tab can save, so only the lock decides. */
let markKept = true;
let releaseLock: (() => void) | null = null;
let lostListener: (() => void) | null = null;
/** Bumped on every acquire and release, so a late answer to an older request is ignored. */
let generation = 0;

function readMark(): string | null {
  try {
    return localStorage.getItem(WRITER_KEY);
  } catch {
    return null;
  }
}

/** Writes the mark; false when storage is blocked (and then saves nothing anyway). */
function writeMark(value: string | null): boolean {
  try {
    if (value === null) localStorage.removeItem(WRITER_KEY);
    else localStorage.setItem(WRITER_KEY, value);
    return true;
  } catch {
    return false;
  }
}

const locks = (): LockManager | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;

/** The lease was taken by another tab: stop writing at once, and tell the page. */
function lose(): void {
  if (!held) return;
  held = false;
  generation++;
  releaseLock?.();
  releaseLock = null;
  const listener = lostListener;
  lostListener = null;
  listener?.();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === WRITER_KEY && event.newValue !== tabId) lose();
  });
}

/** True while this tab holds the local game and may save it. */
export function isWriter(): boolean {
  return held && (!markKept || readMark() === tabId);
}

/**
 * Asks for the local game's lease without disturbing another tab: false while another open tab
 * holds it. `onLost` is called if another tab takes the lease later.
 */
export async function tryWriter(onLost: () => void): Promise<boolean> {
  const mine = ++generation;
  const manager = locks();
  if (manager !== null && releaseLock === null) {
    const granted = await requestLock(manager, false, mine);
    if (!granted || mine !== generation) return false;
  }
  hold(onLost);
  return true;
}

/**
 * Takes the local game's lease from whichever tab holds it (taking over, or starting a new game
 * that replaces the saved one). Takes effect at once: from now on no other tab saves the game.
 */
export function takeWriter(onLost: () => void): void {
  const mine = ++generation;
  hold(onLost);
  const manager = locks();
  if (manager !== null && releaseLock === null) void requestLock(manager, true, mine);
}

function hold(onLost: () => void): void {
  held = true;
  lostListener = onLost;
  markKept = writeMark(tabId);
}

/** Holds the lock until it is released or stolen; resolves with whether it was granted. */
function requestLock(manager: LockManager, steal: boolean, mine: number): Promise<boolean> {
  return new Promise((granted) => {
    let holding = false;
    const request = manager.request(
      LOCK_NAME,
      steal ? { steal: true } : { ifAvailable: true },
      (lock) => {
        if (lock === null || mine !== generation) {
          granted(false);
          return;
        }
        holding = true;
        granted(true);
        // The lock is held as long as this promise is pending.
        return new Promise<void>((release) => {
          releaseLock = release;
        });
      },
    );
    // A stolen lock rejects its request: another tab took the game over.
    request.catch(() => {
      if (holding) lose();
      else granted(false);
    });
  });
}

/** Gives the lease up (the game is over or left); other tabs may then open the game. */
export function releaseWriter(): void {
  generation++;
  if (held && readMark() === tabId) writeMark(null);
  held = false;
  lostListener = null;
  releaseLock?.();
  releaseLock = null;
}
