import { defineConfig } from 'vitest/config';
import { testExclude } from '../../vitest.tiers';
import { SERVER_SIMS, sourceAlias, sqlAsText } from './vitest.shared';

// The server's economics and simulations: arithmetic over the rewards', bonuses' and games'
// rules, with no database. They run once (npm run test:unit), not again in the server suites'
// PostgreSQL pass, which would only repeat them. No database is set up here: a file of this
// project that reaches for one fails.
export default defineConfig({
  plugins: [sqlAsText],
  resolve: { alias: [sourceAlias] },
  test: {
    name: 'server-sims',
    include: SERVER_SIMS,
    exclude: testExclude,
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // CPU-bound simulations: seconds alone, many times that on a busy machine. A safety net, not
    // a budget (npm run bench measures speed).
    testTimeout: 180_000,
  },
});
