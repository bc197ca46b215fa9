/**
 * The worker's side of hints and analysis: answers one question at a time, with the
 * bots' evaluation. An open analysis is kept (one at a time) with the pieces of its tasks done so
 * far; the page asks for its tasks one by one and gets the whole analysis with the last.
 */
import { RecordAnalysis, hintFor, type AnalysisPiece } from '@tnt/bots';
import type { LearnAnswer, LearnAsk } from './messages.ts';

let open: { analysis: RecordAnalysis; pieces: Map<number, AnalysisPiece> } | null = null;

function answerOf(ask: LearnAsk): LearnAnswer {
  switch (ask.kind) {
    case 'hint':
      return {
        id: ask.id,
        ok: true,
        kind: 'hint',
        hint: hintFor(ask.view, ask.seed, ask.iterations),
      };
    case 'analysis-open': {
      const opened = RecordAnalysis.open(ask.record, {
        seat: ask.seat,
        iterations: ask.iterations,
        chartPlayouts: ask.chartPlayouts,
      });
      if (!opened.ok) return { id: ask.id, ok: false, message: opened.error.message };
      open = { analysis: opened.value, pieces: new Map() };
      return { id: ask.id, ok: true, kind: 'analysis-open', tasks: opened.value.tasks.length };
    }
    case 'analysis-run': {
      if (open === null) return { id: ask.id, ok: false, message: 'no analysis is open' };
      const { analysis, pieces } = open;
      const piece = analysis.run(ask.task);
      pieces.set(ask.task, piece);
      const complete = pieces.size === analysis.tasks.length;
      return {
        id: ask.id,
        ok: true,
        kind: 'analysis-run',
        piece,
        analysis: complete ? analysis.assemble(analysis.tasks.map((_, i) => pieces.get(i)!)) : null,
      };
    }
  }
}

export function answerLearn(ask: LearnAsk): LearnAnswer {
  try {
    return answerOf(ask);
  } catch (error) {
    return {
      id: ask.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
