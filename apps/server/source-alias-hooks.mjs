// Node module hooks (registered by sql-text.mjs): `@/x` imported by a file of apps/<app>/ is
// apps/<app>/src/x, as each app's tsconfig `paths` says, whatever the working directory and
// whichever tsconfig tsx found there (ADR 0051). The file is found here, extension included, so
// the hook works before or after tsx's own in the chain.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apps = new URL('../', import.meta.url).href;
const SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

const fileOf = (path) =>
  SUFFIXES.map((suffix) => path + suffix).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  if (!specifier.startsWith('@/') || !parent?.startsWith(apps)) {
    return nextResolve(specifier, context);
  }
  const app = parent.slice(apps.length).split('/')[0];
  const path = fileURLToPath(new URL(`${app}/src/${specifier.slice(2)}`, apps));
  const file = fileOf(path);
  return nextResolve(file ? pathToFileURL(file).href : specifier, context);
}
