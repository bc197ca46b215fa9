// The examples in the engine's doc comments compile: each `@example` of a source file is type
// checked, as a block of code that sees every export of the package's entries and of its own
// module, and the few names examples take as given (a state, a seat, a view...). An example that
// calls a function with the wrong arguments, or a name the engine no longer has, fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The names an example may use without making them: what its reader would have at hand. */
const GIVEN = `
declare let state: GameState;
declare const s: GameState;
declare const before: GameState;
declare const scratch: GameState;
declare const seat: number;
declare const city: number;
declare const board: Board;
declare const view: PlayerView;
declare const checked: CheckedMove;
declare const setup: GameSetup;
declare function showUndo(): void;
`;

interface Example {
  readonly file: string;
  readonly code: string;
}

/** The `@example` blocks of a file's doc comments, their comment stars taken off. */
function examplesOf(file: string): Example[] {
  const text = readFileSync(file, 'utf8');
  const found: Example[] = [];
  for (const comment of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = comment[1]!.split('\n').map((line) => line.replace(/^\s*\* ?/, ''));
    const start = lines.findIndex((line) => line.trim() === '@example');
    if (start < 0) continue;
    const body = lines.slice(start + 1);
    const end = body.findIndex((line) => line.trim().startsWith('@'));
    found.push({
      file: relative(SRC, file),
      code: (end < 0 ? body : body.slice(0, end)).join('\n').trim(),
    });
  }
  return found;
}

/** Every export of a module, values and types, by name. */
function exportsOf(checker: ts.TypeChecker, source: ts.SourceFile | undefined): string[] {
  const symbol = source && checker.getSymbolAtLocation(source);
  return symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : [];
}

/**
 * The file an example is checked in: imports of the package's entries and of its own module (its
 * own names win), the names given, and the example in a block of its own (its imports, written
 * for a reader, are the entries' names already imported).
 */
function exampleFile(example: Example, names: Map<string, string>): string {
  const imports = new Map<string, string[]>();
  for (const [name, from] of names) imports.set(from, [...(imports.get(from) ?? []), name]);
  const lines = [...imports].map(([from, list]) => `import { ${list.join(', ')} } from '${from}';`);
  const code = example.code
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .map((line) => line.replace(/^export /, ''))
    .join('\n');
  return `${lines.join('\n')}\n${GIVEN}\n{\n${code}\n}\nexport {};\n`;
}

describe('the examples of the doc comments', () => {
  const examples = sourceFiles(SRC)
    .flatMap(examplesOf)
    // A declaration-merging block is checked by the expansions that use it, not here.
    .filter((example) => !example.code.startsWith('declare module'));

  it('finds the examples, the entries among them', () => {
    expect(examples.map((e) => e.file)).toEqual(expect.arrayContaining(['index.ts', 'fast.ts']));
  });

  it('type checks every example against the engine', () => {
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    };
    const entries = ['index.ts', 'fast.ts'].map((f) => join(SRC, f));
    const modules = [...new Set(examples.map((e) => join(SRC, e.file)))];
    const first = ts.createProgram([...entries, ...modules], options);
    const checker = first.getTypeChecker();
    const files = examples.map((example, i) => {
      const names = new Map<string, string>();
      for (const from of [...entries, join(SRC, example.file)]) {
        for (const name of exportsOf(checker, first.getSourceFile(from))) names.set(name, from);
      }
      return {
        path: join(ROOT, `test/example-${i}.ts`),
        text: exampleFile(example, names),
        example,
      };
    });
    const host = ts.createCompilerHost(options);
    const read = host.readFile.bind(host);
    const byPath = new Map(files.map((f) => [f.path, f.text]));
    host.readFile = (path) => byPath.get(path) ?? read(path);
    const exists = host.fileExists.bind(host);
    host.fileExists = (path) => byPath.has(path) || exists(path);
    const program = ts.createProgram(
      files.map((f) => f.path),
      options,
      host,
      first,
    );
    const problems = files.flatMap(({ path, example }) =>
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(path))
        .map((d) => `${example.file}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`),
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
