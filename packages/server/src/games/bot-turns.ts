/**
 * A bot's decision for a seat: the job goes to the worker pool with the seat's own view (never
 * the state), after the configured pause; in a game with no person seated, no sooner than its
 * pace allows (`paceOf`). If the workers fail (timeout, crash), the random bot
 * chooses among the view's legal moves instead: a constant-time choice, safe on the event loop,
 * so that a game never stalls on a bot.
 *
 * The seed of a seat's bot is derived from the game's secret seed: the bot's choices are as
 * repeatable as the game, and no one can predict them from outside.
 *
 * @example
 * const move = await thinkFor(ctx, { game: 'g1', level: 'heuristic', seed: botSeed(game.seed, 2),
 *   view: playerView(state, 2), notBefore: 0 });
 */
import { randomBot } from '@tnt/bots';
import {
  playerView,
  validateMove,
  type CheckedMove,
  type GameState,
  type Move,
  type MoveError,
  type PlayerView,
  type Result,
} from '@tnt/engine';
import type { BotLevel } from '@tnt/protocol';
import type { PlaySettings, RoomContext } from './context.ts';

export const botSeed = (gameSeed: string, seat: number): string => `${gameSeed}/bot/${seat}`;

/** The fallback when the workers cannot answer: a uniform choice among the legal moves. */
export const fallbackMove = (seed: string, view: PlayerView): Move =>
  randomBot(`${seed}/fallback`).choose(view).move;

/** The bot's move checked by the engine; an illegal choice (a bot's bug) is logged and replaced. */
export function checkBotMove(
  ctx: RoomContext,
  gameId: string,
  state: GameState,
  seat: number,
  move: Move,
  seed: string,
): Result<CheckedMove, MoveError> {
  const checked = validateMove(state, seat, move);
  if (checked.ok) return checked;
  ctx.log.error({ game: gameId, seat, move, error: checked.error }, 'a bot chose an illegal move');
  return validateMove(state, seat, fallbackMove(seed, playerView(state, seat)));
}

/** What a bot is asked: whose decision, at which level, from which view, and when at the earliest. */
export interface BotQuestion {
  readonly game: string;
  readonly level: BotLevel;
  readonly seed: string;
  readonly view: PlayerView;
  /** Epoch ms before which the question is not asked (the pace of a game without people). */
  readonly notBefore: number;
}

/**
 * When a game's next bot move may be asked for at the earliest: a game with a person seated
 * whenever a bot decides; a game with no person seated `botGamePaceMs` after its last move, so
 * that people can watch it and it cannot flood the store.
 */
export function paceOf(settings: PlaySettings, personSeated: boolean, lastMoveAt: number): number {
  return personSeated ? 0 : lastMoveAt + settings.botGamePaceMs;
}

export async function thinkFor(ctx: RoomContext, question: BotQuestion): Promise<Move> {
  const { game, level, seed, view, notBefore } = question;
  const pause = Math.max(ctx.settings.botDelayMs, notBefore - ctx.clock.now());
  if (pause > 0) await ctx.clock.sleep(pause);
  const started = performance.now();
  try {
    const choice = await ctx.bots.choose(level, seed, view, game);
    ctx.metrics.botDecided((performance.now() - started) / 1000, 'ok');
    return choice.move;
  } catch (error) {
    ctx.metrics.botDecided((performance.now() - started) / 1000, 'failed');
    ctx.log.warn({ err: error, level }, 'bot worker failed; playing a fallback move');
    return fallbackMove(seed, view);
  }
}
