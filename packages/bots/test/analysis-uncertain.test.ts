/**
 * The analysis says when a judgement is too close to call: a loss within the estimate's noise (a
 * handful of playouts per move, the best of several moves looking better than it is by chance) is
 * not marked a mistake or a blunder. An opening draw from the supply, judged by a quick analysis
 * (the web client's "Quick", 60 playouts), is such a case: the card drawn could be anything, and
 * nothing the seat knew made another opening clearly better.
 */
import { describe, expect, it } from 'vitest';
import { makeRecord } from '@tnt/engine';
import {
  BLUNDER_LOSS,
  MISTAKE_LOSS,
  RecordAnalysis,
  judge,
  selectionErrors,
  tooCloseToCall,
} from '../src/index.ts';

/** The web client's quick analysis. */
const QUICK = 60;

/** The review of seat 0's opening draw from the supply, in a game of three. */
function openingSupplyDraw(seed: string) {
  const setup = { options: { players: 3, startingPlayer: 0 }, seed };
  const record = makeRecord(setup, [{ seat: 0, move: { type: 'draw', slot: 'supply' } }]);
  const opened = RecordAnalysis.open(record, { seat: 0, iterations: QUICK, chartPlayouts: 1 });
  if (!opened.ok) throw new Error(opened.error.message);
  const piece = opened.value.run(0);
  if (piece.kind !== 'decision') throw new Error('the first task is the decision');
  return piece.review;
}

describe('judgements too close to call', () => {
  // Deals where the quick estimate of another opening came out a quarter or more ahead.
  it.each(['open 3', 'open 5', 'open 11'])(
    'a quick analysis does not call an opening supply draw a blunder (%s)',
    (seed) => {
      const review = openingSupplyDraw(seed);
      expect(review.played).toEqual({ type: 'draw', slot: 'supply' });
      expect(review.loss).toBeGreaterThanOrEqual(BLUNDER_LOSS);
      expect(review.judgement).toBe('too-close');
      expect(review.uncertain).toBe(true);
    },
  );

  it('a loss clear of the noise is still a blunder, and a small one is good', () => {
    expect(judge(0.4, 0.02, 7)).toBe('blunder');
    expect(judge(0.15, 0.02, 7)).toBe('mistake');
    expect(judge(MISTAKE_LOSS / 2, 0.2, 7)).toBe('good');
    expect(judge(0.33, 0.187, 7)).toBe('too-close');
  });

  it('more moves to choose from need a clearer loss', () => {
    expect(selectionErrors(7)).toBeGreaterThan(selectionErrors(2));
    expect(tooCloseToCall(0.3, 0.1, 2)).toBe(false);
    expect(tooCloseToCall(0.3, 0.1, 30)).toBe(true);
  });

  it('the analysis counts the decisions too close to call', () => {
    const setup = { options: { players: 3, startingPlayer: 0 }, seed: 'open 3' };
    const record = makeRecord(setup, [{ seat: 0, move: { type: 'draw', slot: 'supply' } }]);
    const opened = RecordAnalysis.open(record, { seat: 0, iterations: QUICK, chartPlayouts: 1 });
    if (!opened.ok) throw new Error(opened.error.message);
    const a = opened.value;
    const analysis = a.assemble(a.tasks.map((_, i) => a.run(i)));
    expect(analysis.version).toBe(2);
    expect(analysis.uncertain).toBe(1);
    expect(analysis.blunders + analysis.mistakes).toBe(0);
  });
});
