/** Italian words of the table layout (keys as in table-en.ts). */
import type { enTable } from './table-en.ts';

export const itTable: Readonly<Record<keyof typeof enTable, string>> = {
  'table.zoom-in': 'Ingrandisci',
  'table.zoom-out': 'Riduci',
  'table.whole-map': 'Mappa intera',
  'table.route': 'Mostra il percorso',
  'table.map-hint':
    'Pizzica o usa la rotella per lo zoom, trascina per spostare, doppio tocco per il percorso',
  'table.details': 'Dettagli',
  'table.sheet.players': 'Giocatori',
  'table.sheet.supplies': 'Tessere bonus',
  'table.sheet.log': 'Cronaca',
  'table.sheet.title': 'Dettagli della partita',
  'table.scores': 'Punteggio finale',
  'table.strip': 'Tutti i giocatori a colpo d’occhio',
  'table.turn': 'decide ora',
  'table.cards': 'carte in mano',
  'table.houses': 'case rimaste',
  'table.carriage': 'carrozza',
  'table.horses': 'cavalli',
  'table.letters': 'lettere',
  'table.chips': 'gettoni vittoria',
  'table.score': 'punti finora',
};
