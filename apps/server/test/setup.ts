import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * epic-stack's rule: a console.error during a test fails it, even one swallowed by a library
 * callback (checked after each test). A test that expects one calls expectConsoleError().
 */
let consoleError: MockInstance<(typeof console)['error']>;
let allowed = false;

export const expectConsoleError = () => {
  allowed = true;
  consoleError.mockImplementation(() => {});
  return consoleError;
};

beforeEach(() => {
  allowed = false;
  const original = console.error;
  consoleError = vi.spyOn(console, 'error');
  consoleError.mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called during the test: ${format(...args)}`);
  });
});

afterEach(() => {
  const calls = consoleError.mock.calls.length;
  consoleError.mockRestore();
  if (!allowed) expect(calls, 'console.error calls during the test').toBe(0);
});
