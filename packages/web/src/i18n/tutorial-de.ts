/** German words of the tutorial (keys as in tutorial-en.ts). */
import type { enTutorial } from './tutorial-en.ts';

export const deTutorial: Readonly<Record<keyof typeof enTutorial, string>> = {
  'tutorial.title': 'Spielen lernen',
  'tutorial.intro':
    'Kurze Lektionen an einem echten Tisch: Jeder Schritt zeigt einen Zug und wartet, bis du ihn machst. Ein Zug, den die Lektion nicht lehrt, wird erklärt, und nichts geht verloren. Dein Fortschritt bleibt in diesem Browser gespeichert.',
  'tutorial.offer.title': 'Neu bei Thurn und Taxis?',
  'tutorial.offer.text':
    'Lerne das Spiel in kurzen Lektionen, je ein paar Minuten, an einem echten Tisch.',
  'tutorial.offer.button': 'Spielen lernen',
  'tutorial.link': 'Lektionen: Spielen lernen',
  'tutorial.continue': 'Lektionen fortsetzen',
  'tutorial.progress': '{done} von {total} Lektionen geschafft',
  'tutorial.base': 'Das Spiel',
  'tutorial.expansions': 'Die Erweiterungen',
  'tutorial.done-mark': 'geschafft',
  'tutorial.started-mark': 'begonnen',
  'tutorial.start': 'Beginnen',
  'tutorial.resume': 'Fortsetzen',
  'tutorial.lesson': 'Lektion {n}: {title}',
  'tutorial.step': 'Schritt {n} von {total}',
  'tutorial.next': 'Weiter',
  'tutorial.all': 'Alle Lektionen',
  'tutorial.restart': 'Von vorn',
  'tutorial.complete': 'Lektion geschafft!',
  'tutorial.next-lesson': 'Weiter: {title}',
  'tutorial.finished-all': 'Du hast alle Lektionen geschafft. Bereit für eine Partie?',
  'tutorial.play': 'Eine Partie beginnen',
  'tutorial.learner': 'Lehrling',
  'tutorial.awaited': 'Jetzt: {move}.',
  'tutorial.broken': 'Diese Lektion lässt sich nicht aufbauen: {message}',
  'tutorial.unknown': 'Diese Lektion gibt es nicht.',
  'error.ERR_LESSON_MOVE':
    'Die Regeln erlauben das, aber dieser Schritt lehrt etwas anderes. {message}',
  'error.ERR_LESSON_DONE':
    'Diese Lektion ist geschafft: Weiter mit der nächsten, oder wähle eine andere.',
  'error.ERR_LESSON_READ': 'Lies erst diesen Schritt, dann drücke „Weiter“.',
};
