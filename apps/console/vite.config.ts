import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** `@/…` names a file under src/, as tsconfig.json's `paths` does for the typecheck. */
const srcAlias = { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) };

const API_TARGET = 'http://127.0.0.1:8080';

// react-router's package exports name its development build in every mode (remix-run/react-router
// #12532): a production build takes its production files, as the player app's build does.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * The operator console: a build of its own (apps/console/dist), served by the lobby's server
 * under /console/. Nothing of it is in the player app's build, and the player app's service
 * worker leaves /console/ to the network. The server precompresses this build as it does the
 * player app's (apps/server/build.mjs).
 */
export default defineConfig(({ command }) => ({
  base: '/console/',
  resolve: {
    alias:
      command === 'build'
        ? [
            srcAlias,
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [srcAlias],
  },
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      // The console's calls and its chat socket (the session cookie travels with both).
      '/console/api': { target: API_TARGET, changeOrigin: false, ws: true },
      '/dev': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Staff use current browsers: no polyfill script.
    modulePreload: { polyfill: false },
  },
}));
