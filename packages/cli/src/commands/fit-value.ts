/**
 * `tnt fit-value`: fits the search's learned value (packages/bots/src/value) and writes its
 * weights file. For each number of players asked, it plays games of the rollout policy against
 * itself, the base game for the base game's network and every combination of the expansions in
 * turn for the expansions' one, takes every seat's features at the start of a turn each round
 * with the reward that seat earned at the end, fits each network to them and stores it under its
 * key; the networks of other numbers of players in the file stay. The same flags give the same file: the games, the first weights and the order of the
 * batches all come from the seed.
 *
 * @example
 * // tnt fit-value --players 2,3,4 --games 20000
 * const code = runFitValue(['--players', '2', '--games', '50', '--out', 'weights.json'], io);
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import {
  fitNetwork,
  gameKey,
  gamesOf,
  selfPlaySamples,
  weightsOf,
  type NetworkWeights,
  type ValueWeightsFile,
} from '@tnt/bots';
import { err, ok, type Result } from '@tnt/engine';
import { EXIT_OK, intFlag, parseFlags, usageError, type Command, type Io } from '../io.ts';

/** Where the bots read their weights from, as seen from the repository's root. */
export const WEIGHTS_FILE = 'packages/bots/src/value/value-weights.json';

export const FIT_VALUE_USAGE = `Usage: tnt fit-value [--players LIST] [--games N] [--hidden H] [--epochs E]
                     [--seed S] [--out FILE]

Fits the search's learned value, the reward a seat can expect from a position at the start of a
turn. For each number of players, two networks (one hidden layer): the base game's, fitted to N
games of the rollout policy against itself, and the expansions' one, to N games of every
combination of the expansions in turn; each is fitted to every seat's features and final reward
and written into the weights file under its key (2-base, 2-expansions, ...); the networks of other
numbers of players stay.

  --players LIST  numbers of players, comma-separated (default 2,3,4)
  --games N       self-play games for each network (default 40000)
  --hidden H      hidden units (default 32)
  --epochs E      passes over the positions (default 6)
  --seed S        seed of the games and the fit (default "value")
  --out FILE      the weights file (default ${WEIGHTS_FILE}, from the repository's root)
`;

interface FitValueArgs {
  readonly players: readonly number[];
  readonly games: number;
  readonly hidden: number;
  readonly epochs: number;
  readonly seed: string;
  readonly out: string;
  readonly help: boolean;
}

const OPTIONS = {
  players: { type: 'string' },
  games: { type: 'string' },
  hidden: { type: 'string' },
  epochs: { type: 'string' },
  seed: { type: 'string' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function playerList(text: string): Result<number[], string> {
  const list = text.split(',').map((part) => Number(part.trim()));
  if (list.some((n) => !Number.isInteger(n) || n < 2 || n > 4) || list.length === 0) {
    return err(`--players takes numbers of players from 2 to 4, comma-separated, not "${text}"`);
  }
  return ok([...new Set(list)]);
}

export function parseFitValueArgs(argv: readonly string[]): Result<FitValueArgs, string> {
  const parsed = parseFlags(() =>
    parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: false, strict: true }),
  );
  if (!parsed.ok) return parsed;
  const v = parsed.value.values;
  const players = playerList(v.players ?? '2,3,4');
  if (!players.ok) return players;
  const games = intFlag('games', v.games ?? '40000', 1, 10_000_000);
  if (!games.ok) return games;
  const hidden = intFlag('hidden', v.hidden ?? '32', 1, 1024);
  if (!hidden.ok) return hidden;
  const epochs = intFlag('epochs', v.epochs ?? '6', 1, 1000);
  if (!epochs.ok) return epochs;
  if (v.out === '') return err('--out takes a file');
  return ok({
    players: players.value,
    games: games.value,
    hidden: hidden.value,
    epochs: epochs.value,
    seed: v.seed ?? 'value',
    out: v.out ?? WEIGHTS_FILE,
    help: v.help === true,
  });
}

const EMPTY_FILE: ValueWeightsFile = {
  format: 'thurn-und-taxis-value',
  version: 1,
  fitted: {},
  networks: {},
};

/** The weights file as it stands, or an empty one; an error if it is not a weights file. */
function readWeights(path: string): Result<ValueWeightsFile, string> {
  if (!existsSync(path)) return ok(EMPTY_FILE);
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as Partial<ValueWeightsFile>;
    if (file.format !== EMPTY_FILE.format || file.version !== 1) {
      return err(`${path} is not a weights file of this version`);
    }
    return ok({ ...EMPTY_FILE, ...file });
  } catch (e) {
    return err(`${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Sorted keys, so that a refit writes the same file whatever the order it was fitted in. */
const sortedByKey = <T>(record: Readonly<Record<string, T>>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export function runFitValue(argv: readonly string[], io: Io): number {
  const args = parseFitValueArgs(argv);
  if (!args.ok) return usageError(io, 'fit-value', args.error);
  const a = args.value;
  if (a.help) {
    io.out(FIT_VALUE_USAGE);
    return EXIT_OK;
  }
  if (!existsSync(dirname(a.out) || '.')) {
    return usageError(
      io,
      'fit-value',
      `no folder for ${a.out}; run it from the repository's root or give --out`,
    );
  }
  const current = readWeights(a.out);
  if (!current.ok) return usageError(io, 'fit-value', current.error);
  const networks: Record<string, NetworkWeights> = { ...current.value.networks };
  const fitted: Record<string, unknown> = { ...current.value.fitted };
  const games = a.players.flatMap((players) =>
    [false, true].map((expansions) => ({ players, expansions })),
  );
  for (const { players, expansions } of games) {
    const key = gameKey(players, expansions);
    const samples = selfPlaySamples(players, a.games, `${a.seed} ${key}`, gamesOf(expansions));
    io.err(`${key}: ${a.games} games, ${samples.count} positions; fitting\n`);
    const result = fitNetwork(samples, {
      hidden: a.hidden,
      epochs: a.epochs,
      seed: `${a.seed} ${key}`,
      onEpoch: (epoch, train, validation) => {
        io.err(
          `  epoch ${epoch}: error ${train.toFixed(5)}, validation ${validation.toFixed(5)}\n`,
        );
      },
    });
    networks[key] = weightsOf(result.net);
    fitted[key] = {
      games: a.games,
      positions: samples.count,
      hidden: a.hidden,
      epochs: a.epochs,
      seed: a.seed,
      validationError: Number(result.validationError.toFixed(6)),
      constantError: Number(result.constantError.toFixed(6)),
    };
    io.out(
      `${key}: validation error ${result.validationError.toFixed(5)} (a constant: ${result.constantError.toFixed(5)})\n`,
    );
  }
  const file: ValueWeightsFile = {
    ...EMPTY_FILE,
    fitted: sortedByKey(fitted),
    networks: sortedByKey(networks),
  };
  writeFileSync(a.out, `${JSON.stringify(file)}\n`);
  io.out(`wrote ${a.out}\n`);
  return EXIT_OK;
}

export const fitValueCommand: Command = {
  name: 'fit-value',
  summary: "fit the search's learned value to self-play and write its weights file",
  usage: FIT_VALUE_USAGE,
  run: (args, io) => runFitValue(args, io),
};
