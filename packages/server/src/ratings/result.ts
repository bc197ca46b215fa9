/**
 * The result of a finished game as it is recorded: every seat's identity (its player,
 * or its bot level), place and score, from the engine's final score sheet (ties broken by the
 * rules, R9: the places are 1..players). In a ranked game a seat that abandoned it comes after
 * every other seat, whatever its stand-in scored, all abandoners sharing the last place; one that
 * left before playing a few turns (`early`) makes the game unrated and keeps its place by score.
 * A ranked game recorded unrated (`unrated`) has no ladder: it moves no rating.
 *
 * @example
 * const finished = resultOf(game, seats, scoreSheet(state), [2], Date.now());
 */
import type { ScoreSheet } from '@tnt/engine';
import { ladderOf, type UnratedReason } from '@tnt/protocol';
import type { FinishedGame } from '../store/ratings-types.ts';
import type { GameRow, SeatRow } from '../store/types.ts';
import { botIdentity } from './identities.ts';

export interface ResultRules {
  /** Why the ranked game is left unrated, or null (rated). */
  readonly unrated?: UnratedReason | null;
  /** Abandoners who left before playing a few turns: placed by score, not last. */
  readonly early?: readonly number[];
}

export function resultOf(
  game: GameRow,
  seats: readonly SeatRow[],
  sheet: ScoreSheet,
  abandoned: readonly number[],
  finishedAt: number,
  rules: ResultRules = {},
): FinishedGame {
  const ranked = game.ranked === true;
  const early = new Set(rules.early ?? []);
  const left = new Set(ranked ? abandoned : []);
  const gone = new Set([...left].filter((seat) => !early.has(seat)));
  const unrated = ranked ? (rules.unrated ?? null) : null;
  const stayed = sheet.ranking.filter((seat) => !gone.has(seat));
  const last = stayed.length + 1;
  const placeOf = (seat: number): number => (gone.has(seat) ? last : stayed.indexOf(seat) + 1);
  const players = seats.length;
  return {
    gameId: game.id,
    ladder: ranked && unrated === null ? ladderOf(players) : null,
    ...(unrated === null ? {} : { unrated }),
    players,
    expansions: [...(game.options.expansions ?? [])].sort(),
    mode: game.mode,
    finishedAt,
    seats: seats.map((s) => ({
      seat: s.seat,
      identity: s.kind === 'bot' && s.bot !== null ? botIdentity(s.bot) : s.playerId,
      place: placeOf(s.seat),
      score: sheet.lines[s.seat]?.total ?? 0,
      abandoned: left.has(s.seat),
    })),
  };
}
