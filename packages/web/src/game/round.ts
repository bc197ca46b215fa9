/**
 * The one turn numbering the client shows everywhere (the prompt, the log, the analysis): the
 * round, which counts a turn of every seat once. The engine counts single turns from 1.
 *
 * @example
 * roundOf(5, 2); // 3: the fifth turn of a game for two is in its third round
 */
export const roundOf = (turn: number, players: number): number =>
  Math.max(1, Math.ceil(turn / Math.max(1, players)));

/** Rounds played, as a fraction, after `turns` turns are finished (the analysis chart's axis). */
export const roundsPlayed = (turns: number, players: number): number =>
  turns / Math.max(1, players);
