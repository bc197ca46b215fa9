/** German words of the table layout (keys as in table-en.ts). */
import type { enTable } from './table-en.ts';

export const deTable: Readonly<Record<keyof typeof enTable, string>> = {
  'table.zoom-in': 'Vergrößern',
  'table.zoom-out': 'Verkleinern',
  'table.whole-map': 'Ganze Karte',
  'table.route': 'Route zeigen',
  'table.map-hint':
    'Mit zwei Fingern oder dem Mausrad zoomen, ziehen zum Verschieben, doppelt tippen für die Route',
  'table.details': 'Details',
  'table.sheet.players': 'Spieler',
  'table.sheet.supplies': 'Bonusplättchen',
  'table.sheet.log': 'Protokoll',
  'table.sheet.title': 'Details der Partie',
  'table.scores': 'Endwertung',
  'table.strip': 'Alle Spieler auf einen Blick',
  'table.turn': 'ist am Zug',
  'table.cards': 'Karten auf der Hand',
  'table.houses': 'Häuser übrig',
  'table.carriage': 'Kutsche',
  'table.horses': 'Pferde',
  'table.letters': 'Briefe',
  'table.chips': 'Siegchips',
  'table.score': 'Punkte bisher',
};
