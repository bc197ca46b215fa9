/** German words of the pages made for phones (phone-en.ts). Joined into de.ts. */
import type { enPhone } from './phone-en.ts';

export const dePhone: Record<keyof typeof enPhone, string> = {
  'nav.menu': 'Menü',
  'over.rematch': 'Revanche',
  'over.rematch.making': 'Die Revanche wird eingerichtet …',
  'over.rematch.failed': 'Die Revanche konnte nicht eingerichtet werden: {message}',
  'over.result': 'Ergebnis',
  'replay.more': 'Spieler, Vorräte und Protokoll',
  'analysis.more': 'Fehler und Einstellungen',
};
