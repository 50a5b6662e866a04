import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

interface Item {
  id: number;
  name?: string;
}

/** A group commit whose batches and single runs are recorded; `failBatch` makes batches throw. */
const recorded = (
  options: {
    maxInFlight?: number;
    maxBatch?: number;
    shareSlots?: boolean;
    failBatch?: boolean;
  } = {},
) => {
  const batches: number[][] = [];
  const singles: number[] = [];
  let running = 0;
  let mostRunning = 0;
  const group = new GroupCommit<Item, string>({
    maxInFlight: options.maxInFlight ?? 1,
    maxBatch: options.maxBatch ?? 64,
    shareSlots: options.shareSlots ?? false,
    exclusive: (item) => (item.name ? [item.name] : []),
    runBatch: async (items) => {
      running++;
      mostRunning = Math.max(mostRunning, running);
      batches.push(items.map((item) => item.id));
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (options.failBatch) throw new Error('batch failed');
      // Odd ids are left to run alone.
      return items.map((item) => (item.id % 2 === 0 ? `batch:${item.id}` : undefined));
    },
    runOne: async (item) => {
      singles.push(item.id);
      if (item.id === 13) throw new Error('thirteen');
      return `one:${item.id}`;
    },
  });
  return { group, batches, singles, mostRunning: () => mostRunning };
};

describe('group commit', () => {
  it('sends what is submitted at once as one batch, in order, and routes each answer', async () => {
    const { group, batches, singles } = recorded();
    const answers = await Promise.all([0, 1, 2, 3, 4].map((id) => group.submit({ id })));
    expect(batches).toEqual([[0, 1, 2, 3, 4]]);
    expect(singles).toEqual([1, 3]);
    expect(answers).toEqual(['batch:0', 'one:1', 'batch:2', 'one:3', 'batch:4']);
    expect(group.stats).toEqual({ batches: 1, batchedItems: 5, fallbacks: 0 });
  });

  it('keeps items sharing a name out of one batch and out of batches running at once', async () => {
    const { group, batches } = recorded({ maxInFlight: 2 });
    const items = [
      { id: 0, name: 'a' },
      { id: 2, name: 'a' },
      { id: 4, name: 'b' },
      { id: 6, name: 'b' },
      { id: 8 },
    ];
    await Promise.all(items.map((item) => group.submit(item)));
    // The second 'a' and 'b' wait for the first batch, though a second could run beside it.
    expect(batches).toEqual([
      [0, 4, 8],
      [2, 6],
    ]);
  });

  it('runs at most maxInFlight batches at once, each at most maxBatch long', async () => {
    const { group, batches, singles, mostRunning } = recorded({ maxInFlight: 2, maxBatch: 3 });
    const first = Array.from({ length: 4 }, (_, id) => group.submit({ id: id * 2 }));
    await Promise.resolve();
    const later = Array.from({ length: 8 }, (_, id) => group.submit({ id: 100 + id * 2 }));
    const answers = await Promise.all([...first, ...later]);
    expect(mostRunning()).toBe(2);
    expect(batches.every((batch) => batch.length <= 3)).toBe(true);
    // A batch of one runs alone.
    expect([...batches.flat(), ...singles].sort((a, b) => a - b)).toEqual([
      0,
      2,
      4,
      6,
      ...Array.from({ length: 8 }, (_, i) => 100 + i * 2),
    ]);
    expect(answers.every((answer) => /^(batch|one):/.test(answer))).toBe(true);
  });

  it('fills one batch with what waits, in order, unless told to share the slots', async () => {
    const { group, batches } = recorded({ maxInFlight: 2 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => group.submit({ id: i * 2 })));
    expect(batches).toEqual([[0, 2, 4, 6, 8, 10, 12, 14, 16, 18]]);
  });

  it('with shareSlots, shares what waits over the free slots to run side by side', async () => {
    const { group, batches, mostRunning } = recorded({ maxInFlight: 2, shareSlots: true });
    const items = Array.from({ length: 10 }, (_, i) => group.submit({ id: i * 2 }));
    await Promise.resolve();
    // Submitted while both slots are busy: they wait, then share the slots as these free up.
    const later = Array.from({ length: 3 }, (_, i) => group.submit({ id: 100 + i * 2 }));
    await Promise.all([...items, ...later]);
    expect(mostRunning()).toBe(2);
    expect(batches.slice(0, 2)).toEqual([
      [0, 2, 4, 6, 8],
      [10, 12, 14, 16, 18],
    ]);
    expect(batches.slice(2).flat()).toEqual([100, 102, 104]);
  });

  it('runs every item of a failed batch alone, in order; one failure rejects only its item', async () => {
    const { group, singles } = recorded({ failBatch: true });
    const answers = await Promise.allSettled([12, 13, 14].map((id) => group.submit({ id })));
    expect(singles).toEqual([12, 13, 14]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : String(a.reason)))).toEqual([
      'one:12',
      'Error: thirteen',
      'one:14',
    ]);
    expect(group.stats.fallbacks).toBe(1);
  });

  it('runs a lone item alone, without a batch', async () => {
    const { group, batches, singles } = recorded();
    expect(await group.submit({ id: 2 })).toBe('one:2');
    expect(batches).toEqual([]);
    expect(singles).toEqual([2]);
  });
});
