/**
 * The import graph of a folder of TypeScript modules, type imports included: what each file
 * imports, and the cycles (strongly connected components of more than one file).
 *
 * @example
 * importCycles(resolve('src')); // [] when no module can reach itself through its imports
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files `file` (relative to `root`) imports or re-exports from, relative to `root`. */
export function importsOf(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)[^;]*?from '(\.[^']+)'|^import '(\.[^']+)'/gms)].map(
    (m) => relative(root, resolve(root, dirname(file), m[1] ?? m[2]!)),
  );
}

/** Every cycle of the graph, as its files sorted by name; none when the graph is acyclic. */
export function importCycles(root: string): string[][] {
  const files = sourceFiles(root).map((path) => relative(root, path));
  const known = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(root, f).filter((t) => known.has(t))]));
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
}
