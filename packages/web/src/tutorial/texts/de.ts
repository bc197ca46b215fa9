/** German words of the lessons (keys as in texts/en.ts). */
import type { lessonsEn } from './en.ts';

export const lessonsDe: Readonly<Record<keyof typeof lessonsEn, string>> = {
  'lesson.turn.title': 'Der Zug',
  'lesson.turn.about': 'Eine Karte nehmen, eine Karte spielen, die Route abschließen.',
  'lesson.turn.draw':
    'In jedem Zug nimmst du eine Karte, spielst eine Karte und darfst dann deine Route abschließen. Deine Hand ist leer, also hilft der Postmeister: Du nimmst zwei Karten. Nimm Stuttgart (Platz 1), dann Ulm (Platz 2).',
  'lesson.turn.play':
    'Spiele eine Karte aus deiner Hand: Stuttgart beginnt deine Route. Eine Route zählt erst ab 3 Städten, also beende deinen Zug. Dann ist Anna dran.',
  'lesson.turn.road':
    'Nimm Würzburg (Platz 1). Dann lege Ulm an deine Route: Eine Karte kommt nur an ein Ende, dessen Stadt auf der Karte durch eine Straße mit ihr verbunden ist, und Ulm liegt neben Stuttgart. Beende deinen Zug.',
  'lesson.turn.supply':
    'Du darfst auch die oberste Karte vom Stapel nehmen, verdeckt. Nimm sie, dann lege Würzburg links an, neben Stuttgart.',
  'lesson.turn.close':
    'Würzburg, Stuttgart, Ulm: 3 Städte. Schließe die Route ab, damit sie zählt, und setze Häuser in Stuttgart und Ulm (wohin Häuser dürfen, zeigt die nächste Lektion).',
  'lesson.turn.carriage':
    'Eine Route aus 3 Städten bringt die 3er-Kutsche: Nimm sie. Die Karten der Route kommen auf die Ablage, und dein Zug endet.',
  'lesson.turn.done':
    'Das ist ein ganzer Zug: Karte nehmen, Karte spielen, die Route abschließen, sobald sie lang genug ist. Häuser, Bonusplättchen und Kutschen bringen deine Punkte.',

  'lesson.houses.title': 'Häuser',
  'lesson.houses.about': 'Die zwei Arten, Häuser auf eine abgeschlossene Route zu setzen.',
  'lesson.houses.patterns':
    'Wer eine Route abschließt, setzt Häuser in ihre Städte, auf eine von zwei Arten: ein Haus in jedem Land, durch das die Route führt, oder in einem Land ein Haus in jede Stadt der Route. Jedes deiner 20 Häuser, das am Ende übrig ist, kostet einen Punkt.',
  'lesson.houses.each':
    'Deine Route führt durch Baden, Württemberg und Hohenzollern. Schließe sie ab und setze in jedes Land ein Haus: Carlsruhe, Ulm und Sigmaringen (nach Ulm geht Stuttgart nicht mehr: Württemberg hat sein Haus). Dann nimm die 3er-Kutsche.',
  'lesson.houses.start':
    'Jetzt eine Route in einem Land. Nimm die oberste Karte vom Stapel und beginne eine neue Route mit Nürnberg. Beende deinen Zug.',
  'lesson.houses.extend':
    'Nimm die oberste Karte vom Stapel, lege Regensburg an, den Nachbarn von Nürnberg, und beende deinen Zug.',
  'lesson.houses.third':
    'Nimm die oberste Karte vom Stapel und lege Ingolstadt links an, neben Nürnberg.',
  'lesson.houses.one':
    'Ingolstadt, Nürnberg, Regensburg: alle in Baiern. Schließe die Route ab und setze in jede ein Haus: drei Häuser, wo die andere Art eines bringt.',
  'lesson.houses.no-carriage':
    'Die nächste Kutsche, die 4er, braucht eine Route aus 4 Städten: Wähle keine Kutsche.',
  'lesson.houses.no-carriage.wrong':
    'Der Wagner könnte dir hier die 4er-Kutsche bringen; er hat eine eigene Lektion. Wähle jetzt keine Kutsche.',
  'lesson.houses.done':
    'Wähle bei jedem Abschluss die Art, die mehr Häuser setzt, oder die Häuser, die ein Bonusplättchen braucht. In jeder Stadt steht höchstens ein Haus von dir.',

  'lesson.carriages.title': 'Kutschen',
  'lesson.carriages.about': 'Welche Kutsche eine Route bringt und was sie wert ist.',
  'lesson.carriages.intro':
    'Nach den Häusern nimmst du eine Kutsche, wenn deine Route lang genug ist: Die 3er-Kutsche braucht 3 Städte, die 4er 4, bis zur 7er. Am Ende zählt nur deine höchste Kutsche: 2, 3, 5, 7 oder 10 Punkte.',
  'lesson.carriages.close':
    'Schließe deine Route ab und setze Häuser in ihre drei Städte in Baiern: Würzburg, Nürnberg und Regensburg.',
  'lesson.carriages.take':
    'Deine Route hat 4 Städte, und doch ist deine erste Kutsche die 3er: Kutschen kommen der Reihe nach, keine wird übersprungen. Nimm sie.',
  'lesson.carriages.done':
    'Deine nächste Kutsche ist die 4er, für eine Route ab 4 Städten. Du darfst auf eine Kutsche auch verzichten. Die 7er-Kutsche beendet das Spiel: Siehe die letzte Lektion.',

  'lesson.bonus.title': 'Bonusplättchen',
  'lesson.bonus.about': 'Plättchen für lange Routen und ganze Länder.',
  'lesson.bonus.intro':
    'Bonusplättchen sind Punkte. Eine Route aus 5, 6 oder 7 Städten bringt ein Plättchen vom Stapel ihrer Länge; ein Haus in jeder Stadt eines Landes (oder Länderpaares) bringt dessen Plättchen. Wer zuerst kommt, nimmt das oberste, das am meisten wert ist. „Details“ zeigt die Stapel.',
  'lesson.bonus.long':
    'Deine Route hat 4 Städte. Nimm die oberste Karte vom Stapel, dann lege Augsburg rechts an: 5 Städte.',
  'lesson.bonus.province':
    'Schließe die Route ab und setze in jedes Land ein Haus: Carlsruhe, Sigmaringen und Augsburg. Mit deinen Häusern in Stuttgart und Ulm macht Sigmaringen Württemberg und Hohenzollern komplett.',
  'lesson.bonus.took':
    'Zwei Plättchen: die Route aus 5 Städten (2 Punkte) und Württemberg/Hohenzollern (3 Punkte). Nimm jetzt die 4er-Kutsche.',
  'lesson.bonus.more':
    'Weitere Plättchen: „Alle Länder“ für ein Haus in jedem Land außerhalb Baierns, und das Spielende-Plättchen für den, der das Spiel beendet. Ein leerer Stapel gibt nichts mehr.',

  'lesson.postmaster.title': 'Der Postmeister',
  'lesson.postmaster.about': 'Eine zweite Karte nehmen.',
  'lesson.postmaster.intro':
    'Vier Amtsträger helfen dir, einer davon in jedem Zug. Der Postmeister lässt dich eine zweite Karte nehmen. Mit leerer Hand zu Beginn deines Zuges muss er helfen, wie in deinem ersten Zug.',
  'lesson.postmaster.draw':
    'Nimm Augsburg (Platz 1), rufe den Postmeister, dann nimm auch Kempten (Platz 2).',
  'lesson.postmaster.play':
    'Lege Augsburg rechts an, neben Ulm, und behalte Kempten für später. Beende deinen Zug.',
  'lesson.postmaster.done':
    'Ein Amtsträger pro Zug: Hat der Postmeister geholfen, hilft dir in diesem Zug kein anderer.',

  'lesson.postal-carrier.title': 'Der Postillion',
  'lesson.postal-carrier.about': 'Eine zweite Karte spielen.',
  'lesson.postal-carrier.intro':
    'Der Postillion lässt dich im selben Zug eine zweite Karte spielen, nach den üblichen Regeln.',
  'lesson.postal-carrier.first':
    'Nimm die oberste Karte vom Stapel und lege Augsburg rechts an deine Route.',
  'lesson.postal-carrier.second':
    'Rufe den Postillion, lege auch München an (neben Augsburg) und beende deinen Zug.',
  'lesson.postal-carrier.done':
    'Zwei Städte in einem Zug: Deine Route wächst schneller. Der Postillion hilft nach deiner ersten Karte.',

  'lesson.administrator.title': 'Der Amtmann',
  'lesson.administrator.about': 'Sechs neue offene Karten.',
  'lesson.administrator.call':
    'Keine offene Karte passt an deine Route Stuttgart–Ulm. Rufe den Amtmann: Bevor du eine Karte nimmst, legt er alle sechs offenen Karten auf die Ablage und deckt sechs neue auf.',
  'lesson.administrator.take':
    'Augsburg ist gekommen, neben Ulm: Nimm es (Platz 2), lege es rechts an und beende deinen Zug.',
  'lesson.administrator.done':
    'Der Amtmann hilft nur, bevor du deine erste Karte des Zuges nimmst.',

  'lesson.cartwright.title': 'Der Wagner',
  'lesson.cartwright.about': 'Eine Kutsche für eine Route, der ein oder zwei Städte fehlen.',
  'lesson.cartwright.intro':
    'Der Wagner hilft beim Abschließen einer Route: Du nimmst deine nächste Kutsche, obwohl der Route ein oder zwei Städte fehlen.',
  'lesson.cartwright.build':
    'Nimm die oberste Karte vom Stapel und lege Innsbruck rechts an, neben Kempten.',
  'lesson.cartwright.close':
    'Schließe die Route ab und setze in jedes Land ein Haus: Kempten (Baiern) und Innsbruck (Tyrol).',
  'lesson.cartwright.take':
    'Deine nächste Kutsche ist die 4er, aber die Route hat 3 Städte. Rufe den Wagner: Er bringt dir die 4er.',
  'lesson.cartwright.done':
    'Der Wagner ist der Amtsträger des Zuges: nicht in einem Zug, in dem schon ein anderer geholfen hat.',

  'lesson.end.title': 'Das Spielende',
  'lesson.end.about': 'Die letzte Runde, die Wertung, ein Gleichstand.',
  'lesson.end.intro':
    'Das Spiel endet, wenn jemand die 7er-Kutsche nimmt oder sein letztes Haus setzt: Die Runde wird dann zu Ende gespielt. Du hast die 6er-Kutsche, und deine Route hat 4 Städte.',
  'lesson.end.add': 'Nimm die oberste Karte vom Stapel und lege Lodz rechts an: 5 Städte.',
  'lesson.end.close':
    'Schließe die Route ab und setze in jedes Land ein Haus: Linz, Pilsen und Lodz.',
  'lesson.end.seven':
    'Die 7er-Kutsche braucht 7 Städte, doch der Wagner hilft bei zwei weniger: Rufe ihn. Du nimmst die 7er-Kutsche und das Spielende-Plättchen, und Anna macht den letzten Zug.',
  'lesson.end.scores':
    'Die Wertung: die Punkte deiner höchsten Kutsche, plus deine Bonusplättchen, minus 1 für jedes nicht gesetzte Haus. Die meisten Punkte gewinnen; bei Gleichstand der Besitzer des Spielende-Plättchens, sonst der Gleichstehende, der nach ihm als Nächster sitzt.',

  'lesson.power-and-glory.title': 'Glanz und Gloria',
  'lesson.power-and-glory.about': 'Pferde ziehen deine Kutsche durch den Norden.',
  'lesson.power-and-glory.intro':
    'Glanz und Gloria spielt auf einer Karte des Nordens, und jede Karte zeigt 1 bis 3 Pferde. Um eine Route abzuschließen, braucht deine Kutsche mindestens so viele Pferde, wie die Route Städte hat; 2 bringt die Kutsche selbst mit. Es gibt keine Kutschenkarten und keinen Wagner.',
  'lesson.power-and-glory.short':
    'Nimm die oberste Karte vom Stapel und lege Bremen links an, neben Hamburg. Jetzt 3 Städte, aber nur 2 Pferde: Die Route kann noch nicht abgeschlossen werden.',
  'lesson.power-and-glory.horses':
    'Rufe den Postillion, drücke dann „Anspannen“ neben deiner Route und tippe auf Magdeburg: Mit der Pferdeseite nach oben ziehen seine 3 Pferde deine Kutsche mit (bis zu 6 Karten dürfen das).',
  'lesson.power-and-glory.close':
    'Fünf Pferde für drei Städte: Schließe die Route ab. Hamburg und Bremen sind freie Städte, in keinem Land: Eine Route setzt nur auf eine von ihnen ein Haus, und das erste Haus in einer freien Stadt bringt ihr Plättchen. Setze Häuser in Hamburg und Hannover.',
  'lesson.power-and-glory.done':
    'Nach dem Abschluss kommen Route und Pferdekarten auf die Ablage. Das Spiel endet, wenn jemand sein letztes Haus setzt. Neue Plättchen: Routen aus 8 Städten und die freien Städte.',

  'lesson.messenger.title': 'Der Kurier der Fürstin',
  'lesson.messenger.about': 'Briefe bezahlen weitere Amtsträger.',
  'lesson.messenger.intro':
    'Auf jeder Stadt liegt ein Adelsbrief, und das erste Haus in einer Stadt bekommt ihn. Briefe bezahlen weitere Amtsträger: Der erste eines Zuges ist frei, jeder weitere kostet 2 Briefe.',
  'lesson.messenger.letters':
    'Schließe deine Route ab und setze Häuser in Würzburg, Nürnberg und Regensburg: drei neue Häuser, drei Briefe.',
  'lesson.messenger.figure':
    'Wähle diesmal keine Kutsche: Wer eine Route wertet und keine Kutsche nimmt, bekommt den Kurier der Fürstin. Wer ihn hat, zahlt 1 Brief für jeden weiteren Amtsträger, und am Ende ist er 1 Punkt wert.',
  'lesson.messenger.figure.wrong':
    'Die Kutsche zu nehmen ist erlaubt und oft der bessere Zug; diese Lektion verzichtet, um den Kurier zu zeigen.',
  'lesson.messenger.free':
    'Nimm die oberste Karte vom Stapel, rufe den Postmeister (der freie Amtsträger des Zuges) und nimm noch einmal die oberste.',
  'lesson.messenger.paid':
    'Beginne eine Route mit Ingolstadt, dann rufe auch den Postillion, dank des Kuriers für 1 Brief. Lege Augsburg an und beende deinen Zug.',
  'lesson.messenger.done':
    'Zahlen kannst du nur mit Briefen, die du zu Beginn des Zuges hattest. Am Ende sind Briefe nichts wert.',

  'lesson.offices.title': 'Ehrenämter',
  'lesson.offices.about': 'Amtsplättchen für jeden Amtsträger, und Rückgaberunden.',
  'lesson.offices.intro':
    'Jedes Mal, wenn dir ein Amtsträger hilft, nimmst du eines seiner Amtsplättchen. Du hast zwei Postmeister, einen Amtmann und einen Postillion (siehe „Details“).',
  'lesson.offices.last':
    'Rufe den Amtmann: Du nimmst das letzte Plättchen seines Stapels, und ein leerer Stapel beginnt eine Rückgaberunde.',
  'lesson.offices.return':
    'In einer Rückgaberunde gibt jeder, bei dir beginnend, verschiedene Plättchen zurück: 2 bringen eine Karte, 3 einen Siegpunkt-Chip, 4 ein Haus. Gib Amtmann, Postmeister und Postillion zurück, für einen Chip. Anna gibt dann zwei zurück und nimmt eine Karte.',
  'lesson.offices.on':
    'Dein Zug geht weiter, wo er stand: Nimm die oberste Karte vom Stapel, lege Kempten rechts an und beende deinen Zug.',
  'lesson.offices.done':
    'Nach dem letzten Zug des Spiels kommt eine letzte Rückgaberunde, vom letzten Spieler zurück zum ersten: Dann bringen nur 3 oder 4 Plättchen etwas. Jeder Chip ist 1 Punkt wert.',
};
