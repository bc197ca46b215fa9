/**
 * The words of one tab per local game and of a lost network, in each language: joined into the
 * catalogs by en.ts, de.ts and it.ts.
 */
export const offlineEn = {
  'tab.elsewhere.title': 'This game is open in another tab',
  'tab.elsewhere.text':
    'One tab at a time plays the game, so that no move is lost. Take it over here and the other tab stops playing it.',
  'tab.elsewhere.button': 'Take over here',
  'online.offline': 'This device is offline. The game reconnects as soon as the network is back.',
  'online.lost.plain': 'The connection to the server is lost.',
  'online.lost.retry': 'Trying again in {s} s.',
  'online.lost.trying': 'Trying again now…',
  'online.signed-out':
    'You are signed out on this device: your sign-in was replaced (a recovery link was used elsewhere) or the account was deleted. Sign in again to play on.',
  'online.sign-in': 'Sign in',
  'online.reconnect': 'Reconnect now',
  'page.unloaded':
    'This page could not be loaded ({message}). Open it again when the network is back.',
} as const;

export const offlineDe: Readonly<Record<keyof typeof offlineEn, string>> = {
  'tab.elsewhere.title': 'Diese Partie ist in einem anderen Tab geöffnet',
  'tab.elsewhere.text':
    'Nur ein Tab spielt die Partie, damit kein Zug verloren geht. Übernimm sie hier, dann hört der andere Tab auf.',
  'tab.elsewhere.button': 'Hier übernehmen',
  'online.offline':
    'Dieses Gerät ist offline. Die Partie verbindet sich wieder, sobald das Netz zurück ist.',
  'online.lost.plain': 'Die Verbindung zum Server ist unterbrochen.',
  'online.lost.retry': 'Neuer Versuch in {s} s.',
  'online.lost.trying': 'Neuer Versuch läuft …',
  'online.signed-out':
    'Du bist auf diesem Gerät abgemeldet: Deine Anmeldung wurde ersetzt (anderswo wurde ein Wiederherstellungslink benutzt) oder das Konto gelöscht. Melde dich wieder an, um weiterzuspielen.',
  'online.sign-in': 'Anmelden',
  'online.reconnect': 'Jetzt neu verbinden',
  'page.unloaded':
    'Diese Seite ließ sich nicht laden ({message}). Öffne sie wieder, sobald das Netz zurück ist.',
};

export const offlineIt: Readonly<Record<keyof typeof offlineEn, string>> = {
  'tab.elsewhere.title': 'Questa partita è aperta in un’altra scheda',
  'tab.elsewhere.text':
    'Una sola scheda alla volta gioca la partita, così nessuna mossa va persa. Prendila qui e l’altra scheda smette di giocarla.',
  'tab.elsewhere.button': 'Prendi qui',
  'online.offline': 'Questo dispositivo è offline. La partita si riconnette appena torna la rete.',
  'online.lost.plain': 'La connessione al server si è interrotta.',
  'online.lost.retry': 'Nuovo tentativo tra {s} s.',
  'online.lost.trying': 'Nuovo tentativo in corso…',
  'online.signed-out':
    'Sei disconnesso su questo dispositivo: il tuo accesso è stato sostituito (altrove è stato usato un link di recupero) o l’account è stato eliminato. Accedi di nuovo per continuare a giocare.',
  'online.sign-in': 'Accedi',
  'online.reconnect': 'Riconnetti ora',
  'page.unloaded':
    'Questa pagina non si è potuta caricare ({message}). Riaprila quando la rete è tornata.',
};
