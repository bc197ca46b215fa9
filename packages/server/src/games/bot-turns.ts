/**
 * A bot's decision for a seat: the job goes to the worker pool with the seat's own view (never
 * the state), after the configured pause; in a game with no person at the table (none seated, or
 * every one away: their seats stood in, or waiting for them), no sooner than its pace allows
 * (`paceOf`), and at once when a person comes to the table. The job is charged to the game's
 * creator in the pool's fair queue, so one identity's games share one identity's turn. If the workers fail (timeout, crash), the random bot
 * chooses among the view's legal moves instead: a constant-time choice, safe on the event loop,
 * so that a game never stalls on a bot.
 *
 * The seed of a seat's bot is derived from the game's secret seed: the bot's choices are as
 * repeatable as the game, and no one can predict them from outside.
 *
 * `BotTurns` is a room's side of it: who decides for a seat (its bot, a stand-in, or its player),
 * one question at a time, and the answer played through the room's queue only if the game is
 * still where it was asked, and tried again shortly if it could not be stored.
 *
 * @example
 * const line = { owner: game.createdBy ?? game.id, game: game.id };
 * const move = await thinkFor(ctx, { line, level: 'heuristic', seed: botSeed(game.seed, 2),
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
import type { BotLevel, MoveActor, WireError } from '@tnt/protocol';
import type { QueueLine } from '../bots/fair-queue.ts';
import type { RoomContext } from './context.ts';
import type { PlaySettings } from './play-settings.ts';
import type { PlayedGame } from './played-game.ts';
import type { Presence } from './presence.ts';
import type { Seating } from './seating.ts';

/** After a bot's move could not be stored, the pause before it is asked again. */
const RETRY_MS = 1_000;

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
  /** The game, and the identity its bots' work is charged to (its creator). */
  readonly line: QueueLine;
  readonly level: BotLevel;
  readonly seed: string;
  readonly view: PlayerView;
  /** Epoch ms before which the question is not asked (the pace of a game without people). */
  readonly notBefore: number;
}

/**
 * When a game's next bot move may be asked for at the earliest: while a person is at the table,
 * whenever a bot decides; in a game nobody is at (no person seated, or every person away, stood
 * in for or not), `botGamePaceMs` after its last move, as a person would play it: people can
 * watch it, it cannot flood the store, and games left to stand-ins cannot take the bots.
 */
export function paceOf(settings: PlaySettings, attended: boolean, lastMoveAt: number): number {
  return attended ? 0 : lastMoveAt + settings.botGamePaceMs;
}

/** The question's answer; `hurry` ends a pace's wait early (a person came to the table). */
export async function thinkFor(
  ctx: RoomContext,
  question: BotQuestion,
  hurry: Promise<void> = new Promise(() => undefined),
): Promise<Move> {
  const { line, level, seed, view, notBefore } = question;
  const delay = ctx.settings.botDelayMs;
  const pause = (): Promise<void> | undefined => (delay > 0 ? ctx.clock.sleep(delay) : undefined);
  const pace = notBefore - ctx.clock.now();
  if (pace > delay) await Promise.race([ctx.clock.sleep(pace), hurry.then(pause)]);
  else await pause();
  const started = performance.now();
  try {
    const choice = await ctx.bots.choose(level, seed, view, line);
    ctx.metrics.botDecided((performance.now() - started) / 1000, 'ok');
    return choice.move;
  } catch (error) {
    ctx.metrics.botDecided((performance.now() - started) / 1000, 'failed');
    ctx.log.warn({ err: error, level }, 'bot worker failed; playing a fallback move');
    return fallbackMove(seed, view);
  }
}

/** What a room's bots need from the room. */
export interface BotTable {
  readonly game: PlayedGame;
  readonly seating: Seating;
  readonly presence: Presence;
  /** Whether a person of the game is at the table now (a socket open for their seat). */
  attended(): boolean;
  /** Whether this node plays the game's bots now: it holds the claim, and the room is open. */
  acting(): boolean;
  /** Stores and plays a move, as the room does a player's. */
  commit(checked: CheckedMove, by: MoveActor): Promise<Result<number, WireError>>;
  /** Runs a change in the room's queue, its failure logged. */
  background(task: () => Promise<void> | void): void;
  /** Looks again at who must act now (a bot's move could not be stored). */
  retry(): void;
  /** The seat's player left this ranked game for good: the stand-in plays it. */
  abandoned(seat: number): boolean;
}

export class BotTurns {
  /** The sequence number a bot is thinking at, or null. */
  private thinkingAt: number | null = null;
  /** Ends the pace's wait of the question being asked, if it waits. */
  private wake: (() => void) | null = null;

  constructor(
    private readonly ctx: RoomContext,
    private readonly table: BotTable,
  ) {}

  /** A bot is thinking: the room must stay loaded for its answer. */
  get thinking(): boolean {
    return this.thinkingAt !== null;
  }

  /** Who decides for a seat now: a bot level (the seat's bot or a stand-in), or null for its player. */
  controller(seat: number): BotLevel | null {
    const bot = this.table.seating.botOf(seat);
    if (bot !== null) return bot;
    if (this.table.abandoned(seat)) return this.ctx.settings.standInBot;
    return this.table.presence.isStandIn(seat) ? this.ctx.settings.standInBot : null;
  }

  /** Asks the seat's bot for its move, once per position of the game. */
  ask(seat: number, level: BotLevel): void {
    const { game } = this.table;
    const at = game.seq;
    if (this.thinkingAt === at) return;
    this.thinkingAt = at;
    const seed = botSeed(game.row.seed, seat);
    const view = playerView(game.state, seat);
    const notBefore = paceOf(this.ctx.settings, this.table.attended(), game.row.updatedAt);
    const line = { owner: game.row.createdBy ?? game.id, game: game.id };
    const hurry = new Promise<void>((resolve) => {
      this.wake = resolve;
    });
    void thinkFor(this.ctx, { line, level, seed, view, notBefore }, hurry).then((move) => {
      this.table.background(() => this.answered(at, seat, move, seed));
    });
  }

  /** A person came to the table: a bot waiting for the game's pace asks now. */
  hurry(): void {
    if (this.wake === null || !this.table.attended()) return;
    this.wake();
    this.wake = null;
  }

  private async answered(at: number, seat: number, move: Move, seed: string): Promise<void> {
    if (this.thinkingAt === at) {
      this.thinkingAt = null;
      this.wake = null;
    }
    const { game, seating } = this.table;
    // The game moved on (the player came back and moved), is no longer the bot's to play, or
    // another node took the game over.
    if (!this.table.acting() || game.seq !== at || game.status !== 'playing') return;
    if (this.controller(seat) === null) return;
    const checked = checkBotMove(this.ctx, game.id, game.state, seat, move, seed);
    const by = seating.botOf(seat) ? 'bot' : 'stand-in';
    const result = checked.ok ? await this.table.commit(checked.value, by) : checked;
    // A move that could not be stored is tried again shortly, so that the game never stalls.
    if (!result.ok && game.seq === at) {
      this.ctx.clock.after(RETRY_MS, () => {
        this.table.background(() => {
          this.table.retry();
        });
      });
    }
  }
}
