/**
 * The tutorial, loaded only when it is opened: the list of lessons, or one lesson at
 * the table. A lesson is played on the game's own table (GameView) through a LessonConnection, and
 * its progress is kept as it goes: the step reached, then the lesson done.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { GameController } from '../game/controller.ts';
import { DEFAULT_PACE, loadPace } from '../game/storage.ts';
import { t } from '../i18n/index.ts';
import { GameView } from '../pages/GamePage.tsx';
import { LessonConnection } from './connection.ts';
import type { Lesson } from './lesson.ts';
import { LessonList } from './LessonList.tsx';
import { LessonPanel } from './LessonPanel.tsx';
import { lessonById } from './lessons/index.ts';
import { atStep, finished, loadProgress, saveProgress } from './progress.ts';
import './tutorial.css';

/** Keeps where the lesson stands: the step reached, or the lesson done. */
function keep(lesson: Lesson, step: number): void {
  const progress = loadProgress();
  saveProgress(
    step >= lesson.steps.length ? finished(progress, lesson.id) : atStep(progress, lesson.id, step),
  );
}

function LessonPage({ lesson }: { lesson: Lesson }) {
  const opened = useMemo(() => {
    const at = loadProgress().at;
    const from = at?.lesson === lesson.id ? at.step : 0;
    return LessonConnection.open(lesson, from, loadPace(DEFAULT_PACE), (step) => {
      keep(lesson, step);
    });
  }, [lesson]);
  const game = useMemo(() => (opened.ok ? new GameController(opened.value) : null), [opened]);
  useEffect(() => {
    if (!opened.ok || game === null) return;
    keep(lesson, opened.value.step.value);
    opened.value.start();
    return () => {
      game.dispose();
    };
  }, [game]);
  if (!opened.ok || game === null) {
    return (
      <p class="panel error-note" role="alert">
        {t('tutorial.broken', { message: opened.ok ? '' : opened.error })}
      </p>
    );
  }
  return <GameView game={game} guide={<LessonPanel lesson={opened.value} />} />;
}

export function Tutorial({ id }: { id: string | null }) {
  if (id === null) return <LessonList />;
  const lesson = lessonById(id);
  if (lesson === undefined) {
    return (
      <div class="panel empty-page">
        <p>{t('tutorial.unknown')}</p>
        <a href="#/learn">{t('tutorial.all')}</a>
      </div>
    );
  }
  return <LessonPage key={lesson.id} lesson={lesson} />;
}
