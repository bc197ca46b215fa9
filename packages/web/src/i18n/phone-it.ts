/** Italian words of the pages made for phones (phone-en.ts). Joined into it.ts. */
import type { enPhone } from './phone-en.ts';

export const itPhone: Record<keyof typeof enPhone, string> = {
  'nav.menu': 'Menu',
  'over.rematch': 'Rivincita',
  'over.rematch.making': 'Preparo la rivincita…',
  'over.rematch.failed': 'Non è stato possibile preparare la rivincita: {message}',
  'over.result': 'Risultato',
  'replay.more': 'Giocatori, scorte e registro',
  'analysis.more': 'Errori e impostazioni',
};
