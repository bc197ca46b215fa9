// Lint rules: strict type-aware checks; import cycles and unnecessary conditions are errors.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';

/** One block per package: its sources may not import the packages it is not allowed. */
function packageBoundaries(allowed) {
  const names = Object.keys(allowed);
  return names.map((name) => {
    const forbidden = names.filter((other) => other !== name && !allowed[name].includes(other));
    return {
      files: [`packages/${name}/src/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(forbidden.length === 0
                ? []
                : [
                    {
                      regex: `^@tnt/(${forbidden.join('|')})(/|$)`,
                      message: `${name} sits below ${forbidden.join(', ')}: it may not import them.`,
                    },
                  ]),
              {
                regex: `^(\\.\\./)+(${names.join('|')})/(src|test)/`,
                message: 'Import another package by its name, not by a path into its files.',
              },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tsbuild/**',
      '**/test-output/**',
      '**/bin/*.mjs',
      'scripts/**',
      'packages/*/scripts/**',
      // Plain scripts the service worker imports as they are (no build, no types).
      'packages/web/public/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The packages' layers, lowest first: engine; protocol and bots (on the engine; bots also read the
  // protocol's wire names); server and web (on those); cli (on all but web). A package may import
  // only those below it, by name, never another package's files by path.
  ...packageBoundaries({
    engine: [],
    protocol: ['engine'],
    bots: ['engine', 'protocol'],
    server: ['engine', 'protocol', 'bots'],
    web: ['engine', 'protocol', 'bots'],
    cli: ['engine', 'protocol', 'bots', 'server'],
  }),
  {
    files: ['**/*.config.{js,ts}', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
