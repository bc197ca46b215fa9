/**
 * Measuring for the load test: latency samples and their percentiles, values read from the
 * server's Prometheus text (a histogram's quantile estimated from its buckets, as Prometheus'
 * histogram_quantile does), and a bounded pool for setting up many games at once.
 */

export class Latencies {
  private readonly samples: number[] = [];

  add(ms: number): void {
    this.samples.push(ms);
  }

  summary(): { count: number; p50: number; p99: number; max: number } {
    const sorted = [...this.samples].sort((a, b) => a - b);
    const at = (q: number): number => {
      if (sorted.length === 0) return 0;
      const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      return Number(value.toFixed(1));
    };
    return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
  }
}

interface Series {
  readonly labels: string;
  readonly value: number;
}

function seriesOf(text: string, name: string): Series[] {
  const found: Series[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)/.exec(line);
    if (match?.[1] !== name) continue;
    found.push({ labels: match[2] ?? '', value: Number(match[3]) });
  }
  return found;
}

/** A histogram's quantile from its cumulative buckets, interpolated within the bucket. */
function quantile(text: string, name: string, q: number): number {
  const buckets = seriesOf(text, `${name}_bucket`)
    .map((s) => ({ le: Number(/le="([^"]+)"/.exec(s.labels)?.[1] ?? 'NaN'), count: s.value }))
    .sort((a, b) => a.le - b.le);
  const total = buckets.at(-1)?.count ?? 0;
  if (total === 0) return 0;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of buckets) {
    if (count >= rank) {
      if (!Number.isFinite(le)) return lower;
      return lower + ((le - lower) * (rank - below)) / Math.max(1, count - below);
    }
    lower = le;
    below = count;
  }
  return lower;
}

/** The sum of a metric's series, or with 'quantile:Q' a histogram's quantile. */
export function metricValue(text: string, name: string, selector: string): number {
  if (selector.startsWith('quantile:')) return quantile(text, name, Number(selector.slice(9)));
  return seriesOf(text, name).reduce((sum, s) => sum + s.value, 0);
}

/** Runs `task(0..count-1)` with at most `width` at a time; the results in order. */
export async function pool<T>(
  count: number,
  width: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}
