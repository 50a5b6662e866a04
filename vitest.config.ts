import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { appSourceAlias } from './vitest.alias';
import { testExclude } from './vitest.tiers';

// CI sets VITEST_JSON_DIR to collect one JSON report per run for scripts/test-summary.mjs.
const jsonDir = process.env.VITEST_JSON_DIR;
const reporters = jsonDir ? ['default', 'json'] : ['default'];
const outputFile = jsonDir
  ? { json: `${jsonDir}/vitest-${process.pid}-${Date.now()}.json` }
  : undefined;

/**
 * Vitest's order, but the visual suite first among the browser files: its baselines are
 * screenshots of the freshly seeded server, which the other journeys then change (ADR 0068).
 */
class VisualFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const visual = sorted.find((file) => file.moduleId.endsWith('/e2e/visual.e2e.ts'));
    if (!visual) return sorted;
    const rest = sorted.filter((file) => file !== visual);
    const at = rest.findIndex((file) => file.project.name === visual.project.name);
    return [...rest.slice(0, at), visual, ...rest.slice(at)];
  }
}

// One config, nine projects:
// `--project repo|contract|games|demo-provider|web|console|server|server-sims|e2e`
// picks a suite.
export default defineConfig({
  test: {
    reporters,
    outputFile,
    sequence: { sequencer: VisualFirst },
    projects: [
      {
        // Checks of the repository as a whole (it stands alone). They load several apps' files:
        // each file's `@/` is its own app's src.
        plugins: [appSourceAlias],
        test: {
          name: 'repo',
          include: ['test/**/*.test.ts'],
          exclude: testExclude,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          exclude: testExclude,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'games',
          include: ['packages/games/src/**/*.test.ts'],
          exclude: testExclude,
          environment: 'node',
          // The slot's RTP enumerates 33.5 million spins (about a second, more on a busy machine).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The demo game studio's own units (its math, its wallet client); the runs against the
        // lobby's wallet live with the server's tests.
        test: {
          name: 'demo-provider',
          include: ['apps/demo-provider/src/**/*.test.ts'],
          exclude: testExclude,
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/console/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.sims.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
