/**
 * Creating a game (001 "Preparation"): the city cards shuffled by the seed or dealt in a given
 * order, six face up, the bonus stacks full, 20 houses each, the starting player by the seed or
 * by the host (R10). Untrusted options are checked and refused with a typed error.
 */
import { compileBoard, type Board } from './board/board.ts';
import { refillDisplay } from './cards.ts';
import { err, ok, type Result } from './result.ts';
import { describeInput, type SetupError, type SetupErrorCode } from './errors.ts';
import { MAPS } from './maps/index.ts';
import type { GameOptions, GameRules, GameSetup } from './options.ts';
import { settleOptions } from './game-rules.ts';
import { nextInt, seedRng, shuffleInPlace } from './rng.ts';
import { NO_CARD, createState, type GameState } from './state.ts';
import { startTurn } from './rules/turn.ts';
import './expansions/built-in.ts';
import { ruleSetFor } from './extension/registry.ts';
import { RULE_SETS } from './extension/rule-set.ts';

const boards = new Map<string, Board>();
const fail = (code: SetupErrorCode, message: string): Result<never, SetupError> =>
  err({ code, message });

/** The compiled board of a known map id (compiled once, then shared by every game). */
export function boardOf(mapId: string): Result<Board, SetupError> {
  const cached = boards.get(mapId);
  if (cached) return ok(cached);
  const definition = Object.hasOwn(MAPS, mapId) ? MAPS[mapId] : undefined;
  if (!definition)
    return fail(
      'ERR_UNKNOWN_MAP',
      `no map ${describeInput(mapId)}; known: ${Object.keys(MAPS).join(', ')}`,
    );
  const compiled = compileBoard(definition);
  if (!compiled.ok) return fail('ERR_BAD_MAP', compiled.error.join('; '));
  boards.set(mapId, compiled.value);
  return ok(compiled.value);
}

function dealOrder(
  board: Board,
  order: readonly string[] | undefined,
): Result<Uint8Array | null, SetupError> {
  if (order === undefined) return ok(null);
  if (!Array.isArray(order) || order.length !== board.cardCount) {
    return fail('ERR_BAD_SUPPLY_ORDER', `a supply order lists all ${board.cardCount} city cards`);
  }
  const counts = new Array<number>(board.cards.count).fill(0);
  const cards = new Uint8Array(order.length);
  const names: readonly unknown[] = order;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const card = typeof name === 'string' ? board.cards.index.get(name) : undefined;
    if (card === undefined)
      return fail(
        'ERR_BAD_SUPPLY_ORDER',
        `unknown card ${describeInput(name)} in the supply order`,
      );
    counts[card]!++;
    cards[i] = card;
  }
  if (counts.some((c, card) => c !== board.cards.copies[card])) {
    return fail('ERR_BAD_SUPPLY_ORDER', 'the supply order holds every card of the deck once');
  }
  return ok(cards);
}

export function createGame(setup: GameSetup): Result<GameState, SetupError> {
  if (typeof setup !== 'object' || (setup as unknown) === null) {
    return fail('ERR_BAD_OPTION', 'a game needs its setup: options and seed');
  }
  const options: unknown = (setup as { options?: unknown }).options;
  if (typeof options !== 'object' || options === null) {
    return fail('ERR_BAD_OPTION', 'a game needs its options');
  }
  const { players } = options as GameOptions;
  if (!Number.isInteger(players) || players < 2 || players > 4)
    return fail('ERR_BAD_PLAYER_COUNT', 'a game has 2, 3 or 4 players');
  if (typeof setup.seed !== 'string') return fail('ERR_BAD_OPTION', 'the seed is a string');
  const settled = settleOptions(options as GameOptions);
  if (!settled.ok) return settled;
  const board = boardOf(settled.value.map);
  if (!board.ok) return board;
  const order = dealOrder(board.value, setup.supplyOrder);
  if (!order.ok) return order;
  const start = (options as GameOptions).startingPlayer;
  if (start !== undefined && (!Number.isInteger(start) || start < 0 || start >= players)) {
    return fail(
      'ERR_BAD_STARTING_PLAYER',
      `the starting player is a seat from 0 to ${players - 1}`,
    );
  }
  const rng = seedRng(setup.seed);
  const startPlayer = start ?? nextInt(rng, players);
  return ok(newState(board.value, settled.value.rules, players, startPlayer, rng, order.value));
}

function newState(
  board: Board,
  rules: GameRules,
  players: number,
  startPlayer: number,
  rng: Uint32Array,
  order: Uint8Array | null,
): GameState {
  // The game's rule set: its expansions' hooks, composed once (or found composed already).
  const ruleSet = ruleSetFor(rules, board);
  const s = createState(board, rules, players, startPlayer, ruleSet);
  s.rng.set(rng);
  if (order) {
    // Dealing order -> a stack whose top (the end of the array) is the first card dealt.
    s.supply.set(order.slice().reverse());
  } else {
    let at = 0;
    board.cards.copies.forEach((copies, card) => {
      for (let k = 0; k < copies; k++) s.supply[at++] = card;
    });
    shuffleInPlace(s.rng, s.supply, s.supply.length);
  }
  s.supplyCount = board.cardCount;
  s.display.fill(NO_CARD);
  s.routeStart.fill(board.cityCount);
  s.housesLeft.fill(board.housesPerPlayer);
  s.stackLeft.set(board.stacks.map((stack) => stack.values.length));
  s.current = startPlayer;
  // The expansions' pieces: the Messenger's letters, Offices of Honor's tiles and chips.
  RULE_SETS[ruleSet]!.setUp(s);
  refillDisplay(s);
  startTurn(s);
  return s;
}
