/**
 * The one interface of every computer player: given its own player view, choose one of the view's
 * legal moves. A bot never sees the full state. It is deterministic: the randomness of each
 * decision is derived from the bot's seed and the position of the decision in the game (turn,
 * step, draws and plays made), so a server node that did not make the previous moves makes the
 * same choice, and a game replays exactly.
 *
 * @example
 * const bot = createBot({ kind: 'heuristic', seed: 'table 1' });
 * const view = playerView(state, seat);
 * const { move } = bot.choose(view);
 */
import { moveToText, seedRng, type Move, type PlayerView, type RngState } from '@tnt/engine';
import { moveOfCode, type MoveNaming } from '@tnt/engine/fast';

export const BOT_KINDS = ['random', 'heuristic', 'search'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

export interface BotChoice {
  /** One of `view.legalMoves`. */
  readonly move: Move;
  /** Playouts (or other units of work) spent on the decision: 0 for a forced or rule-based one. */
  readonly iterations: number;
}

export interface Bot {
  readonly kind: BotKind;
  /** A short label for tables and logs, e.g. "search(normal)". */
  readonly label: string;
  /** Chooses one of `view.legalMoves`; the view must be this bot's own (viewer = its seat). */
  choose(view: PlayerView): BotChoice;
}

/**
 * The rng of one decision. Every decision of a game has a distinct key: within a turn the draws,
 * plays, officials, houses placed and hand size change from one decision to the next.
 */
export function decisionRng(seed: string, view: PlayerView): RngState {
  const d = view.decision;
  const seat = d === null ? -1 : d.seat;
  const hand = d === null ? 0 : view.seats[seat]!.handCount;
  const key = [
    seed,
    view.turn,
    d?.step ?? 'over',
    view.drawsDone,
    view.playsDone,
    view.officialsUsed.join('+'),
    view.closingHouses.length,
    hand,
    view.returnRound === null ? '' : `${view.returnRound.first}.${view.returnRound.index}`,
  ].join('/');
  return seedRng(key);
}

/** The legal move of the view that an integer move stands for (the engine lists the same moves). */
export function legalMoveOfCode(view: PlayerView, code: number, naming: MoveNaming): Move {
  const text = moveToText(moveOfCode(code, naming));
  const found = view.legalMoves.find((m) => moveToText(m) === text);
  if (found === undefined) throw new Error(`bot chose "${text}", which is not a legal move`);
  return found;
}

/** The view's only legal move, or null when there is a choice to make. */
export function forcedMove(view: PlayerView): Move | null {
  if (view.legalMoves.length === 0) throw new Error('a bot was asked to move with no legal move');
  return view.legalMoves.length === 1 ? view.legalMoves[0]! : null;
}
