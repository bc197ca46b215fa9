/**
 * The progress line of a long tournament, on stderr: a bar, the games done, and the time left
 * (from the mean time of a game so far). On a terminal it redraws one line; elsewhere (a log
 * file) it writes a line at every tenth of the way.
 *
 * @example
 * const progress = new Progress(100, process.stderr);
 * progress.update(37); // [#######.............]  37/100 games  2m10s left
 */
import { performance } from 'node:perf_hooks';

export interface ProgressSink {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

const BAR = 24;

/** 131 s -> "2m11s"; 7384 s -> "2h03m". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

export class Progress {
  private readonly start = performance.now();
  private lastTenth = -1;

  constructor(
    private readonly total: number,
    private readonly sink: ProgressSink,
  ) {}

  elapsedSeconds(): number {
    return (performance.now() - this.start) / 1000;
  }

  line(done: number): string {
    const filled = this.total === 0 ? BAR : Math.round((done / this.total) * BAR);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}]`;
    const elapsed = this.elapsedSeconds();
    const left =
      done === 0 ? '' : `  ${formatDuration((elapsed / done) * (this.total - done))} left`;
    const width = String(this.total).length;
    return `${bar} ${String(done).padStart(width)}/${this.total} games${left}`;
  }

  update(done: number): void {
    if (this.sink.isTTY === true) {
      this.sink.write(`\r${this.line(done)}\x1b[K`);
      return;
    }
    const tenth = this.total === 0 ? 10 : Math.floor((done / this.total) * 10);
    if (tenth !== this.lastTenth) {
      this.lastTenth = tenth;
      this.sink.write(`${this.line(done)}\n`);
    }
  }

  /** Ends the redrawn line so that what follows starts on a line of its own. */
  finish(): void {
    if (this.sink.isTTY === true) this.sink.write('\n');
  }
}
