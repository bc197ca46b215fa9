/** Power and Glory's lesson: a route longer than its horses, a card played horse side up, free cities. */
import type { Lesson } from '../../tutorial/lesson.ts';

export const lesson: Lesson = {
  id: 'power-and-glory',
  title: 'lesson.power-and-glory.title',
  about: 'lesson.power-and-glory.about',
  options: {
    players: 2,
    startingPlayer: 0,
    map: 'power-and-glory',
    expansions: ['power-and-glory'],
  },
  deal: 'Hamburg(1), Hannover(2), Dresden(1), Leipzig(2), Brüssel(3), Amsterdam(1), Leipzig(1), Brüssel(1), Amsterdam(2), Coblenz(1), Bremen(2), Arnhem(1), Magdeburg(3), Würzburg(1)',
  prelude: [
    'draw 1; draw 2; play Hamburg(1) new; end turn',
    'draw supply; draw supply; play Amsterdam(2) new; end turn',
    'draw supply; play Hannover(2) right; end turn',
    'draw supply; play Arnhem(1) right; end turn',
  ],
  steps: [
    { say: 'lesson.power-and-glory.intro', focus: 'route' },
    {
      say: 'lesson.power-and-glory.short',
      moves: 'draw supply; play Bremen(2) left',
      focus: 'route',
    },
    {
      say: 'lesson.power-and-glory.horses',
      moves: 'postal-carrier; horse Magdeburg(3)',
      focus: 'route',
    },
    {
      say: 'lesson.power-and-glory.close',
      moves: 'close; house Hamburg; house Hannover',
      anyOrder: true,
      focus: 'map',
      then: 'draw supply; play Coblenz(1) new; end turn',
    },
    { say: 'lesson.power-and-glory.done', focus: 'seats' },
  ],
};
