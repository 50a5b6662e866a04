import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../src/config/env';

const sqlText = pathToFileURL(join(repoRoot, 'apps/server/sql-text.mjs')).href;

/**
 * Node's arguments that run a TypeScript entry point of the server from its sources, as
 * `npm run ops` does: tsx, and the migrations' .sql files imported as their text.
 */
export const fromSources = (entry: string): string[] => [
  '--import',
  'tsx',
  '--import',
  sqlText,
  entry,
];
