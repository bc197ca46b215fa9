/**
 * `tnt play [--players N] [--seed S]`: one game between random players, through the public API
 * (legalMoves + play), told in short: who started, a line every few hundred turns, who ended the
 * game, and the final score sheet with the winner. Uniform random games last thousands of turns,
 * so single moves are not shown.
 *
 * @example
 * const account = playRandomGame(3, 'abc');
 * console.log(formatAccount(account));
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  Phase,
  createGame,
  decision,
  legalMoves,
  nextInt,
  play,
  scoreSheet,
  seedRng,
  type GameSetup,
  type GameState,
  type ScoreSheet,
} from '@tnt/engine';
import { formatNumber, formatScoreSheet, seatName, table } from '../format.ts';
import { EXIT_OK, intFlag, parseFlags, usageError, type Command, type Io } from '../io.ts';
import { MAX_GAME_MOVES } from '../selfplay.ts';

/** Turns between two lines of the account: some ten lines for a typical random game. */
export const TURNS_PER_LINE = 500;

export interface Snapshot {
  readonly turn: number;
  readonly totals: readonly number[];
  readonly housesLeft: readonly number[];
  readonly carriages: readonly (number | null)[];
}

export interface PlayAccount {
  readonly setup: GameSetup;
  readonly startPlayer: number;
  readonly turns: number;
  readonly moves: number;
  readonly snapshots: readonly Snapshot[];
  /** The seat that first took the last carriage or placed its last house, and on which turn. */
  readonly endTrigger: { readonly seat: number; readonly turn: number } | null;
  readonly scores: ScoreSheet;
}

function snapshot(s: GameState): Snapshot {
  const sheet = scoreSheet(s);
  return {
    turn: s.turn,
    totals: sheet.lines.map((line) => line.total),
    housesLeft: Array.from(s.housesLeft),
    carriages: sheet.lines.map((line) => line.carriage),
  };
}

/** Plays one game in which every seat picks uniformly among its legal moves (seeded by `seed`). */
export function playRandomGame(players: number, seed: string): PlayAccount {
  const setup: GameSetup = { options: { players, map: 'base' }, seed };
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const rng = seedRng(`${seed} random players`);
  const snapshots: Snapshot[] = [];
  let endTrigger: PlayAccount['endTrigger'] = null;
  while (s.phase !== Phase.Over && s.moveCount < MAX_GAME_MOVES) {
    const turn = s.turn;
    const moves = legalMoves(s);
    const next = play(s, decision(s)!.seat, moves[nextInt(rng, moves.length)]);
    if (!next.ok) throw new Error(`a legal move was refused: ${next.error.message}`);
    s = next.value;
    if (endTrigger === null && s.endTriggeredBy >= 0) {
      endTrigger = { seat: s.endTriggeredBy, turn };
    }
    if (s.turn !== turn && s.phase !== Phase.Over && s.turn % TURNS_PER_LINE === 0) {
      snapshots.push(snapshot(s));
    }
  }
  return {
    setup,
    startPlayer: created.value.startPlayer,
    turns: s.turn,
    moves: s.moveCount,
    snapshots,
    endTrigger,
    scores: scoreSheet(s),
  };
}

function progressTable(snapshots: readonly Snapshot[]): string {
  const joined = (values: readonly (number | null)[]) =>
    values.map((v) => (v === null ? '-' : `${v}`)).join(' / ');
  return table(
    [
      ['turn', 'points', 'houses left', 'carriages'],
      ...snapshots.map((snap) => [
        formatNumber(snap.turn),
        joined(snap.totals),
        joined(snap.housesLeft),
        joined(snap.carriages),
      ]),
    ],
    [0],
  );
}

function ending(account: PlayAccount): string[] {
  const { scores, endTrigger } = account;
  const length = `${formatNumber(account.turns)} turns (${formatNumber(account.moves)} moves)`;
  if (!scores.finished || scores.winner === null) {
    return [`The game was stopped after ${length} without ending.`];
  }
  const winner = scores.lines[scores.winner]!;
  return [
    ...(endTrigger
      ? [
          `${capitalised(seatName(endTrigger.seat))} triggered the end on turn ${formatNumber(endTrigger.turn)}; the round was played out.`,
        ]
      : []),
    `The game ended after ${length}.`,
    '',
    formatScoreSheet(scores),
    '',
    `Winner: ${seatName(winner.seat)} with ${winner.total} points.`,
  ];
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function formatAccount(account: PlayAccount): string {
  const { players } = account.setup.options;
  const { seed } = account.setup;
  return [
    `Thurn und Taxis: ${players} random players on the base map, seed "${seed}".`,
    `${capitalised(seatName(account.startPlayer))} starts. At every decision a player picks a legal move at random.`,
    '',
    ...(account.snapshots.length > 0
      ? [
          `Every ${TURNS_PER_LINE} turns (each column lists seat 1 / seat 2 / ...; points so far):`,
          progressTable(account.snapshots),
          '',
        ]
      : []),
    ...ending(account),
    '',
    `Play this game again: tnt play --players ${players} --seed ${JSON.stringify(seed)}`,
    '',
  ].join('\n');
}

const USAGE = `Usage: tnt play [--players N] [--seed S]

Plays one game between random players (a uniform choice among the legal moves at every
decision) and prints a short account: who started, a line every ${TURNS_PER_LINE} turns, and
the final score sheet with its breakdown and the winner.

Options:
  --players N  2, 3 or 4 (default 4)
  --seed S     the seed of the shuffles and of the players' choices (default: a new one)
  -h, --help   show this help
`;

function run(args: readonly string[], io: Io): number {
  const parsed = parseFlags(() =>
    parseArgs({
      args: [...args],
      options: {
        players: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
      strict: true,
    }),
  );
  if (!parsed.ok) return usageError(io, 'play', parsed.error);
  const { values } = parsed.value;
  if (values.help) {
    io.out(USAGE);
    return EXIT_OK;
  }
  const players = intFlag('players', values.players ?? '4', 2, 4);
  if (!players.ok) return usageError(io, 'play', players.error);
  const seed = values.seed ?? randomBytes(4).toString('hex');
  io.out(formatAccount(playRandomGame(players.value, seed)));
  return EXIT_OK;
}

export const playCommand: Command = {
  name: 'play',
  summary: 'play one game between random players and print a short account',
  usage: USAGE,
  run,
};
