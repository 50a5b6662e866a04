import { afterAll, beforeAll } from 'vitest';

/**
 * What a test file (or a describe block) opens once: `open` in beforeAll, `close` in afterAll.
 * The object it answers is filled with what `open` answered once beforeAll has run, so the tests
 * (and a client made from it, which reads it only when called) use it as that thing itself. A
 * hook registered before it runs before the opening and after the closing; one registered after
 * it, the other way round.
 */
export const useOpened = <T extends object>(
  open: () => Promise<T>,
  close: (opened: T) => Promise<unknown>,
): T => {
  const handle = {} as T;
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
    Object.assign(handle, opened);
  });
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return handle;
};
