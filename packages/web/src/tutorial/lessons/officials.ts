/**
 * One lesson per official (001 "Support from an official"): the Postmaster, the Postal Carrier,
 * the Administrator and the Cartwright, each in a game under way.
 */
import type { Lesson } from '../lesson.ts';

export const postmaster: Lesson = {
  id: 'postmaster',
  title: 'lesson.postmaster.title',
  about: 'lesson.postmaster.about',
  options: { players: 2, startingPlayer: 0 },
  deal: 'Stuttgart, Ulm, Basel, Lodz, Linz, Budweis, Augsburg, Kempten, Pilsen, Zürich, Lodz, Salzburg, Passau, Innsbruck, Budweis',
  prelude: [
    'draw 1; draw 2; play Stuttgart new; end turn',
    'draw supply; draw supply; play Zürich new; end turn',
    'draw supply; play Ulm right; end turn',
    'draw supply; play Salzburg new; end turn',
  ],
  steps: [
    { say: 'lesson.postmaster.intro', focus: 'officials' },
    { say: 'lesson.postmaster.draw', moves: 'draw 1; postmaster; draw 2', focus: 'officials' },
    {
      say: 'lesson.postmaster.play',
      moves: 'play Augsburg right; end turn',
      focus: 'hand',
      then: 'draw supply; play Pilsen new; end turn',
    },
    { say: 'lesson.postmaster.done', focus: 'officials' },
  ],
};

export const postalCarrier: Lesson = {
  id: 'postal-carrier',
  title: 'lesson.postal-carrier.title',
  about: 'lesson.postal-carrier.about',
  options: { players: 2, startingPlayer: 0 },
  deal: 'Stuttgart, Ulm, Basel, Lodz, Linz, Budweis, Pilsen, Zürich, Salzburg, Passau, Augsburg, Innsbruck, München, Lodz',
  prelude: [
    'draw 1; draw 2; play Stuttgart new; end turn',
    'draw supply; draw supply; play Passau new; end turn',
    'draw supply; play Ulm right; end turn',
    'draw supply; play Salzburg right; end turn',
  ],
  steps: [
    { say: 'lesson.postal-carrier.intro', focus: 'officials' },
    {
      say: 'lesson.postal-carrier.first',
      moves: 'draw supply; play Augsburg right',
      focus: 'hand',
    },
    {
      say: 'lesson.postal-carrier.second',
      moves: 'postal-carrier; play München right; end turn',
      focus: 'officials',
      then: 'draw supply; play Innsbruck right; end turn',
    },
    { say: 'lesson.postal-carrier.done', focus: 'route' },
  ],
};

export const administrator: Lesson = {
  id: 'administrator',
  title: 'lesson.administrator.title',
  about: 'lesson.administrator.about',
  options: { players: 2, startingPlayer: 0 },
  deal: 'Stuttgart, Ulm, Basel, Lodz, Linz, Budweis, Pilsen, Passau, Lodz, Budweis, Lodz, Pilsen, Salzburg, Augsburg, Zürich, Innsbruck, Budweis, Linz, Basel, Zürich',
  prelude: [
    'draw 1; draw 2; play Stuttgart new; end turn',
    'draw supply; draw supply; play Budweis new; end turn',
    'draw supply; play Ulm right; end turn',
    'draw supply; play Pilsen right; end turn',
  ],
  steps: [
    { say: 'lesson.administrator.call', moves: 'administrator', focus: 'officials' },
    {
      say: 'lesson.administrator.take',
      moves: 'draw 2; play Augsburg right; end turn',
      focus: 'display',
      then: 'draw supply; play Lodz right; end turn',
    },
    { say: 'lesson.administrator.done', focus: 'officials' },
  ],
};

export const cartwright: Lesson = {
  id: 'cartwright',
  title: 'lesson.cartwright.title',
  about: 'lesson.cartwright.about',
  options: { players: 2, startingPlayer: 0 },
  deal: 'Würzburg, Stuttgart, Basel, Lodz, Linz, Budweis, Pilsen, Zürich, Salzburg, Passau, Ulm, Lodz, Augsburg, Budweis, Kempten, Pilsen, Innsbruck, Linz, Basel, Zürich',
  prelude: [
    'draw 1; draw 2; play Stuttgart new; end turn',
    'draw supply; draw supply; play Passau new; end turn',
    'draw supply; play Ulm right; end turn',
    'draw supply; play Salzburg right; end turn',
    'draw supply; play Würzburg left; close; house Stuttgart; house Ulm; carriage take',
    'draw supply; play Budweis new; end turn',
    'draw supply; play Augsburg new; end turn',
    'draw supply; play Pilsen right; end turn',
    'draw supply; play Kempten right; end turn',
    'draw supply; play Lodz right; end turn',
  ],
  steps: [
    { say: 'lesson.cartwright.intro', focus: 'officials' },
    { say: 'lesson.cartwright.build', moves: 'draw supply; play Innsbruck right', focus: 'hand' },
    {
      say: 'lesson.cartwright.close',
      moves: 'close; house Kempten; house Innsbruck',
      anyOrder: true,
      focus: 'map',
    },
    {
      say: 'lesson.cartwright.take',
      moves: 'carriage cartwright',
      focus: 'officials',
      then: 'draw supply; play Linz left; end turn',
    },
    { say: 'lesson.cartwright.done', focus: 'seats' },
  ],
};
