/**
 * English words of the tutorial around its lessons: the offer on the start page, the
 * list of lessons, the lesson's panel at the table, the explanation of a move off the lesson.
 * Joined into en.ts; the lessons' own words come with the tutorial's code (tutorial/texts).
 */
export const enTutorial = {
  'tutorial.title': 'Learn to play',
  'tutorial.intro':
    'Short lessons at a real table: each step shows a move and waits for you to make it. A move the lesson does not teach is explained, and nothing is lost. Your progress is kept in this browser.',
  'tutorial.offer.title': 'New to Thurn und Taxis?',
  'tutorial.offer.text': 'Learn the game in short lessons, a few minutes each, at a real table.',
  'tutorial.offer.button': 'Learn to play',
  'tutorial.link': 'Lessons: learn to play',
  'tutorial.continue': 'Continue the lessons',
  'tutorial.progress': '{done} of {total} lessons done',
  'tutorial.base': 'The game',
  'tutorial.expansions': 'The expansions',
  'tutorial.done-mark': 'done',
  'tutorial.started-mark': 'under way',
  'tutorial.start': 'Start',
  'tutorial.resume': 'Continue',
  'tutorial.lesson': 'Lesson {n}: {title}',
  'tutorial.step': 'Step {n} of {total}',
  'tutorial.next': 'Continue',
  'tutorial.all': 'All lessons',
  'tutorial.restart': 'Start over',
  'tutorial.complete': 'Lesson done!',
  'tutorial.next-lesson': 'Next: {title}',
  'tutorial.finished-all': 'You have done every lesson. Ready for a game?',
  'tutorial.play': 'Start a game',
  'tutorial.learner': 'Apprentice',
  'tutorial.awaited': 'Now: {move}.',
  'tutorial.broken': 'This lesson cannot be set up: {message}',
  'tutorial.unknown': 'There is no such lesson.',
  'error.ERR_LESSON_MOVE': 'The rules allow that, but this step teaches something else. {message}',
  'error.ERR_LESSON_DONE': 'This lesson is done: go on with the next one, or choose another.',
  'error.ERR_LESSON_READ': 'Read this step first, then press “Continue”.',
} as const;
