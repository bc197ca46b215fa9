/**
 * What a page that shows a replay keeps (the replay page, the analysis page): the record the
 * route names, and where the replay stands, whose hand it shows and whether it plays on by itself.
 *
 * @example
 * const record = routedRecord(id);
 * const replay = useReplayState(model); // replay.index, replay.setIndex, ...
 */
import { useEffect, useState } from 'preact/hooks';
import type { SavedRecord } from '../game/local.ts';
import { listFinished } from '../game/storage.ts';
import { replayRecord } from './app-state.ts';
import type { ReplayModel } from './replay-model.ts';
import { SPEEDS } from './ReplayControls.tsx';

/** The record opened last, else the finished game of this id, else the latest finished game. */
export function routedRecord(id: string | null): SavedRecord | null {
  return (
    replayRecord.value ??
    listFinished().find((g) => g.id === id)?.record ??
    listFinished()[0]?.record ??
    null
  );
}

export function useReplayState(model: ReplayModel) {
  const [index, setIndex] = useState(model.length);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(SPEEDS[1]);
  const [viewer, setViewer] = useState<number | null>(null);
  useEffect(() => {
    if (!playing) return undefined;
    if (index >= model.length) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => {
      setIndex(index + 1);
    }, speed);
    return () => {
      clearTimeout(timer);
    };
  }, [playing, index, speed, model]);
  return { index, setIndex, playing, setPlaying, speed, setSpeed, viewer, setViewer };
}
