/** Offices of Honor's lesson: the last office tile of a stack, the return round, playing on. */
import type { Lesson } from '../../tutorial/lesson.ts';

export const lesson: Lesson = {
  id: 'offices',
  title: 'lesson.offices.title',
  about: 'lesson.offices.about',
  options: { players: 2, startingPlayer: 0, expansions: ['offices'] },
  deal: 'Stuttgart, Ulm, Basel, Lodz, Linz, Budweis, Pilsen, Zürich, Salzburg, Passau, Augsburg, München, Lodz, Budweis, Pilsen, Linz, Basel, Zürich, Salzburg, Kempten, Passau, Lodz, Budweis, Pilsen, Linz, Basel, Zürich, Innsbruck, Innsbruck, Salzburg, Passau, Innsbruck, Mannheim, Carlsruhe, Freiburg, Sigmaringen, Würzburg, Nürnberg',
  prelude: [
    'draw 1; draw 2; play Stuttgart new; end turn',
    'draw supply; draw supply; play Passau new; end turn',
    'draw supply; postmaster; draw supply; play Ulm right; end turn',
    'draw supply; play Salzburg right; end turn',
    'administrator; draw supply; play Augsburg right; end turn',
    'administrator; draw supply; play Zürich new; end turn',
    'draw supply; play München right; postal-carrier; play Innsbruck right; end turn',
    'draw supply; play Innsbruck new; end turn',
  ],
  steps: [
    { say: 'lesson.offices.intro', focus: 'seats' },
    { say: 'lesson.offices.last', moves: 'administrator', focus: 'officials' },
    {
      say: 'lesson.offices.return',
      moves: 'return administrator postmaster postal-carrier',
      focus: 'prompt',
      then: 'return administrator postmaster; draw supply',
    },
    {
      say: 'lesson.offices.on',
      moves: 'draw supply; play Kempten right; end turn',
      focus: 'hand',
      then: 'draw supply; play Sigmaringen new; end turn',
    },
    { say: 'lesson.offices.done', focus: 'seats' },
  ],
};
