/**
 * Puzzles: positions from real games where one move is clearly best, found by
 * `tnt puzzles` and served as a file of the site (puzzles.json). The position is shown as the
 * table shows a game, from the solver's seat; the player makes a move with the table's own
 * controls and is told whether it is the best, with each move's chance to win and what the best
 * move does.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { PUZZLE_FORMAT, type Puzzle, type PuzzleFile } from '@tnt/bots';
import { moveToText, type Move } from '@tnt/engine';
import { t } from '../i18n/index.ts';
import { GameController } from '../game/controller.ts';
import { uiState } from '../game/intents.ts';
import { BoardView } from '../ui/BoardView.tsx';
import { Display } from '../ui/Display.tsx';
import { Hand } from '../ui/Hand.tsx';
import { Officials } from '../ui/Officials.tsx';
import { Prompt } from '../ui/Prompt.tsx';
import { playerLabel } from '../ui/Players.tsx';
import { PuzzleConnection } from '../analysis/puzzle-connection.ts';
import { moveText, percent, reasonText } from '../analysis/words.ts';
import '../styles/learn.css';

/** The puzzles bundled with the site (written by `tnt puzzles`). */
export const PUZZLES_URL = '/puzzles.json';

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed' } | PuzzleFile;

function isPuzzleFile(x: unknown): x is PuzzleFile {
  if (typeof x !== 'object' || x === null) return false;
  const file = x as Partial<PuzzleFile>;
  return file.format === PUZZLE_FORMAT && Array.isArray(file.puzzles);
}

function Verdict({ puzzle, picked }: { puzzle: Puzzle; picked: Move }) {
  const view = puzzle.view;
  const right = moveToText(picked) === moveToText(puzzle.solution);
  const measured = puzzle.moves.find((m) => moveToText(m.move) === moveToText(picked));
  return (
    <div
      class={`puzzle-result ${right ? 'right' : 'wrong'}`}
      role="status"
      data-verdict={right ? 'right' : 'wrong'}
    >
      <p>
        <strong>
          {right
            ? t('puzzles.right', { move: moveText(picked, view) })
            : t('puzzles.wrong', {
                move: moveText(picked, view),
                percent: measured === undefined ? '?' : percent(measured.winChance),
                best: percent(puzzle.winChance),
              })}
        </strong>
      </p>
      {right && <p>{reasonText(puzzle.reason)}</p>}
    </div>
  );
}

function PuzzleBoard({
  puzzle,
  number,
  total,
  onStep,
}: {
  puzzle: Puzzle;
  number: number;
  total: number;
  onStep: (delta: number) => void;
}) {
  const [picked, setPicked] = useState<Move | null>(null);
  const [revealed, setRevealed] = useState(false);
  const game = useMemo(() => new GameController(new PuzzleConnection(puzzle, setPicked)), [puzzle]);
  useEffect(
    () => () => {
      game.dispose();
    },
    [game],
  );
  const view = game.view.value;
  // Once answered, the table waits for the next puzzle or another try.
  const answered = picked !== null || revealed;
  const ui = useMemo(
    () => uiState(answered ? { ...view, legalMoves: [] } : view, game.mode.value),
    [view, answered, game.mode.value],
  );
  const players = game.connection.players;
  return (
    <div class="game-page replay-page puzzle-page" data-map={view.map} data-puzzle={puzzle.id}>
      <div class="game-grid">
        <div class="main-col">
          <section class="panel puzzle-panel" aria-labelledby="puzzles-title">
            <h1 id="puzzles-title">{t('puzzles.title')}</h1>
            <p class="muted">{t('puzzles.intro')}</p>
            <p>
              <strong>{t('puzzles.count', { n: number, total })}</strong> ·{' '}
              {t('puzzles.your-move', { name: playerLabel(players[puzzle.seat], puzzle.seat) })}
            </p>
            {picked !== null && <Verdict puzzle={puzzle} picked={picked} />}
            {revealed && picked === null && (
              <div class="puzzle-result" role="status" data-verdict="shown">
                <p>
                  <strong>
                    {t('puzzles.answer', {
                      move: moveText(puzzle.solution, view),
                      percent: percent(puzzle.winChance),
                    })}
                  </strong>
                </p>
                <p>{reasonText(puzzle.reason)}</p>
              </div>
            )}
            <div class="puzzle-nav">
              {answered && (
                <button
                  type="button"
                  class="action"
                  data-puzzle-retry="true"
                  onClick={() => {
                    setPicked(null);
                    setRevealed(false);
                  }}
                >
                  {t('puzzles.retry')}
                </button>
              )}
              {!revealed &&
                picked !== null &&
                moveToText(picked) !== moveToText(puzzle.solution) && (
                  <button
                    type="button"
                    class="action"
                    data-puzzle-show="true"
                    onClick={() => {
                      setPicked(null);
                      setRevealed(true);
                    }}
                  >
                    {t('puzzles.show')}
                  </button>
                )}
              {!answered && (
                <button
                  type="button"
                  class="action quiet"
                  data-puzzle-show="true"
                  onClick={() => {
                    setRevealed(true);
                  }}
                >
                  {t('puzzles.show')}
                </button>
              )}
              <button
                type="button"
                class="action"
                data-puzzle-previous="true"
                disabled={number <= 1}
                onClick={() => {
                  onStep(-1);
                }}
              >
                {t('puzzles.previous')}
              </button>
              <button
                type="button"
                class="action primary"
                data-puzzle-next="true"
                disabled={number >= total}
                onClick={() => {
                  onStep(1);
                }}
              >
                {t('puzzles.next')}
              </button>
            </div>
          </section>
          <BoardView view={view} ui={ui} game={game} players={players} />
        </div>
        <aside class="side-col" aria-label={t('game.side')}>
          <Prompt view={view} ui={ui} game={game} />
          <Display view={view} ui={ui} game={game} />
          <Hand view={view} ui={ui} game={game} />
          <Officials view={view} ui={ui} game={game} />
        </aside>
      </div>
    </div>
  );
}

export function PuzzlesPage() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [index, setIndex] = useState(0);
  useEffect(() => {
    let gone = false;
    fetch(PUZZLES_URL)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((json) => {
        if (!gone) setLoaded(isPuzzleFile(json) ? json : { kind: 'failed' });
      })
      .catch(() => {
        if (!gone) setLoaded({ kind: 'failed' });
      });
    return () => {
      gone = true;
    };
  }, []);
  if ('kind' in loaded) {
    return (
      <div class="panel empty-page">
        <p>{loaded.kind === 'loading' ? t('puzzles.loading') : t('puzzles.none')}</p>
      </div>
    );
  }
  const total = loaded.puzzles.length;
  const puzzle = loaded.puzzles[Math.min(index, total - 1)];
  if (puzzle === undefined) {
    return (
      <div class="panel empty-page">
        <p>{t('puzzles.none')}</p>
      </div>
    );
  }
  return (
    <PuzzleBoard
      key={puzzle.id}
      puzzle={puzzle}
      number={Math.min(index, total - 1) + 1}
      total={total}
      onStep={(delta) => {
        setIndex((i) => Math.max(0, Math.min(total - 1, i + delta)));
      }}
    />
  );
}
