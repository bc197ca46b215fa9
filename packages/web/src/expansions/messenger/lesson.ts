/** The Princess' Messenger's lesson: letters from cities, the Messenger figure, further officials paid in letters. */
import type { Lesson } from '../../tutorial/lesson.ts';

export const lesson: Lesson = {
  id: 'messenger',
  title: 'lesson.messenger.title',
  about: 'lesson.messenger.about',
  options: { players: 2, startingPlayer: 0, expansions: ['messenger'] },
  deal: 'Würzburg, Nürnberg, Basel, Lodz, Linz, Budweis, Pilsen, Zürich, Salzburg, Passau, Regensburg, Innsbruck, Ingolstadt, Lodz, Augsburg, Budweis, Pilsen',
  prelude: [
    'draw 1; draw 2; play Würzburg new; end turn',
    'draw supply; draw supply; play Passau new; end turn',
    'draw supply; play Nürnberg right; end turn',
    'draw supply; play Salzburg right; end turn',
    'draw supply; play Regensburg right',
  ],
  steps: [
    { say: 'lesson.messenger.intro', focus: 'map' },
    {
      say: 'lesson.messenger.letters',
      moves: 'close; house Würzburg; house Nürnberg; house Regensburg',
      anyOrder: true,
      focus: 'map',
    },
    {
      say: 'lesson.messenger.figure',
      wrong: 'lesson.messenger.figure.wrong',
      moves: 'carriage decline',
      focus: 'seats',
      then: 'draw supply; play Innsbruck right; end turn',
    },
    {
      say: 'lesson.messenger.free',
      moves: 'draw supply; postmaster; draw supply',
      focus: 'officials',
    },
    {
      say: 'lesson.messenger.paid',
      moves: 'play Ingolstadt new; postal-carrier; play Augsburg right; end turn',
      focus: 'officials',
      then: 'draw supply; play Pilsen new; end turn',
    },
    { say: 'lesson.messenger.done', focus: 'seats' },
  ],
};
