/**
 * The game page's part in playing with friends, for online games: the chat tab of the details
 * sheet with its unread count, and the page's own notice when my turn comes (or the game ends)
 * while the page is hidden, after the player's choice on the server (`/api/me/notices`).
 */
import { useEffect } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/index.ts';
import type { OnlineConnection } from '../game/online.ts';
import { browserNotices, watchTurns } from '../game/turn-notice.ts';
import { loadNotices } from '../game/notice-api.ts';
import { ChatPanel } from '../ui/ChatPanel.tsx';
import { identity } from './online-state.ts';

/** The chat's tab and the count its button shows (read from the talk's signals). */
export function tableChat(online: OnlineConnection): {
  readonly panel: ComponentChildren;
  readonly unread: number;
} {
  const seats = online.summary?.seats ?? [];
  return {
    unread: online.talk.unread.value,
    panel: (
      <ChatPanel
        talk={online.talk}
        players={online.players}
        mySeat={online.mySeats[0] ?? null}
        ids={seats.map((s) => s.player?.id ?? null)}
        spectatorsChat={online.summary?.chat.spectators ?? true}
      />
    ),
  };
}

/** Watches an online game for my turn and its end, and tells me while the page is hidden. */
export function useTurnNotices(online: OnlineConnection | null): void {
  const me = identity.value;
  useEffect(() => {
    if (online === null || me === null) return undefined;
    // The player's choice, as kept by the server; on until it answers (the default).
    void loadNotices(me).then((settings) => {
      if (settings.ok) browserNotices.value = settings.value.browser;
    });
    return watchTurns(online, () => ({
      title: t('app.title'),
      turn: t('notice.turn'),
      over: t('notice.over'),
    }));
  }, [online, me]);
}
