/**
 * The dispatcher of the tnt command: finds the command named by the first argument and runs it
 * on the rest. Kept apart from main.ts so tests can run it without a process.
 *
 * @example
 * const io = bufferIo();
 * const code = await runCli(['verify', 'game.json', '--json'], io);
 */
import { analyseCommand } from './commands/analyse.ts';
import { benchCommand } from './commands/bench.ts';
import { playCommand } from './commands/play.ts';
import { verifyCommand } from './commands/verify.ts';
import { serveCommand } from './commands/serve.ts';
import { puzzlesCommand } from './commands/puzzles.ts';
import { runTournamentCommand } from './commands/tournament.ts';
import { ratingsCommand } from './commands/ratings.ts';
import { fitValueCommand } from './commands/fit-value.ts';
import { TOURNAMENT_USAGE } from './tournament/args.ts';
import { runLadderCommand } from './commands/ladder.ts';
import { LADDER_USAGE } from './ladder/args.ts';

const tournamentCommand: Command = {
  name: 'tournament',
  summary: 'bots against bots on all cores, seats rotated over the same deals',
  usage: TOURNAMENT_USAGE,
  run: (args, io) => runTournamentCommand([...args], io),
};
const ladderCommand: Command = {
  name: 'ladder',
  summary: "the bots' levels, each against the level below, with win shares and decision times",
  usage: LADDER_USAGE,
  run: (args, io) => runLadderCommand(args, io),
};
import { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, type Command, type Io } from './io.ts';

export const COMMANDS: readonly Command[] = [
  serveCommand,
  verifyCommand,
  benchCommand,
  playCommand,
  tournamentCommand,
  ladderCommand,
  analyseCommand,
  puzzlesCommand,
  ratingsCommand,
  fitValueCommand,
];

export function helpText(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
  return `Usage: tnt <command> [options]

Thurn und Taxis on the command line.

Commands:
${list}

Run "tnt <command> --help" for the options of a command.
`;
}

export async function runCli(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    if (name === undefined) {
      io.err(helpText());
      return EXIT_USAGE;
    }
    io.out(helpText());
    return EXIT_OK;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    const what = name.startsWith('-') ? 'option' : 'command';
    io.err(`tnt: unknown ${what} "${name}"\nRun "tnt --help" for the list of commands.\n`);
    return EXIT_USAGE;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    // Only a fault of the program itself lands here: inputs are judged and reported above.
    io.err(
      `tnt ${name}: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return EXIT_INTERNAL;
  }
}
