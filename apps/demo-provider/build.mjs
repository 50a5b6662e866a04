// Bundles the studio: src/server/main.ts into dist/provider.mjs (our code inside, every npm
// dependency left to node_modules), and the game page into dist/public: game.js from
// src/page/main.ts and page.css, minified. The server serves dist/public when it sits beside it
// (src/server/assets.ts), and bundles the page in memory when run from its sources.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

rmSync(join(here, 'dist'), { recursive: true, force: true });

await Promise.all([
  build({
    entryPoints: [join(here, 'src/server/main.ts')],
    outfile: join(here, 'dist/provider.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    external,
    logLevel: 'warning',
    legalComments: 'none',
  }),
  build({
    entryPoints: [join(here, 'src/page/main.ts')],
    outfile: join(here, 'dist/public/game.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // The page's stylesheet is /assets/page.css of its own, whoever imports it.
    loader: { '.css': 'empty' },
    logLevel: 'warning',
    legalComments: 'none',
  }),
  build({
    entryPoints: [join(here, 'src/page/page.css')],
    outfile: join(here, 'dist/public/page.css'),
    bundle: true,
    minify: true,
    logLevel: 'warning',
    legalComments: 'none',
  }),
]);
console.log('build: dist/provider.mjs, dist/public/game.js, dist/public/page.css');
