import type { Fetch } from './wallet-client';

/**
 * A fetch that loses what a bad network loses, for the wallet client (CHAOS_DROP, CHAOS_DELAY):
 * - with probability `drop` the request IS delivered and answered, but the answer is thrown away:
 *   the client sees a network error, as when a connection breaks after the lobby committed;
 * - with probability `delay` the request is held back and the client sees a timeout at once; the
 *   held request is delivered LATER: when the next wallet call (of any round) has completed, or
 *   when `flush()` releases it. A debit held so can thus arrive after its own rollback.
 * Order comes from events, never timers: nothing here sleeps. The choices come from `random`,
 * a seeded PRNG, so a run's sequence of choices can be replayed (the order of concurrent calls
 * is the caller's).
 */

/** mulberry32: a small seeded PRNG of [0, 1). */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export class ChaosError extends Error {
  override readonly name = 'ChaosError';
}

interface Held {
  url: string;
  init: RequestInit;
}

export interface Chaos {
  fetch: Fetch;
  /** Delivers every held request and waits for their (discarded) answers. */
  flush(): Promise<void>;
  /** What chaos did so far (tests, logs). */
  readonly stats: { calls: number; dropped: number; delayed: number; delivered: number };
}

export const chaosFetch = (
  inner: Fetch,
  options: { drop: number; delay: number; random: () => number },
): Chaos => {
  const held: Held[] = [];
  const deliveries = new Set<Promise<void>>();
  const stats = { calls: 0, dropped: 0, delayed: 0, delivered: 0 };

  /** Sends a held request on its own; its answer goes nowhere. */
  const deliver = ({ url, init }: Held) => {
    const { signal: _signal, ...rest } = init;
    const delivery = inner(url, rest)
      .then((response) => response.arrayBuffer())
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        stats.delivered++;
        deliveries.delete(delivery);
      });
    deliveries.add(delivery);
  };

  const chaotic: Fetch = async (url, init) => {
    stats.calls++;
    const choice = options.random();
    // What was held before this call goes out once this call is over.
    const release = held.splice(0);
    try {
      if (choice < options.drop) {
        stats.dropped++;
        const response = await inner(url, init);
        await response.arrayBuffer();
        throw new ChaosError('chaos: the answer was lost on its way back');
      }
      if (choice < options.drop + options.delay) {
        stats.delayed++;
        held.push({ url, init });
        throw new DOMException('chaos: the request is held back', 'TimeoutError');
      }
      const response = await inner(url, init);
      // Read here, so that "completed" means answered: the held requests follow the answer.
      const body = await response.arrayBuffer();
      return new Response(body, { status: response.status, headers: response.headers });
    } finally {
      for (const request of release) deliver(request);
    }
  };

  return {
    fetch: chaotic,
    stats,
    flush: async () => {
      while (held.length > 0 || deliveries.size > 0) {
        for (const request of held.splice(0)) deliver(request);
        await Promise.all([...deliveries]);
      }
    },
  };
};
