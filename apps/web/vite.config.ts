import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build, defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const BUILD_ID = `${Date.now().toString(36)}`;
const API_TARGET = 'http://127.0.0.1:8080';
const BUILD_TARGET = 'es2022';
/** The built-in games' pages (/play/dice, /play/fairness …) are play.html, not the lobby. */
const PLAY_PAGES = /^\/play\//;
/** `@/x` is `src/x`, as tsconfig's `paths` says, for the lobby's build and the game pages' alike. */
const SOURCE_ALIAS = { find: /^@\//, replacement: `${resolve(import.meta.dirname, 'src')}/` };

// react-router's package exports name its development build in every mode (remix-run/react-router
// #12532, #14102). A production build takes its production files instead: the same code with
// ENABLE_DEV_WARNINGS off.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * Lets react-router's unused exports (Link, NavLink, Form, ScrollRestoration, …) be tree-shaken:
 * its top-level `X.displayName = "X"` lines, a dev-tools nicety, count as side effects and keep
 * X and all it uses; its context, forwardRef and memo calls are pure but not marked so (ADR 0010:
 * −3.8 KB gzip). Lines are kept, so the source map stays valid. It fails the build when the
 * library's code no longer has that shape (no such line found, or one it does not recognise),
 * rather than silently letting the bundle grow back.
 */
const reactRouterTreeShaking = (): Plugin => {
  let removed = 0;
  return {
    name: 'lobby-react-router-tree-shaking',
    apply: 'build',
    buildStart() {
      removed = 0;
    },
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code, id) {
        const shakable = code
          .replace(/^\w+\.displayName = "[\w.]+";$/gm, () => {
            removed += 1;
            return '';
          })
          .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
        const unknown = /^[\w$]+\.displayName\b.*$/m.exec(shakable);
        if (unknown) {
          this.error(`react-router changed shape: "${unknown[0]}" in ${id}; update this plugin`);
        }
        return { code: shakable, map: null };
      },
    },
    buildEnd(error) {
      if (!error && removed === 0) {
        this.error(
          'react-router changed shape: no `X.displayName = "X";` line found; update this plugin',
        );
      }
    },
  };
};

/**
 * Moves the app's stylesheet from <head> to just after the splash cover, whose own styles are
 * inline: the browser paints the cover as soon as the HTML is parsed instead of waiting for the
 * stylesheet, which still blocks everything after it and the entry script (a deferred module
 * runs only once the document's stylesheets have loaded), so the app never renders unstyled.
 */
const stylesheetAfterCover = (): Plugin => ({
  name: 'lobby-stylesheet-after-cover',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const links = html.match(
        /[ \t]*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\n?/g,
      );
      const root = '<div id="root"></div>';
      if (links?.length !== 1 || !html.includes(root)) {
        throw new Error(
          `lobby-stylesheet-after-cover: expected one entry stylesheet link and ${root} in index.html`,
        );
      }
      const link = links[0].trim();
      return html.replace(links[0], '').replace(root, `${link}\n    ${root}`);
    },
  },
});

/**
 * Builds the built-in games' pages (play.html, src/play/**) into the same dist, as a build of
 * their own, before the service worker and the precompressed copies are written. In the lobby's
 * build (a second `input`), every module both entries use (React, i18next, money helpers) left
 * the lobby's one entry chunk for a shared chunk that the home route then loaded as a second
 * file: +0.8 KB gzip on the home route's first load, measured. Built apart, the game pages carry
 * their own copy of React and the lobby's home route is byte for byte what it was.
 */
const playPages = (): Plugin => {
  let root = '';
  let outDir = '';
  let mode = '';
  return {
    name: 'lobby-play-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        await build({
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          publicDir: false,
          resolve: { alias: [SOURCE_ALIAS] },
          plugins: [react()],
          build: {
            outDir,
            emptyOutDir: false,
            manifest: false,
            target: BUILD_TARGET,
            modulePreload: { polyfill: false },
            rolldownOptions: {
              input: { play: resolve(root, 'play.html') },
              output: {
                entryFileNames: 'assets/play/[name]-[hash].js',
                chunkFileNames: 'assets/play/[name]-[hash].js',
                assetFileNames: 'assets/play/[name]-[hash][extname]',
                codeSplitting: { groups: [{ name: 'play', tags: ['$initial'] }] },
              },
            },
          },
        });
      },
    },
  };
};

/** `vite` and `vite preview` answer /play/* page requests with play.html, as the server does. */
const playPagesFallback: Connect.NextHandleFunction = (req, _res, next) => {
  if (req.url && PLAY_PAGES.test(req.url) && (req.headers.accept ?? '').includes('text/html')) {
    req.url = `/play.html${req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`;
  }
  next();
};

const playPagesInDev = (): Plugin => ({
  name: 'lobby-play-pages-dev',
  configureServer(server) {
    server.middlewares.use(playPagesFallback);
  },
  configurePreviewServer(server) {
    server.middlewares.use(playPagesFallback);
  },
});

/**
 * Marks the lobby's entry chunk with V8's explicit compile hint (Chrome 136+): every function in
 * it is compiled eagerly on a background thread while the file streams in, instead of on the main
 * thread when first called. Nearly all of that chunk runs before the lobby's first paint; the hint
 * took its evaluation from ≈ 310 ms to ≈ 200 ms under a 4× CPU slowdown (ADR 0020). Other engines
 * read it as a comment. The source map gains an empty first line so it stays aligned.
 */
const compileHint = (): Plugin => ({
  name: 'lobby-compile-hint',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    // After vite's own hook has put its preload helper at the top of the chunk.
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.name !== 'index') continue;
        chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  },
});

/** Emits builds/latest.json, which running clients poll to learn that a new build is live. */
const buildManifest = (): Plugin => ({
  name: 'lobby-build-manifest',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'builds/latest.json',
      source: JSON.stringify({ buildId: BUILD_ID, builtAt: new Date().toISOString() }),
    });
  },
});

/**
 * Writes a .br and a .gz beside every text file of the build, which the production server sends
 * as they are (@fastify/static preCompressed) to clients that accept them: the entry chunk goes
 * from ≈ 430 KB to ≈ 120 KB on the wire. Runs after vite-plugin-pwa has written sw.js.
 */
const precompress = (): Plugin => {
  let dist = '';
  return {
    name: 'lobby-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      dist = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
        for (const file of files) {
          if (!/\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
          const path = join(dist, file);
          const bytes = readFileSync(path);
          if (bytes.length < 1024) continue;
          writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(bytes, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          );
        }
      },
    },
  };
};

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      SOURCE_ALIAS,
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ]
        : []),
    ],
  },
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  plugins: [
    react(),
    reactRouterTreeShaking(),
    stylesheetAfterCover(),
    buildManifest(),
    playPages(),
    playPagesInDev(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/favicon.svg'],
      manifest: {
        name: 'Crown Lobby — games & rewards',
        short_name: 'Crown Lobby',
        description: 'Play games, collect bonuses and VIP rewards.',
        theme_color: '#0b1030',
        background_color: '#0b1030',
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        // Pages the server renders itself (the sandbox provider's checkout stands for a payment
        // provider's site) must reach the network, not the app shell.
        // The game pages are play.html, a page of their own (the server answers /play/* with it);
        // not precached either: the lobby's visitors do not all open a game.
        // The operator console (/console/) is another app with its own shell: never this one's.
        navigateFallbackDenylist: [
          /^\/console(?:\/|$)/,
          /^\/app\//,
          /^\/dev\//,
          /^\/sandbox-pay\//,
          /^\/webhooks\//,
          PLAY_PAGES,
        ],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['builds/**', 'art/**', 'play.html', 'assets/play/**'],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/art/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'art', expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
    compileHint(),
    precompress(),
  ],
  server: {
    proxy: {
      // ws: the live chat's socket is on the player API too (/app/v1/chat/socket).
      '/app': { target: API_TARGET, changeOrigin: false, ws: true },
      '/dev': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/app': { target: API_TARGET, changeOrigin: false, ws: true },
      '/dev': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: BUILD_TARGET,
    cssCodeSplit: true,
    // Everything index.html loads statically goes in the one entry chunk: it is all fetched
    // before the lobby paints anyway, and one file compresses better than a dozen small ones
    // (code-split pages import from it). Modern browsers preload natively: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
}));
