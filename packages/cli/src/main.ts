/** The tnt command line: runs the command of the arguments and exits with its code. */
import { runCli } from './cli.ts';

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
