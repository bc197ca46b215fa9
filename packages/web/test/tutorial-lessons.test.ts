/**
 * Every lesson of the tutorial, played through the engine along its script: its deal is
 * a whole deck, every move of its prelude and of the other seats is legal when it comes, every
 * move a step teaches is legal for the learner in every order the step allows, and each lesson
 * ends in the position its words describe. A change of rules, boards or decks that breaks a
 * lesson fails here, naming the lesson and the move.
 */
import { describe, expect, it } from 'vitest';
import {
  decision,
  isOver,
  playerView,
  validateMove,
  moveFromText,
  type GameState,
  type SeatView,
} from '@tnt/engine';
import { LANGS } from '../src/i18n/index.ts';
import { LEARNER, movesOf, type Lesson } from '../src/tutorial/lesson.ts';
import { LESSONS, lessonById, nextLesson } from '../src/tutorial/lessons/index.ts';
import { awaitedMoves, lessonAt, playScripted } from '../src/tutorial/script.ts';
import { LESSON_TEXTS, type LessonTextKey } from '../src/tutorial/texts/index.ts';

const at = (lesson: Lesson, step: number): GameState => {
  const game = lessonAt(lesson, step);
  if (!game.ok) throw new Error(game.error);
  return game.value.state;
};

/** Plays texts in order; throws naming the move the engine refuses. */
function playAll(state: GameState, texts: readonly string[]): GameState {
  let s = state;
  for (const text of texts) {
    const played = playScripted(s, text);
    if (!played.ok) throw new Error(played.error);
    s = played.value.state;
  }
  return s;
}

/**
 * Every way through a step's moves that the engine allows (one order, or any order), each checked
 * legal for the learner; returns the states they end in. A step that can get stuck (a move
 * awaited with none of them legal) throws.
 */
function stepEnds(state: GameState, lesson: Lesson, index: number): GameState[] {
  const step = lesson.steps[index]!;
  const walk = (s: GameState, made: readonly string[]): GameState[] => {
    const awaited = awaitedMoves(step, made);
    if (awaited.length === 0) return [s];
    expect(decision(s)?.seat, `${lesson.id} step ${index + 1}: the learner decides`).toBe(LEARNER);
    const legal = awaited.filter((text) => {
      const move = moveFromText(text);
      return move.ok && validateMove(s, LEARNER, move.value).ok;
    });
    if (legal.length === 0) {
      throw new Error(`${lesson.id} step ${index + 1}: none of ${awaited.join(', ')} is legal`);
    }
    return legal.flatMap((text) => walk(playAll(s, [text]), [...made, text]));
  };
  return walk(state, []);
}

const learner = (s: GameState): SeatView => playerView(s, LEARNER).seats[LEARNER]!;
const tiles = (seat: SeatView): string[] => seat.tiles.map((t) => `${t.stack}:${t.value}`);

describe('the lessons', () => {
  it('are twelve, with ids of their own, in the order the list shows them', () => {
    expect(LESSONS.map((l) => l.id)).toEqual([
      'turn',
      'houses',
      'carriages',
      'bonus',
      'postmaster',
      'postal-carrier',
      'administrator',
      'cartwright',
      'end',
      'power-and-glory',
      'messenger',
      'offices',
    ]);
    expect(lessonById('bonus')?.id).toBe('bonus');
    expect(nextLesson('turn')?.id).toBe('houses');
    expect(nextLesson('offices')).toBeNull();
  });

  for (const lesson of LESSONS) {
    describe(lesson.id, () => {
      it('is short: 3 to 8 steps', () => {
        expect(lesson.steps.length).toBeGreaterThanOrEqual(3);
        expect(lesson.steps.length).toBeLessThanOrEqual(8);
      });

      it('plays its script through the engine: every move legal when it comes', () => {
        for (let i = 0; i < lesson.steps.length; i++) {
          const step = lesson.steps[i]!;
          const ends = stepEnds(at(lesson, i), lesson, i);
          // Every order the step allows leads to the same game: the script goes on from any.
          const shown = ends.map((s) => JSON.stringify(playerView(s, LEARNER)));
          expect(new Set(shown).size, `${lesson.id} step ${i + 1}`).toBe(1);
          let s = ends[0]!;
          for (const text of movesOf(step.then)) {
            expect(
              decision(s)?.seat,
              `${lesson.id} step ${i + 1}: ${text} by another seat`,
            ).not.toBe(LEARNER);
            s = playAll(s, [text]);
          }
          // The next step starts where this one left the game.
          expect(JSON.stringify(playerView(s, LEARNER))).toBe(
            JSON.stringify(playerView(at(lesson, i + 1), LEARNER)),
          );
          // A step that teaches moves finds the learner deciding.
          if (movesOf(lesson.steps[i + 1]?.moves).length > 0)
            expect(decision(s)?.seat).toBe(LEARNER);
        }
      });
    });
  }
});

describe("the lessons' words", () => {
  const used: LessonTextKey[] = LESSONS.flatMap((l) => [
    l.title,
    l.about,
    ...l.steps.flatMap((s) => (s.wrong === undefined ? [s.say] : [s.say, s.wrong])),
  ]);

  it('are all used by a lesson, each once', () => {
    expect([...used].sort()).toEqual(Object.keys(LESSON_TEXTS.en).sort());
    expect(new Set(used).size).toBe(used.length);
  });

  for (const lang of LANGS) {
    it(`${lang}: has every lesson's words, none empty, none left in English`, () => {
      const texts = LESSON_TEXTS[lang];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(LESSON_TEXTS.en).sort());
      for (const key of used) {
        expect(texts[key].trim(), key).not.toBe('');
        if (lang !== 'en') expect(texts[key], key).not.toBe(LESSON_TEXTS.en[key]);
      }
    });
  }
});

/** What each lesson's words say the game shows at its end, checked on the game. */
describe('each lesson ends as its words say', () => {
  const end = (id: string): GameState => {
    const lesson = lessonById(id)!;
    return at(lesson, lesson.steps.length);
  };

  it('the turn: a route of 3 closed, houses in Stuttgart and Ulm, the carriage 3 (001 "Acquire new carriage")', () => {
    const me = learner(end('turn'));
    expect([...me.houses].sort()).toEqual(['Stuttgart', 'Ulm']);
    expect(me.carriage).toBe(3);
  });

  it('houses: one per province on one route, every Baiern city on the other (001 "Place houses")', () => {
    const me = learner(end('houses'));
    expect([...me.houses].sort()).toEqual(
      ['Carlsruhe', 'Ingolstadt', 'Nürnberg', 'Regensburg', 'Sigmaringen', 'Ulm'].sort(),
    );
    expect(me.houses).not.toContain('Stuttgart');
  });

  it('carriages: a route of 4 earns the carriage 3 first, none skipped (001 "may not skip")', () => {
    expect(learner(end('carriages')).carriage).toBe(3);
  });

  it('bonus tiles: the route-5 tile and Württemberg/Hohenzollern in one closing (001 "Collect bonus tiles")', () => {
    const me = learner(end('bonus'));
    expect(tiles(me)).toEqual(['route5:2', 'wuerttemberg-hohenzollern:3']);
    expect(me.carriage).toBe(4);
  });

  it('the Postmaster: two cards taken in one turn, one of them kept', () => {
    const me = learner(end('postmaster'));
    expect(me.route).toEqual(['Stuttgart', 'Ulm', 'Augsburg']);
    expect(me.hand).toContain('Kempten');
  });

  it('the Postal Carrier: two cities added in one turn', () => {
    expect(learner(end('postal-carrier')).route).toEqual([
      'Stuttgart',
      'Ulm',
      'Augsburg',
      'München',
    ]);
  });

  it('the Administrator: a new display brings the card that fits', () => {
    expect(learner(end('administrator')).route).toEqual(['Stuttgart', 'Ulm', 'Augsburg']);
  });

  it('the Cartwright: the carriage 4 for a route of 3 (001 "one or two cities fewer")', () => {
    expect(learner(end('cartwright')).carriage).toBe(4);
  });

  it('the end: the carriage 7 ends the game after the round; the learner holds the game-end tile and wins (R5, R9)', () => {
    const s = end('end');
    expect(isOver(s)).toBe(true);
    const view = playerView(s, null);
    const me = view.seats[LEARNER]!;
    expect(me.carriage).toBe(7);
    expect(tiles(me)).toContain('game-end:1');
    expect(me.score).toBeGreaterThan(view.seats[1]!.score);
  });

  it('Power and Glory: horses let a route of 3 close; a free city earns its tile (000 "Power and Glory")', () => {
    const me = learner(end('power-and-glory'));
    expect([...me.houses].sort()).toEqual(['Hamburg', 'Hannover']);
    expect(tiles(me)).toEqual(['free-city-hamburg:1']);
  });

  it("The Princess' Messenger: three letters, the figure, and a second official for 1 letter (R11, R13)", () => {
    const view = playerView(end('messenger'), LEARNER);
    expect(view.messengerHolder).toBe(LEARNER);
    expect(view.seats[LEARNER]!.letters).toBe(2);
  });

  it('Offices of Honor: three different tiles returned earn a victory chip (R14)', () => {
    expect(learner(end('offices')).chips).toBe(1);
  });
});
