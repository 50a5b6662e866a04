import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Runs `work` once the main thread is idle (soon after, where the browser cannot tell). */
const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
};

/**
 * Renders `children` (keyed, in order) one more each time the main thread is idle after the last
 * has committed, as an interruptible transition: many sections are so built in short tasks
 * rather than in one commit long enough to block input. Once all are in, changes render at once.
 */
export function StagedList({ children }: { children: ReactNode[] }) {
  const [shown, setShown] = useState(0);
  const total = children.length;
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => startTransition(() => setShown((n) => n + 1)));
  }, [shown, total]);
  return <>{children.slice(0, shown)}</>;
}
