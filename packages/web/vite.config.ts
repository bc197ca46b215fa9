// The web client's build. `root` is this folder whatever the working directory, so that both
// `vite build packages/web` from the repository root and `npm run build -w @tnt/web` work.
//
// The Preact preset is imported by a name in a variable: a static import of it (or of 'vite')
// makes the lint's import-x/no-cycle resolver crash on Vite's package ("node with invalid
// interface loaded as resolver"). Vite loads this file as ESM, so top-level await is fine.
import { fileURLToPath } from 'node:url';

const PRESET = '@preact/preset-vite';
const { default: preact } = (await import(PRESET)) as { default: () => unknown };
const PWA = 'vite-plugin-pwa';
const { VitePWA } = (await import(PWA)) as { VitePWA: (options: object) => unknown };

/**
 * Installable and playable offline (docs/web.md): a web app manifest, and a service worker that
 * keeps every file of the build, so that after one visit hot-seat and bot games start with no
 * network. The worker registers from a file of the site's own (`registerSW.js`), never an inline
 * script: the server's Content-Security-Policy allows none. Navigations offline get index.html
 * (the routes live in the hash, and invitations at /game/<id> open it too), but never the API.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script',
  manifest: {
    name: 'Thurn und Taxis',
    short_name: 'Thurn und Taxis',
    description:
      'Thurn und Taxis: build postal routes across old Germany, on one screen, against bots or online.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#6b3f22',
    background_color: '#ede0c2',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // The icons and the manifest are kept by the plugin itself (listed once, not twice).
    globPatterns: ['**/*.{js,css,html}', 'assets/*.json'],
    // A new version takes over at once: the page it loads and the files it keeps are one build.
    skipWaiting: true,
    clientsClaim: true,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    // Web Push: shows the server's turn and end-of-game notices with the tab closed.
    importScripts: ['/push-sw.js'],
  },
});

/**
 * The search's learned value reads its weights file (packages/bots/src/value/value-weights.json)
 * with a JSON import, which would put every network into the bot worker's script, most of its
 * size. The build gives that import a file with no networks instead, and the worker fetches the
 * real one as data (src/worker/value-weights.ts), kept for offline play like the rest.
 */
const NO_WEIGHTS = fileURLToPath(new URL('src/worker/no-value-weights.json', import.meta.url));

export default {
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Absolute asset paths: the server's invitation links open the client at /game/<id>.
  base: '/',
  plugins: [preact(), pwa],
  // @preact/signals is hoisted beside another preact major: one copy of preact in the bundle.
  resolve: {
    dedupe: ['preact', '@preact/signals'],
    alias: [{ find: /^\.\/value-weights\.json$/, replacement: NO_WEIGHTS }],
  },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
  worker: { format: 'es' },
  server: { port: 5173 },
};
