// Bundles src/server.ts into dist/server.mjs: our code and the @lobby/* workspace packages
// inside, every npm dependency of this package left to node_modules. Then precompresses the
// built web app (apps/web/dist) and console (apps/console/dist) so the server can send .br/.gz
// files as they are.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@lobby/'));

await build({
  entryPoints: [join(here, 'src/server.ts')],
  outfile: join(here, 'dist/server.mjs'),
  bundle: true,
  // `@/x` is src/x: esbuild reads each file's nearest tsconfig.json, so its `paths` (ADR 0051).
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external,
  // The database functions' .sql files (db/sql-functions.ts imports them; src/sql-files.d.ts):
  // bundled as text.
  loader: { '.sql': 'text' },
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`build: dist/server.mjs (${external.length} npm dependencies external)`);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

// The player app and the operator console, each a build of its own.
for (const app of ['web', 'console']) {
  const dist = resolve(here, `../${app}/dist`);
  if (!existsSync(join(dist, 'index.html'))) continue;
  let written = 0;
  for (const file of filesUnder(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const stat = statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const source = readFileSync(file);
    for (const [suffix, compress] of [
      [
        '.br',
        (bytes) =>
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
      ],
      ['.gz', (bytes) => gzipSync(bytes, { level: 9 })],
    ]) {
      const target = file + suffix;
      if (existsSync(target) && statSync(target).mtimeMs >= stat.mtimeMs) continue;
      const compressed = compress(source);
      // Only worth keeping when it saves something.
      if (compressed.length < source.length * 0.9) {
        writeFileSync(target, compressed);
        written++;
      }
    }
  }
  console.log(`build: precompressed ${written} files of apps/${app}/dist`);
}
