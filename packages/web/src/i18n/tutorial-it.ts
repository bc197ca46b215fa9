/** Italian words of the tutorial (keys as in tutorial-en.ts). */
import type { enTutorial } from './tutorial-en.ts';

export const itTutorial: Readonly<Record<keyof typeof enTutorial, string>> = {
  'tutorial.title': 'Impara a giocare',
  'tutorial.intro':
    'Brevi lezioni a un vero tavolo: ogni passo mostra una mossa e aspetta che tu la faccia. Una mossa che la lezione non insegna viene spiegata, e non si perde nulla. I tuoi progressi restano in questo browser.',
  'tutorial.offer.title': 'Nuovo a Thurn und Taxis?',
  'tutorial.offer.text':
    'Impara il gioco con brevi lezioni, pochi minuti ciascuna, a un vero tavolo.',
  'tutorial.offer.button': 'Impara a giocare',
  'tutorial.link': 'Lezioni: impara a giocare',
  'tutorial.continue': 'Continua le lezioni',
  'tutorial.progress': '{done} lezioni su {total} completate',
  'tutorial.base': 'Il gioco',
  'tutorial.expansions': 'Le espansioni',
  'tutorial.done-mark': 'completata',
  'tutorial.started-mark': 'iniziata',
  'tutorial.start': 'Inizia',
  'tutorial.resume': 'Continua',
  'tutorial.lesson': 'Lezione {n}: {title}',
  'tutorial.step': 'Passo {n} di {total}',
  'tutorial.next': 'Avanti',
  'tutorial.all': 'Tutte le lezioni',
  'tutorial.restart': 'Ricomincia',
  'tutorial.complete': 'Lezione completata!',
  'tutorial.next-lesson': 'Avanti: {title}',
  'tutorial.finished-all': 'Hai completato tutte le lezioni. Pronto per una partita?',
  'tutorial.play': 'Inizia una partita',
  'tutorial.learner': 'Apprendista',
  'tutorial.awaited': 'Ora: {move}.',
  'tutorial.broken': 'Questa lezione non si può preparare: {message}',
  'tutorial.unknown': 'Questa lezione non esiste.',
  'error.ERR_LESSON_MOVE':
    'Le regole lo permettono, ma questo passo insegna un’altra cosa. {message}',
  'error.ERR_LESSON_DONE': 'Questa lezione è completata: passa alla prossima, o scegline un’altra.',
  'error.ERR_LESSON_READ': 'Leggi prima questo passo, poi premi «Avanti».',
};
