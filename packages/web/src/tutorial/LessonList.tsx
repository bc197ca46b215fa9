/**
 * The list of lessons: the game's lessons, then one per expansion, each marked when done, with a
 * button that goes on with the lesson under way.
 */
import { t } from '../i18n/index.ts';
import { lessonText } from './texts/index.ts';
import { navigate } from '../pages/app-state.ts';
import type { Lesson } from './lesson.ts';
import { BASE_LESSONS, EXPANSION_LESSONS, LESSONS, lessonById } from './lessons/index.ts';
import { atStep, loadProgress, saveProgress, type TutorialProgress } from './progress.ts';

function LessonItem({
  lesson,
  n,
  progress,
}: {
  lesson: Lesson;
  n: number;
  progress: TutorialProgress;
}) {
  const done = progress.done.includes(lesson.id);
  const underway = progress.at?.lesson === lesson.id;
  return (
    <li
      class={`lesson-item${done ? ' done' : ''}`}
      data-lesson-item={lesson.id}
      data-done={done ? 'true' : undefined}
    >
      <span class="lesson-mark" aria-hidden="true">
        {done ? '✓' : n}
      </span>
      <a class="lesson-item-link" href={`#/learn/${lesson.id}`}>
        <strong>{lessonText(lesson.title)}</strong>
        <span class="muted">{lessonText(lesson.about)}</span>
      </a>
      {(done || underway) && (
        <span class={`lesson-state${done ? ' done' : ''}`}>
          {done ? t('tutorial.done-mark') : t('tutorial.started-mark')}
        </span>
      )}
    </li>
  );
}

function Group({
  title,
  lessons,
  first,
  progress,
}: {
  title: string;
  lessons: readonly Lesson[];
  first: number;
  progress: TutorialProgress;
}) {
  const id = `lessons-${first}`;
  return (
    <section class="panel lesson-group" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol class="lesson-list" start={first}>
        {lessons.map((lesson, i) => (
          <LessonItem key={lesson.id} lesson={lesson} n={first + i} progress={progress} />
        ))}
      </ol>
    </section>
  );
}

export function LessonList() {
  const progress = loadProgress();
  const current = progress.at === null ? undefined : lessonById(progress.at.lesson);
  // The lesson to go on with: the one under way, else the first not done yet.
  const next = current ?? LESSONS.find((l) => !progress.done.includes(l.id));
  const done = LESSONS.filter((l) => progress.done.includes(l.id)).length;
  return (
    <div class="tutorial-page">
      <section class="hero">
        <h1>{t('tutorial.title')}</h1>
        <p>{t('tutorial.intro')}</p>
        <p class="muted" data-lessons-done={done}>
          {t('tutorial.progress', { done, total: LESSONS.length })}
        </p>
        {next !== undefined && (
          <button
            type="button"
            class="action primary big"
            data-tutorial-go={next.id}
            onClick={() => {
              navigate(`#/learn/${next.id}`);
            }}
          >
            {`${current === undefined ? t('tutorial.start') : t('tutorial.resume')}: ${lessonText(next.title)}`}
          </button>
        )}
        {current !== undefined && (
          <button
            type="button"
            class="action"
            data-tutorial-restart={current.id}
            onClick={() => {
              saveProgress(atStep(progress, current.id, 0));
              navigate(`#/learn/${current.id}`);
            }}
          >
            {t('tutorial.restart')}
          </button>
        )}
      </section>
      <Group title={t('tutorial.base')} lessons={BASE_LESSONS} first={1} progress={progress} />
      <Group
        title={t('tutorial.expansions')}
        lessons={EXPANSION_LESSONS}
        first={BASE_LESSONS.length + 1}
        progress={progress}
      />
    </div>
  );
}
