import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown (the resend wait)', () => {
  it('counts whole seconds down to zero and stops', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });

    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    // Stopped: no timer left behind.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock, so a throttled tab still ends on time', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The clock jumps 59.5 s while only one interval fires (as in a background tab).
    vi.setSystemTime(Date.now() + 59_500);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current.remaining).toBe(1);
  });

  it('restarting replaces the wait; zero clears it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(10));
    act(() => result.current.start(42));
    expect(result.current.remaining).toBe(42);
    act(() => result.current.start(0));
    expect(result.current.running).toBe(false);
  });
});
