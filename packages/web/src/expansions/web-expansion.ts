/**
 * What an expansion shows in the browser, beside the base game's table: its counters on each
 * seat's line, its facts in the players' panel, its panels beside the board, its columns of the
 * score sheet, its words in the log and its lesson. The shared table asks the modules the game's
 * rules make active (registry.ts) and draws what they give, so no shared file knows an expansion
 * by name; adding one is a folder beside this file and a line in the registry.
 */
import type { ComponentChild, FunctionComponent } from 'preact';
import type { GameRules, PlayerView, ScoreLine, SeatView } from '@tnt/engine';
import type { LogEntry } from '../game/log.ts';
import type { Lesson } from '../tutorial/lesson.ts';

/** A counter on a seat's line of the player strip: a drawn icon, its value, its meaning in words. */
export interface SeatCounter {
  /** Names the counter for the stylesheet and tests (`data-count`). */
  readonly id: string;
  /** The icon's path in a 16 by 16 box. */
  readonly icon: string;
  readonly value: ComponentChild;
  /** What the counter counts, for a screen reader and a tooltip. */
  readonly label: string;
}

/** One fact about a seat in the players' panel: a term and its value. */
export interface SeatFact {
  readonly id: string;
  readonly term: string;
  readonly value: ComponentChild;
  /** Takes the panel's whole width (a list of pieces). */
  readonly wide?: boolean;
}

/** A column of the score sheet: its heading and each seat's cell. */
export interface ScoreColumn {
  readonly id: string;
  readonly title: string;
  readonly cell: (line: ScoreLine) => ComponentChild;
}

export interface SeatProps {
  readonly view: PlayerView;
  readonly seat: SeatView;
}

export interface WebExpansion {
  /** The expansion's name, as the game's options name it. */
  readonly id: string;
  /** Whether a game played by these rules has this expansion's parts on its table. */
  readonly active: (rules: GameRules) => boolean;
  /** The cards show their horses (and are named with them) in such a game. */
  readonly cardHorses?: boolean;
  /** Counters on each seat's line, in this order. */
  readonly counters?: (view: PlayerView, seat: SeatView) => readonly SeatCounter[];
  /** Facts in each seat's entry of the players' panel. */
  readonly facts?: (view: PlayerView, seat: SeatView) => readonly SeatFact[];
  /** Drawn under a seat's route (the route panel). */
  readonly RouteNote?: FunctionComponent<SeatProps>;
  /** Panels beside the board (the table and the replay). */
  readonly panels?: readonly FunctionComponent<{ readonly view: PlayerView }>[];
  /** Columns of the score sheet, after the houses. */
  readonly scoreColumns?: (rules: GameRules) => readonly ScoreColumn[];
  /** What the officials' panel says about calling a further official, where this expansion changes it. */
  readonly officialsHint?: (rules: GameRules) => string;
  /** What a move won that the log shows beside its sentence. */
  readonly logGains?: (entry: LogEntry) => readonly string[];
  /** The expansion's lesson. */
  readonly lesson: Lesson;
}
