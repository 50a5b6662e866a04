import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { queryClient } from '../lib/query-client';
// The app's strings, as main.tsx loads them before the first render.
import '../app/console-strings';

// findBy… and waitFor wait for a condition, not for time: on a busy machine it may take seconds.
configure({ asyncUtilTimeout: 10_000 });

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
  // A console.error during a test fails it: errors are never background noise.
  if (calls.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
