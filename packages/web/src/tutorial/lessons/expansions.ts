/**
 * One short lesson per expansion (000): Power and Glory's horses and free cities, The Princess'
 * Messenger's letters and figure, Offices of Honor's tiles and return rounds.
 */
import type { Lesson } from '../lesson.ts';

export const powerAndGlory: Lesson = {
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

export const messenger: Lesson = {
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

export const offices: Lesson = {
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
