import { configDefaults } from 'vitest/config';

/**
 * The slow tier: crash, chaos, fuzz, simulations and RTP enumerations, in files named
 * `*.slow.test.ts`. `npm test`, `npm run validate` and CI run them (SLOW_TESTS=1); a plain
 * `npx vitest run` or `npm run test:quick` — the inner loop — leaves them out.
 */
export const SLOW_TESTS = '**/*.slow.test.{ts,tsx}';

/** What a project leaves out: the usual, and the slow tier unless SLOW_TESTS=1. */
export const testExclude = [
  ...configDefaults.exclude,
  ...(process.env.SLOW_TESTS === '1' ? [] : [SLOW_TESTS]),
];
