// Web Push in the service worker (imported by the Workbox worker: vite.config.ts). The server's
// payload names the game and what happened, never a card (docs/protocol.md, Notices); the words
// are written here in the browser's language, and a tap opens (or focuses) the game's page.
const WORDS = {
  en: {
    title: 'Thurn und Taxis',
    'your-turn': 'It is your turn.',
    'game-over': 'A game of yours has ended.',
    'tournament-round': 'A new tournament round: your table is ready.',
    invite: 'A friend invites you to a game.',
  },
  de: {
    title: 'Thurn und Taxis',
    'your-turn': 'Du bist am Zug.',
    'game-over': 'Eine deiner Partien ist zu Ende.',
    'tournament-round': 'Eine neue Turnierrunde: dein Tisch ist bereit.',
    invite: 'Ein Freund lädt dich zu einer Partie ein.',
  },
  it: {
    title: 'Thurn und Taxis',
    'your-turn': 'Tocca a te.',
    'game-over': 'Una tua partita è finita.',
    'tournament-round': 'Un nuovo turno del torneo: il tuo tavolo è pronto.',
    invite: 'Un amico ti invita a una partita.',
  },
};

self.addEventListener('push', (event) => {
  let payload = null;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload.game !== 'string') return;
  const lang = (self.navigator.language || 'en').slice(0, 2).toLowerCase();
  const words = WORDS[lang] || WORDS.en;
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/';
  event.waitUntil(
    self.registration.showNotification(words.title, {
      body: words[payload.event] || words['your-turn'],
      tag: `tnt-${payload.game}`,
      icon: '/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (new URL(w.url).pathname === url && 'focus' in w) return w.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
