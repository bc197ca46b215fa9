/**
 * The lesson's words at the table, above the prompt: which lesson and step, what the step
 * teaches, a button to go on where the step is read rather than played, and at the end the next
 * lesson. It lies in the table's flow, so it never covers the map, the cards or the buttons it
 * talks about; the part of the table a step is about is marked (`data-focus`, tutorial.css).
 */
import { t } from '../i18n/index.ts';
import { lessonText } from './texts/index.ts';
import { navigate } from '../pages/app-state.ts';
import type { LessonConnection } from './connection.ts';
import { movesOf } from './lesson.ts';
import { LESSONS, nextLesson } from './lessons/index.ts';

function Finished({ id }: { id: string }) {
  const next = nextLesson(id);
  return (
    <>
      <p class="lesson-say" data-lesson-complete="true">
        {next === null ? t('tutorial.finished-all') : t('tutorial.complete')}
      </p>
      <div class="lesson-actions">
        <button
          type="button"
          class="action primary"
          data-lesson-next-lesson={next?.id ?? 'play'}
          onClick={() => {
            navigate(next === null ? '#/' : `#/learn/${next.id}`);
          }}
        >
          {next === null
            ? t('tutorial.play')
            : t('tutorial.next-lesson', { title: lessonText(next.title) })}
        </button>
      </div>
    </>
  );
}

export function LessonPanel({ lesson }: { lesson: LessonConnection }) {
  const { id, title, steps } = lesson.lesson;
  const index = lesson.step.value;
  const step = lesson.current;
  const number = LESSONS.findIndex((l) => l.id === id) + 1;
  const read = step !== undefined && movesOf(step.moves).length === 0;
  return (
    <section
      class="panel lesson-panel"
      aria-labelledby="lesson-title"
      data-lesson={id}
      data-lesson-step={index}
      data-focus={step?.focus}
    >
      <div class="lesson-head">
        <h1 id="lesson-title">{t('tutorial.lesson', { n: number, title: lessonText(title) })}</h1>
        {step !== undefined && (
          <span class="lesson-where">
            {t('tutorial.step', { n: index + 1, total: steps.length })}
          </span>
        )}
        <a class="lesson-all" href="#/learn" data-lesson-all="true">
          {t('tutorial.all')}
        </a>
      </div>
      {step === undefined ? (
        <Finished id={id} />
      ) : (
        <>
          {/* Focusable: on a small screen the words may scroll in their place. */}
          <p class="lesson-say" aria-live="polite" tabIndex={0}>
            {lessonText(step.say)}
          </p>
          {read && (
            <div class="lesson-actions">
              <button
                type="button"
                class="action primary"
                data-lesson-continue="true"
                aria-disabled={lesson.replying.value ? 'true' : undefined}
                onClick={() => {
                  lesson.next();
                }}
              >
                {t('tutorial.next')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
