/** Die Kurzregel auf Deutsch (eigene, knappe Fassung der Regeltexte). */
import type { RulesCatalog } from './rules.ts';

export const rulesDe: RulesCatalog = {
  overview: {
    title: 'Das Spiel in Kürze',
    text: [
      'Baut Postrouten durch die alten deutschen Lande. Wer eine Route abschließt, setzt Häuser in ihre Städte, gewinnt Bonusplättchen und immer bessere Postkutschen.',
      'Nimmt jemand die 7er-Kutsche oder setzt sein letztes Haus, wird die Runde zu Ende gespielt, dann endet das Spiel. Die meisten Punkte gewinnen.',
    ],
  },
  turn: {
    title: 'Ein Zug',
    text: [
      'In dieser Reihenfolge: 1. eine Karte nehmen; 2. eine Karte an die Route legen; 3. nach Wunsch die Route abschließen (ab 3 Städten). Dann folgt der nächste Spieler im Uhrzeigersinn.',
      'Einmal pro Zug darf ein Amtsträger helfen.',
    ],
  },
  draw: {
    title: '1. Karte nehmen',
    text: [
      'Nimm eine der sechs offenen Karten oder die oberste Karte des Nachziehstapels. Eine genommene offene Karte wird sofort ersetzt. Ist der Stapel aufgebraucht, wird der Ablagestapel gemischt und neu ausgelegt.',
    ],
  },
  play: {
    title: '2. Karte ausspielen',
    text: [
      'Deine Route ist eine Reihe von Karten. Lege die Karte an eines der beiden Enden: Ihre Stadt muss mit der Stadt an diesem Ende durch eine Straße verbunden sein und darf noch nicht in der Route liegen. Kein Einschieben, kein Umsortieren.',
      'Passt keine Karte, oder willst du nicht anlegen, wirf die ganze Route ab (sie zählt nichts) und beginne mit der Karte eine neue. Jeden Zug muss eine Karte gespielt werden.',
    ],
  },
  close: {
    title: '3. Route abschließen',
    text: [
      'Eine Route ab 3 Städten darf abgeschlossen werden: Häuser setzen, Bonusplättchen nehmen, Kutsche nehmen, dann die Route abwerfen und die Hand auf 3 Karten verringern.',
    ],
  },
  officials: {
    title: 'Amtsträger',
    text: [
      'Jeden Zug darf ein Amtsträger helfen; jeder tut eine Sache, zu seinem Zeitpunkt im Zug.',
    ],
  },
  'official-administrator': {
    title: 'Amtmann',
    text: [
      'Bevor du eine Karte nimmst: Alle sechs offenen Karten werden abgeworfen und sechs neue ausgelegt.',
    ],
  },
  'official-postmaster': {
    title: 'Postmeister',
    text: [
      'Nach deiner ersten Karte: Nimm eine zweite. Wer zu Beginn seines Zuges keine Karte auf der Hand hat, muss den Postmeister rufen und damit keinen anderen Amtsträger.',
    ],
  },
  'official-postal-carrier': {
    title: 'Postillion',
    text: ['Nachdem deine erste Karte liegt: Spiele eine zweite Karte nach den normalen Regeln.'],
  },
  'official-cartwright': {
    title: 'Wagner',
    text: [
      'Beim Abschließen: Nimm deine nächste Kutsche, obwohl die Route ein oder zwei Städte zu kurz ist.',
    ],
  },
  houses: {
    title: 'Häuser setzen',
    text: [
      'Entweder in jedem Land, durch das die Route führt, ein Haus in eine ihrer Städte, oder in einem Land ein Haus in jede Stadt der Route. Du darfst auch weniger setzen.',
      'Jeder hat höchstens ein Haus pro Stadt. Jedes nicht gesetzte Haus kostet am Ende einen Punkt.',
    ],
  },
  bonus: {
    title: 'Bonusplättchen',
    text: [
      'Nach den Häusern: Jeder Stapel gibt sein oberstes Plättchen, wer zuerst kommt, bekommt am meisten. Von jedem Länderstapel höchstens ein Plättchen pro Spieler.',
    ],
  },
  'bonus-route': {
    title: 'Lange Routen',
    text: [
      'Eine Route mit 5, 6 oder 7 Städten (oder mehr) bringt ein Plättchen dieser Länge; ist der Stapel leer, das der nächstkürzeren Länge, die noch Plättchen hat.',
    ],
  },
  'bonus-provinces': {
    title: 'Länder',
    text: [
      'Ein Haus in jeder Stadt eines Landes oder beider Länder eines Paares bringt das oberste Plättchen dieses Stapels. Die Häuser dürfen aus mehreren Routen stammen.',
    ],
  },
  'bonus-all': {
    title: 'Alle Länder',
    text: [
      'Ein Haus in jedem Land bringt dieses Plättchen. Das gedruckte Plättchen lässt Baiern aus („Außerhalb Baiern“), dieses Spiel ebenso, außer du wählst die Lesart der englischen Regel, die jedes Land verlangt.',
    ],
  },
  carriages: {
    title: 'Postkutschen',
    text: [
      'Kutschen werden der Reihe nach genommen: 3, 4, 5, 6, 7. Eine abgeschlossene Route, die mindestens so lang ist wie die Zahl der nächsten Kutsche, bringt sie; keine darf übersprungen werden, nehmen ist freiwillig. Nur die höchste Kutsche zählt, mit den Punkten, die sie zeigt.',
    ],
  },
  'game-end': {
    title: 'Spielende',
    text: [
      'Wer als Erster die 7er-Kutsche nimmt oder sein letztes Haus setzt, erhält das Spielende-Plättchen (1 Punkt). Die Runde wird zu Ende gespielt: Der Spieler vor dem Startspieler hat den letzten Zug.',
    ],
  },
  scoring: {
    title: 'Wertung',
    text: [
      'Deine höchste Kutsche plus alle Bonusplättchen, minus einen Punkt für jedes nicht gesetzte Haus. Bei Gleichstand gewinnt, wer das Spielende-Plättchen hat, sonst der Gleichstehende, der ihm im Uhrzeigersinn am nächsten folgt.',
    ],
  },
  messenger: {
    title: 'Der Kurier der Fürstin',
    text: [
      'Das erste Haus in jeder Stadt nimmt den Adelsbrief, der dort liegt. Der erste Amtsträger eines Zuges ist frei; jeder weitere kostet 2 Briefe (1 für den Besitzer der Kurierfigur), bezahlt aus Briefen, die man zu Zugbeginn hatte; jeder Amtsträger hilft höchstens einmal pro Zug.',
      'Wer eine Route wertet, aber keine Kutsche nimmt, erhält die Kurierfigur: am Ende 1 Punkt.',
    ],
  },
  offices: {
    title: 'Ehrenämter',
    text: [
      'Jeder genutzte Amtsträger bringt ein Plättchen seines Amtes. Wird ein Stapel leer, gibt reihum jeder 1 bis 4 verschiedene Plättchen zurück: 2 bringen eine Karte, 3 einen Siegpunktchip, 4 ein Haus in einer beliebigen Stadt.',
      'Nach dem letzten Zug folgt eine letzte Rückgaberunde rückwärts; dort bringen nur 3 oder 4 Plättchen etwas.',
    ],
  },
  pg: {
    title: 'Glanz und Gloria',
    text: [
      'Ein neuer Plan im Norden, mit freien Städten und einem zweigeteilten Preußen. Der Plan hier ist eine vorläufige Rekonstruktion: Städte, Straßen und Plättchenwerte können vom gedruckten Plan abweichen.',
    ],
  },
  'pg-horses': {
    title: 'Pferde',
    text: [
      'Jede Karte zeigt 1 bis 3 Pferde. Statt sie an die Route zu legen, darfst du eine Karte als Pferde vor deine Kutsche spannen (höchstens 6 Karten). Die Kutsche hat 2 eigene Pferde; eine Route schließt nur ab, wenn mindestens so viele Pferde ziehen, wie sie Städte hat. Nach der Wertung werden die Pferdekarten abgeworfen.',
      'Es gibt keine Kutschenkarten und keinen Wagner, außer in der Variante nach den Grundregeln.',
    ],
  },
  'pg-free-cities': {
    title: 'Freie Städte',
    text: [
      'Bremen, Hamburg, Lübeck und Frankfurt gehören zu keinem Land. Eine abgeschlossene Route darf nur in eine von ihnen ein Haus setzen; das erste Haus in einer freien Stadt nimmt ihr Plättchen.',
    ],
  },
};
