import { act } from '@testing-library/react';

/**
 * Lets React finish what an event started (effects, their cleanups, the calls they make and
 * the promise chains after them) without waiting on the clock: a test that asserts something
 * did *not* happen awaits this instead of sleeping. `rounds` microtask turns are plenty for the
 * app's chains (a fetch stub answers within a few).
 */
export const settle = async (rounds = 20) => {
  await act(async () => {
    for (let i = 0; i < rounds; i++) await Promise.resolve();
  });
};
