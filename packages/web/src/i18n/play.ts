/**
 * The words of playing a card with one tap (the ends to join, starting anew and harnessing as
 * deliberate controls), of the turn that ends itself, and of every player's route on the table,
 * in each language: joined into the catalogs by en.ts, de.ts and it.ts.
 */
export const playEn = {
  'place.prompt': 'Tap the end of your route that {city} joins: {left} or {right}.',
  'place.end': 'Add {city} here, next to {end}',
  'place.cancel': 'Put it back',
  'anew.button': 'Start anew',
  'anew.title.one': 'Discard your route of {n} city and start a new one',
  'anew.title.other': 'Discard your route of {n} cities and start a new one',
  'anew.prompt.one': 'Discard your route of {n} city? Tap the card that starts the new one.',
  'anew.prompt.other': 'Discard your route of {n} cities? Tap the card that starts the new one.',
  'anew.keep': 'Keep my route',
  'harness.button': 'Harness',
  'harness.title': 'Play a card as horses for your carriage',
  'harness.prompt': 'Tap the card to harness to your carriage as horses.',
  'harness.keep': 'No horses',
  'autoend.pending': 'Nothing left to decide: your turn ends.',
  'autoend.setting': 'End my turn by itself when nothing is left to decide',
  'strip.route': 'Route: {cities}',
  'strip.route.none': 'no route',
  'board.route-of': 'Route of {name}: {cities}',
  'board.routes': 'Routes on the map',
} as const;

export const playDe: Readonly<Record<keyof typeof playEn, string>> = {
  'place.prompt': 'Tippe auf das Ende deiner Route, an das {city} kommt: {left} oder {right}.',
  'place.end': '{city} hier anlegen, neben {end}',
  'place.cancel': 'Zurücklegen',
  'anew.button': 'Neu beginnen',
  'anew.title.one': 'Deine Route aus {n} Stadt abwerfen und eine neue beginnen',
  'anew.title.other': 'Deine Route aus {n} Städten abwerfen und eine neue beginnen',
  'anew.prompt.one':
    'Deine Route aus {n} Stadt abwerfen? Tippe auf die Karte, mit der die neue beginnt.',
  'anew.prompt.other':
    'Deine Route aus {n} Städten abwerfen? Tippe auf die Karte, mit der die neue beginnt.',
  'anew.keep': 'Route behalten',
  'harness.button': 'Anspannen',
  'harness.title': 'Eine Karte als Pferde vor deine Kutsche spannen',
  'harness.prompt': 'Tippe auf die Karte, die du als Pferde vor deine Kutsche spannst.',
  'harness.keep': 'Keine Pferde',
  'autoend.pending': 'Nichts mehr zu entscheiden: dein Zug endet.',
  'autoend.setting': 'Meinen Zug von selbst beenden, wenn nichts mehr zu entscheiden ist',
  'strip.route': 'Route: {cities}',
  'strip.route.none': 'keine Route',
  'board.route-of': 'Route von {name}: {cities}',
  'board.routes': 'Routen auf der Karte',
};

export const playIt: Readonly<Record<keyof typeof playEn, string>> = {
  'place.prompt': 'Tocca l’estremità del tuo percorso a cui si unisce {city}: {left} o {right}.',
  'place.end': 'Aggiungi {city} qui, accanto a {end}',
  'place.cancel': 'Rimetti in mano',
  'anew.button': 'Ricomincia',
  'anew.title.one': 'Scarta il tuo percorso di {n} città e iniziane uno nuovo',
  'anew.title.other': 'Scarta il tuo percorso di {n} città e iniziane uno nuovo',
  'anew.prompt.one': 'Scartare il tuo percorso di {n} città? Tocca la carta che inizia il nuovo.',
  'anew.prompt.other': 'Scartare il tuo percorso di {n} città? Tocca la carta che inizia il nuovo.',
  'anew.keep': 'Tieni il percorso',
  'harness.button': 'Attacca',
  'harness.title': 'Gioca una carta come cavalli per la tua carrozza',
  'harness.prompt': 'Tocca la carta da attaccare alla tua carrozza come cavalli.',
  'harness.keep': 'Niente cavalli',
  'autoend.pending': 'Niente più da decidere: il tuo turno finisce.',
  'autoend.setting': 'Termina da solo il mio turno quando non resta nulla da decidere',
  'strip.route': 'Percorso: {cities}',
  'strip.route.none': 'nessun percorso',
  'board.route-of': 'Percorso di {name}: {cities}',
  'board.routes': 'Percorsi sulla mappa',
};
