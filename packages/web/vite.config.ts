// The web client's build. `root` is this folder whatever the working directory, so that both
// `vite build packages/web` from the repository root and `npm run build -w @tnt/web` work.
//
// The Preact preset is imported by a name in a variable: a static import of it (or of 'vite')
// makes the lint's import-x/no-cycle resolver crash on Vite's package ("node with invalid
// interface loaded as resolver"). Vite loads this file as ESM, so top-level await is fine.
import { fileURLToPath } from 'node:url';

const PRESET = '@preact/preset-vite';
const { default: preact } = (await import(PRESET)) as { default: () => unknown };

export default {
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Absolute asset paths: the server's invitation links open the client at /game/<id>.
  base: '/',
  plugins: [preact()],
  // @preact/signals is hoisted beside another preact major: one copy of preact in the bundle.
  resolve: { dedupe: ['preact', '@preact/signals'] },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
  worker: { format: 'es' },
  server: { port: 5173 },
};
