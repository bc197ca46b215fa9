/**
 * The lessons of the base game: the turn, houses and their two patterns, carriages, bonus tiles
 * and the end of the game. Each deal and each move was checked through the engine by the lessons'
 * test (test/tutorial-lessons.test.ts); seat 1 (Anna) only takes cards and builds a route.
 */
import type { Lesson } from '../lesson.ts';

export const turn: Lesson = {
  id: 'turn',
  title: 'lesson.turn.title',
  about: 'lesson.turn.about',
  options: { players: 2, startingPlayer: 0 },
  deal: 'Stuttgart, Ulm, Basel, Pilsen, Lodz, Passau, Würzburg, Budweis, Linz, Zürich, Salzburg, Innsbruck, Kempten, Lodz',
  steps: [
    { say: 'lesson.turn.draw', moves: 'draw 1; draw 2', focus: 'display' },
    {
      say: 'lesson.turn.play',
      moves: 'play Stuttgart new; end turn',
      focus: 'hand',
      then: 'draw supply; draw supply; play Zürich new; end turn',
    },
    {
      say: 'lesson.turn.road',
      moves: 'draw 1; play Ulm right; end turn',
      focus: 'map',
      then: 'draw supply; play Innsbruck new; end turn',
    },
    { say: 'lesson.turn.supply', moves: 'draw supply; play Würzburg left', focus: 'display' },
    {
      say: 'lesson.turn.close',
      moves: 'close; house Stuttgart; house Ulm',
      anyOrder: true,
      focus: 'map',
    },
    {
      say: 'lesson.turn.carriage',
      moves: 'carriage take',
      focus: 'prompt',
      then: 'draw supply; play Linz new; end turn',
    },
    { say: 'lesson.turn.done' },
  ],
};

export const houses: Lesson = {
  id: 'houses',
  title: 'lesson.houses.title',
  about: 'lesson.houses.about',
  options: { players: 2, startingPlayer: 0 },
  deal: 'Carlsruhe, Stuttgart, Basel, Lodz, Linz, Budweis, Pilsen, Zürich, Salzburg, Passau, Ulm, Innsbruck, Sigmaringen, Nürnberg, Lodz, Regensburg, Ingolstadt, Budweis, Pilsen, Linz, Basel, Zürich, Salzburg, Passau',
  prelude: [
    'draw 1; draw 2; play Carlsruhe new; end turn',
    'draw supply; draw supply; play Passau new; end turn',
    'draw supply; play Stuttgart right; end turn',
    'draw supply; play Salzburg right; end turn',
    'draw supply; postmaster; draw supply; play Ulm right; end turn',
    'draw supply; play Innsbruck right; end turn',
    'draw supply; postmaster; draw supply; play Sigmaringen right',
  ],
  steps: [
    { say: 'lesson.houses.patterns', focus: 'map' },
    {
      say: 'lesson.houses.each',
      moves: 'close; house Carlsruhe; house Ulm; house Sigmaringen; carriage take',
      anyOrder: true,
      focus: 'map',
      then: 'draw supply; play Budweis new; end turn',
    },
    {
      say: 'lesson.houses.start',
      moves: 'draw supply; play Nürnberg new; end turn',
      focus: 'hand',
      then: 'draw supply; play Linz right; end turn',
    },
    {
      say: 'lesson.houses.extend',
      moves: 'draw supply; play Regensburg right; end turn',
      focus: 'hand',
      then: 'draw supply; play Zürich new; end turn',
    },
    { say: 'lesson.houses.third', moves: 'draw supply; play Ingolstadt left', focus: 'hand' },
    {
      say: 'lesson.houses.one',
      moves: 'close; house Ingolstadt; house Nürnberg; house Regensburg; carriage decline',
      anyOrder: true,
      focus: 'map',
      then: 'draw supply; play Passau new; end turn',
    },
    { say: 'lesson.houses.done' },
  ],
};

export const carriages: Lesson = {
  id: 'carriages',
  title: 'lesson.carriages.title',
  about: 'lesson.carriages.about',
  options: { players: 2, startingPlayer: 0 },
  deal: 'Mannheim, Würzburg, Basel, Lodz, Linz, Budweis, Pilsen, Zürich, Salzburg, Passau, Nürnberg, Innsbruck, Regensburg, Lodz, Kempten, Budweis',
  prelude: [
    'draw 1; draw 2; play Mannheim new; end turn',
    'draw supply; draw supply; play Passau new; end turn',
    'draw supply; play Würzburg right; end turn',
    'draw supply; play Salzburg right; end turn',
    'draw supply; play Nürnberg right; end turn',
    'draw supply; play Innsbruck right; end turn',
    'draw supply; play Regensburg right',
  ],
  steps: [
    { say: 'lesson.carriages.intro', focus: 'seats' },
    {
      say: 'lesson.carriages.close',
      moves: 'close; house Würzburg; house Nürnberg; house Regensburg',
      anyOrder: true,
      focus: 'map',
    },
    {
      say: 'lesson.carriages.take',
      moves: 'carriage take',
      focus: 'prompt',
      then: 'draw supply; play Budweis new; end turn',
    },
    { say: 'lesson.carriages.done', focus: 'seats' },
  ],
};

export const bonus: Lesson = {
  id: 'bonus',
  title: 'lesson.bonus.title',
  about: 'lesson.bonus.about',
  options: { players: 2, startingPlayer: 0 },
  deal: 'Würzburg, Stuttgart, Basel, Lodz, Linz, Budweis, Pilsen, Zürich, Salzburg, Passau, Ulm, Innsbruck, Carlsruhe, Lodz, Freiburg, Budweis, Sigmaringen, Pilsen, Kempten, Linz, Augsburg, Basel, Zürich, Salzburg',
  prelude: [
    'draw 1; draw 2; play Stuttgart new; end turn',
    'draw supply; draw supply; play Passau new; end turn',
    'draw supply; play Ulm right; end turn',
    'draw supply; play Salzburg right; end turn',
    'draw supply; play Würzburg left; close; house Stuttgart; house Ulm; carriage take',
    'draw supply; play Innsbruck right; end turn',
    'draw supply; play Carlsruhe new; end turn',
    'draw supply; play Budweis new; end turn',
    'draw supply; play Freiburg right; end turn',
    'draw supply; play Pilsen right; end turn',
    'draw supply; play Sigmaringen right; end turn',
    'draw supply; play Lodz right; end turn',
    'draw supply; play Kempten right; end turn',
    'draw supply; play Linz left; end turn',
  ],
  steps: [
    { say: 'lesson.bonus.intro', focus: 'seats' },
    { say: 'lesson.bonus.long', moves: 'draw supply; play Augsburg right', focus: 'hand' },
    {
      say: 'lesson.bonus.province',
      moves: 'close; house Carlsruhe; house Sigmaringen; house Augsburg',
      anyOrder: true,
      focus: 'map',
    },
    {
      say: 'lesson.bonus.took',
      moves: 'carriage take',
      focus: 'seats',
      then: 'draw supply; play Salzburg left; end turn',
    },
    { say: 'lesson.bonus.more', focus: 'seats' },
  ],
};

export const end: Lesson = {
  id: 'end',
  title: 'lesson.end.title',
  about: 'lesson.end.about',
  options: { players: 2, startingPlayer: 0 },
  deal: 'Würzburg, Nürnberg, Basel, Lodz, Linz, Budweis, Zürich, Innsbruck, Mannheim, Sigmaringen, Regensburg, Zürich, Ingolstadt, Innsbruck, München, Mannheim, Passau, Sigmaringen, Augsburg, Passau, Kempten, Basel, Ulm, Zürich, Stuttgart, Innsbruck, Carlsruhe, Mannheim, Freiburg, Freiburg, Basel, Sigmaringen, Salzburg, Passau, Linz, Budweis, Freiburg, Pilsen, Carlsruhe, Lodz, Stuttgart, Ulm, Würzburg',
  prelude: [
    'draw 1; draw 2; play Würzburg new; end turn',
    'draw supply; draw supply; play Mannheim new; end turn',
    'draw supply; play Nürnberg right; end turn',
    'draw supply; play Sigmaringen new; end turn',
    'draw supply; play Regensburg right; close; house Würzburg; house Nürnberg; house Regensburg; carriage take',
    'draw supply; play Zürich right; end turn',
    'draw supply; play Ingolstadt new; end turn',
    'draw supply; play Mannheim new; end turn',
    'draw supply; play München right; end turn',
    'draw supply; play Sigmaringen new; end turn',
    'draw supply; play Passau right; close; house Ingolstadt; house München; house Passau; carriage cartwright',
    'draw supply; play Innsbruck new; end turn',
    'draw supply; play Augsburg new; end turn',
    'draw supply; play Basel new; end turn',
    'draw supply; play Kempten right; end turn',
    'draw supply; play Zürich right; end turn',
    'draw supply; play Ulm right; close; house Augsburg; house Kempten; carriage cartwright',
    'draw supply; play Innsbruck new; end turn',
    'draw supply; play Stuttgart new; end turn',
    'draw supply; play Mannheim new; end turn',
    'draw supply; play Carlsruhe right; end turn',
    'draw supply; play Freiburg new; end turn',
    'draw supply; play Freiburg right; end turn',
    'draw supply; play Sigmaringen right; end turn',
    'draw supply; play Basel right; close; house Stuttgart; house Carlsruhe; house Basel; carriage cartwright',
    'draw supply; play Passau new; end turn',
    'draw supply; postmaster; draw supply; play Salzburg new; end turn',
    'draw supply; play Freiburg new; end turn',
    'draw supply; play Linz right; postal-carrier; play Budweis right; end turn',
    'draw supply; play Carlsruhe right; end turn',
    'draw supply; play Pilsen right; end turn',
    'draw supply; play Stuttgart right; end turn',
  ],
  steps: [
    { say: 'lesson.end.intro', focus: 'seats' },
    { say: 'lesson.end.add', moves: 'draw supply; play Lodz right', focus: 'hand' },
    {
      say: 'lesson.end.close',
      moves: 'close; house Linz; house Pilsen; house Lodz',
      anyOrder: true,
      focus: 'map',
    },
    {
      say: 'lesson.end.seven',
      moves: 'carriage cartwright',
      focus: 'officials',
      then: 'draw supply; play Würzburg right; end turn',
    },
    { say: 'lesson.end.scores' },
  ],
};
