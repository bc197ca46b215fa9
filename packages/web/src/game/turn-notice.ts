/**
 * The page's own notice (docs/protocol.md, Notices: "browser"): when it becomes my turn in an
 * online game, or a game I play ends, while the page is hidden, a browser notification (if the
 * player allowed notifications and left the "browser" choice on) and, if chosen on this device, a
 * short sound. A visible page needs neither: its title and prompt already say it.
 *
 * @example
 * const stop = watchTurns(connection, () => ({ title: 'Thurn und Taxis', turn: 'Your turn', over: 'Game over' }));
 */
import { signal } from '@preact/signals';
import type { GameConnection } from './connection.ts';

/** The player's "browser" choice (from /api/me/notices; on by default, as the server's). */
export const browserNotices = signal(true);

const SOUND_KEY = 'tnt.notice-sound';

/** The optional sound: a choice of this device, off unless turned on. */
export const noticeSound = signal(readSound());

function readSound(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setNoticeSound(on: boolean): void {
  noticeSound.value = on;
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Without storage the choice lasts for this visit.
  }
}

export interface NoticeWords {
  readonly title: string;
  readonly turn: string;
  readonly over: string;
}

/** What the page's view says now: my decision, or the game over. */
interface Moment {
  readonly mine: boolean;
  readonly over: boolean;
}

function moment(connection: GameConnection): Moment {
  const view = connection.view(null);
  const decision = view.decision;
  return {
    mine: decision !== null && connection.mySeats.includes(decision.seat),
    over: decision === null && !connection.waiting,
  };
}

/** Two notes, gently: the sound plays only where the browser allows audio without a click. */
function chime(): void {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.gain.value = 0.08;
    gain.connect(audio.destination);
    [660, 880].forEach((hz, i) => {
      const tone = audio.createOscillator();
      tone.frequency.value = hz;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.18);
      tone.stop(audio.currentTime + i * 0.18 + 0.15);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio here: the notification alone tells.
  }
}

function notify(body: string, title: string, tag: string): void {
  if (noticeSound.value) chime();
  if (!browserNotices.value) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const shown = new Notification(title, { body, tag, icon: '/icon-192.png' });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // Some mobile browsers allow notifications only from a service worker: push covers them.
  }
}

/**
 * Tells the player, while the page is hidden, when a decision becomes theirs or the game ends.
 * The first view after opening tells nothing: the player has just looked.
 */
export function watchTurns(
  connection: GameConnection & { readonly gameId: string; readonly ready: boolean },
  words: () => NoticeWords,
): () => void {
  let last: Moment | null = connection.ready ? moment(connection) : null;
  return connection.subscribe((event) => {
    if (event.type !== 'moved' && event.type !== 'reset') return;
    if (!connection.ready || connection.mySeats.length === 0) return;
    const now = moment(connection);
    const before = last;
    last = now;
    if (before === null || document.visibilityState !== 'hidden') return;
    const w = words();
    const tag = `tnt-${connection.gameId}`;
    if (now.over && !before.over) notify(w.over, w.title, tag);
    else if (now.mine && !before.mine) notify(w.turn, w.title, tag);
  });
}
