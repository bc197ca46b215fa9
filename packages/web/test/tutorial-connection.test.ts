/**
 * A lesson at the table, without a browser: the learner may make only the moves the step teaches
 * (the table lights exactly those), a move the rules refuse gets the engine's reason, a legal move
 * off the script gets the lesson's explanation, neither changes the game; a finished step lets the
 * other seats move and the next step begin, and a lesson opened at a step is the same game as one
 * played to it. Progress is kept in storage and survives bad data.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { moveFromText, moveToText, type Move } from '@tnt/engine';
import { GameController } from '../src/game/controller.ts';
import { errorText } from '../src/ui/format.ts';
import { LessonConnection } from '../src/tutorial/connection.ts';
import { lessonById } from '../src/tutorial/lessons/index.ts';
import {
  atStep,
  finished,
  loadProgress,
  saveProgress,
  tutorialBegun,
} from '../src/tutorial/progress.ts';

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits until the other seats have made their moves (a hang fails the test's own timeout). */
async function replied(lesson: LessonConnection): Promise<void> {
  while (lesson.replying.value) await settle();
}

function open(id: string, step = 0, onStep?: (step: number) => void): LessonConnection {
  const opened = LessonConnection.open(lessonById(id)!, step, 0, onStep);
  if (!opened.ok) throw new Error(opened.error);
  return opened.value;
}

const legal = (c: LessonConnection): string[] => c.view(0).legalMoves.map(moveToText);

const move = (text: string): Move => {
  const parsed = moveFromText(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('a lesson at the table', () => {
  it('lights only the move the step teaches', () => {
    const lesson = open('turn');
    expect(legal(lesson)).toEqual(['draw 1']);
    // The other seats' views are the engine's own.
    expect(lesson.view(null).legalMoves).toEqual([]);
  });

  it('refuses a legal move off the script with the move awaited, and changes nothing', async () => {
    const lesson = open('turn');
    const before = lesson.view(0);
    const result = await lesson.move(0, move('draw supply'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('ERR_LESSON_MOVE');
    expect(result.error.message).toBe('Now: Take face-up card 1.');
    expect(lesson.view(0)).toEqual(before);
    expect(lesson.seq).toBe(0);
  });

  it('refuses a move the rules forbid with the engine’s reason, explained on the table', async () => {
    const lesson = open('turn', 1);
    const game = new GameController(lesson);
    lesson.start();
    // Stuttgart is in the learner's hand but the route is empty: closing is not legal.
    await lesson.move(0, move('play Stuttgart new'));
    game.pick({ kind: 'action', action: 'close' });
    await settle();
    expect(game.error.value?.code).toBe('ERR_ROUTE_TOO_SHORT');
    expect(errorText(game.error.value!)).toBe('A route needs at least 3 cities to be closed.');
    game.dispose();
  });

  it('explains an off-script pick on the table in the lesson’s words', async () => {
    const lesson = open('administrator');
    const game = new GameController(lesson);
    lesson.start();
    game.pick({ kind: 'supply' });
    await settle();
    expect(game.error.value?.code).toBe('ERR_LESSON_MOVE');
    expect(errorText(game.error.value!)).toBe(
      'The rules allow that, but this step teaches something else. Now: Call the Administrator.',
    );
    game.dispose();
  });

  it('lights the next move on the table as soon as one is made', async () => {
    const lesson = open('turn');
    const game = new GameController(lesson);
    lesson.start();
    game.pick({ kind: 'slot', slot: 0 });
    await settle();
    expect(game.view.value.legalMoves.map(moveToText)).toEqual(['draw 2']);
    game.dispose();
  });

  it('explains in the lesson’s own words why a better-looking move is not the one taught', async () => {
    const lesson = lessonById('messenger')!;
    const step = lesson.steps.findIndex((s) => s.say === 'lesson.messenger.figure');
    const result = await open('messenger', step).move(0, move('carriage take'));
    expect(result.ok ? null : result.error).toEqual({
      code: 'ERR_LESSON_MOVE',
      message:
        'Taking the carriage is allowed, and often the better move; this lesson declines it to show the Messenger.',
    });
  });

  it('goes to the next step once its moves are made, after the other seats’ moves', async () => {
    const steps: number[] = [];
    const lesson = open('turn', 0, (step) => steps.push(step));
    expect((await lesson.move(0, move('draw 1'))).ok).toBe(true);
    expect(legal(lesson)).toEqual(['draw 2']);
    expect((await lesson.move(0, move('draw 2'))).ok).toBe(true);
    await replied(lesson);
    expect(lesson.step.value).toBe(1);
    expect(steps).toEqual([1]);
    expect(legal(lesson)).toEqual(['play Stuttgart new']);

    await lesson.move(0, move('play Stuttgart new'));
    await lesson.move(0, move('end turn'));
    // Anna's four moves come one by one; the learner may not move meanwhile.
    expect(lesson.replying.value).toBe(true);
    const refused = await lesson.move(0, move('draw 1'));
    expect(refused.ok ? null : refused.error.code).toBe('ERR_NOT_YOUR_TURN');
    await replied(lesson);
    expect(lesson.step.value).toBe(2);
    expect(lesson.log.map((e) => e.seat)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    // Opened at step 2, the lesson is the very same game.
    expect(open('turn', 2).view(0)).toEqual(lesson.view(0));
  });

  it('takes the moves of an any-order step in any order the rules allow', async () => {
    const lesson = open('turn', 4);
    await lesson.move(0, move('close'));
    expect(legal(lesson).sort()).toEqual(['house Stuttgart', 'house Ulm']);
    await lesson.move(0, move('house Ulm'));
    await lesson.move(0, move('house Stuttgart'));
    await replied(lesson);
    expect(lesson.step.value).toBe(5);
    expect(legal(lesson)).toEqual(['carriage take']);
  });

  it('waits on a step that is read, not played, until the learner goes on', async () => {
    const lesson = open('houses');
    expect(legal(lesson)).toEqual([]);
    const result = await lesson.move(0, move('close'));
    expect(result.ok ? null : result.error.code).toBe('ERR_LESSON_READ');
    lesson.next();
    await replied(lesson);
    expect(lesson.step.value).toBe(1);
    expect(legal(lesson)).toEqual(['close']);
  });

  it('says when the lesson is done, and offers no undo', async () => {
    const lesson = lessonById('carriages')!;
    const steps: number[] = [];
    const last = open('carriages', lesson.steps.length - 1, (step) => steps.push(step));
    last.next();
    await replied(last);
    expect(steps).toEqual([lesson.steps.length]);
    expect(last.current).toBeUndefined();
    expect(legal(last)).toEqual([]);
    const after = await last.move(0, move('draw supply'));
    expect(after.ok ? null : after.error.code).toBe('ERR_LESSON_DONE');
    expect(last.undoable()).toBe(0);
    expect((await last.undo()).ok).toBe(false);
  });

  it('keeps a record that replays the lesson so far', () => {
    const record = open('end', 2).record();
    expect(record.supplyOrder).toHaveLength(66);
    expect(record.moves.length).toBeGreaterThan(100);
  });

  it('names the learner the Apprentice (a name every sentence takes) and the others by name', () => {
    expect(open('turn').players.map((p) => p.name)).toEqual(['Apprentice', 'Anna']);
  });
});

/** Storage kept in memory, as the browser's localStorage behaves. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('progress kept in the browser', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: memoryStorage() });
  });

  it('keeps the lesson under way and the lessons done', () => {
    expect(tutorialBegun(loadProgress())).toBe(false);
    saveProgress(atStep(loadProgress(), 'houses', 3));
    expect(loadProgress()).toEqual({ done: [], at: { lesson: 'houses', step: 3 } });
    saveProgress(finished(loadProgress(), 'houses'));
    saveProgress(finished(loadProgress(), 'houses'));
    expect(loadProgress()).toEqual({ done: ['houses'], at: null });
    expect(tutorialBegun(loadProgress())).toBe(true);
  });

  it('reads anything else as no progress', () => {
    localStorage.setItem('tnt.tutorial', 'not json');
    expect(loadProgress()).toEqual({ done: [], at: null });
    localStorage.setItem('tnt.tutorial', '{"done":[1,"turn"],"at":{"lesson":"turn","step":-1}}');
    expect(loadProgress()).toEqual({ done: ['turn'], at: null });
  });
});
