import { resolve } from 'node:path';
import type { Plugin } from 'vitest/config';

/** `@/x` is `src/x`, as tsconfig's `paths` says. */
export const sourceAlias = { find: /^@\//, replacement: `${resolve(import.meta.dirname, 'src')}/` };

/** A .sql file imported from TypeScript is its text, as in the bundle (src/sql-files.d.ts). */
export const sqlAsText: Plugin = {
  name: 'sql-as-text',
  transform: (code, id) =>
    id.endsWith('.sql') ? { code: `export default ${JSON.stringify(code)};`, map: null } : null,
};

/** The database-free economics and simulations (the server-sims project runs them). */
export const SERVER_SIMS = [
  'src/**/*-economics.test.ts',
  'src/**/*-sim.test.ts',
  'src/**/*-sim.slow.test.ts',
];
