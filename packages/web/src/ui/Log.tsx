/**
 * The game log, newest first: one sentence per move in the reader's language, with the tiles,
 * carriages and letters it won. Only public facts (a card drawn from the supply stays unnamed).
 */
import type { LogEntry } from '../game/log.ts';
import type { SeatPlayer } from '../game/connection.ts';
import type { UndoNote } from '../game/undo-note.ts';
import { t, tn } from '../i18n/index.ts';
import { logGains, logText } from './format.ts';
import { SeatBadge, playerName } from './Players.tsx';
import { roundOf } from '../game/round.ts';

/** Enough to follow the game; the record holds every move. */
const SHOWN = 150;

type Line = { kind: 'move'; entry: LogEntry } | { kind: 'undo'; note: UndoNote };

/** The moves, with each undo after the moves it followed, oldest first. */
function linesOf(log: readonly LogEntry[], undos: readonly UndoNote[]): Line[] {
  const lines: Line[] = [];
  let next = 0;
  log.forEach((entry, i) => {
    for (; next < undos.length && undos[next]!.after <= i; next++) {
      lines.push({ kind: 'undo', note: undos[next]! });
    }
    lines.push({ kind: 'move', entry });
  });
  for (; next < undos.length; next++) lines.push({ kind: 'undo', note: undos[next]! });
  return lines;
}

function UndoLine({ note, players }: { note: UndoNote; players: readonly SeatPlayer[] }) {
  const name = playerName(players[note.seat], note.seat);
  return (
    <li class="log-entry log-undo" data-undo={note.moves}>
      <span class="log-turn muted">{roundOf(note.turn, players.length)}</span>
      <SeatBadge seat={note.seat} />
      <span class="log-text">
        <em>{tn('log.undo', note.moves, { name })}</em>
      </span>
    </li>
  );
}

export function Log({
  log,
  players,
  mapId,
  undos = [],
}: {
  log: readonly LogEntry[];
  players: readonly SeatPlayer[];
  mapId: string;
  /** Undos within a turn, shown after the moves they took back. */
  undos?: readonly UndoNote[];
}) {
  const shown = linesOf(log, undos).slice(-SHOWN).reverse();
  return (
    <section class="panel log-panel" aria-labelledby="log-title">
      <h2 id="log-title">
        {t('log.title')} <span class="muted">({tn('count.moves', log.length)})</span>
      </h2>
      {shown.length === 0 ? (
        <p class="muted">{t('log.empty')}</p>
      ) : (
        <ol
          class="log"
          aria-live="polite"
          aria-relevant="additions"
          // It scrolls: focusable, so that it scrolls by the keyboard too.
          tabIndex={0}
          aria-label={t('log.title')}
        >
          {shown.map((line) => {
            if (line.kind === 'undo') {
              return <UndoLine key={`u${line.note.seq}`} note={line.note} players={players} />;
            }
            const { entry } = line;
            const gains = logGains(entry, mapId);
            return (
              <li
                key={`m${entry.seq}`}
                class={`log-entry${entry.by === 'player' ? '' : ' by-bot'}`}
              >
                <span class="log-turn muted">{roundOf(entry.turn, players.length)}</span>
                <SeatBadge seat={entry.seat} />
                <span class="log-text">
                  {logText(entry, playerName(players[entry.seat], entry.seat))}
                  {gains.length > 0 && <span class="log-gains"> · {gains.join(' · ')}</span>}
                  {entry.endTriggered && <strong class="log-flag"> · {t('log.last-round')}</strong>}
                  {entry.over && <strong class="log-flag"> · {t('log.over')}</strong>}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
