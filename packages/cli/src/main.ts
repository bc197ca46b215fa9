/** The tnt command line: runs the command of the arguments and exits with its code. */
import { runCli } from './cli.ts';
import { processIo } from './io.ts';

process.exitCode = await runCli(process.argv.slice(2), processIo);
