// Node module hooks (registered by sql-text.mjs): a .sql file loads as a module whose default
// export is its text, as esbuild's text loader makes it in the bundle.
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.sql')) return nextLoad(url, context);
  const text = await readFile(new URL(url), 'utf8');
  return {
    format: 'module',
    shortCircuit: true,
    source: `export default ${JSON.stringify(text)};`,
  };
}
