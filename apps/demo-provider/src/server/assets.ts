import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The game page's bundle: /assets/game.js (src/page/main.ts) and /assets/page.css. The built
 * studio (dist/provider.mjs) serves dist/public, which build.mjs wrote beside it; run from its
 * sources (tests, development) it bundles the page in memory at startup with esbuild, as
 * build.mjs does but without writing anything.
 */

export interface PageAssets {
  'game.js': Buffer;
  'page.css': Buffer;
}

const here = import.meta.dirname;
const pageSources = join(here, '../page');

const readBuilt = (dir: string): PageAssets => ({
  'game.js': readFileSync(join(dir, 'game.js')),
  'page.css': readFileSync(join(dir, 'page.css')),
});

const bundleInMemory = async (): Promise<PageAssets> => {
  // esbuild is a development tool: the built studio never gets here.
  const { build } = await import('esbuild');
  const common = {
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  } as const;
  const [script, style] = await Promise.all([
    build({
      ...common,
      entryPoints: [join(pageSources, 'main.ts')],
      outfile: 'game.js',
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      // The page's stylesheet is /assets/page.css of its own, whoever imports it.
      loader: { '.css': 'empty' },
    }),
    build({ ...common, entryPoints: [join(pageSources, 'page.css')], outfile: 'page.css' }),
  ]);
  const only = (files: { path: string; contents: Uint8Array }[], suffix: string) => {
    const file = files.find((f) => f.path.endsWith(suffix));
    if (!file) throw new Error(`the page bundle has no ${suffix}`);
    return Buffer.from(file.contents);
  };
  return {
    'game.js': only(script.outputFiles, '.js'),
    'page.css': only(style.outputFiles, '.css'),
  };
};

/** One in-memory bundle per process: tests start many apps. */
let inMemory: Promise<PageAssets> | undefined;

export const loadPageAssets = (): Promise<PageAssets> => {
  const built = join(here, 'public');
  if (existsSync(join(built, 'game.js'))) return Promise.resolve(readBuilt(built));
  inMemory ??= bundleInMemory();
  return inMemory;
};
