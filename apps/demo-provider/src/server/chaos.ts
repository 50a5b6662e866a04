import type { Fetch } from './wallet-client';

/**
 * A fetch that loses what a bad network loses, for the wallet client (CHAOS_DROP, CHAOS_DELAY):
 * - with probability `drop` the request IS delivered and answered, but the answer is thrown away:
 *   the client sees a network error, as when a connection breaks after the lobby committed;
 * - with probability `delay` the request is held back and the client sees a timeout at once; the
 *   held request is delivered LATER: once 1 to MAX_HOLD further wallet calls (of any round) have
 *   completed, or when `flush()` releases it. A debit held so can arrive after its own rollback.
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

/** A held request waits for at most this many further calls to complete. */
export const MAX_HOLD = 8;

interface Held {
  url: string;
  init: RequestInit;
  /** Calls still to complete before it goes. */
  calls: number;
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

  /** A call completed: it counts for the requests held before it began; those whose turn it is go. */
  const completed = (heldBefore: Set<Held>) => {
    for (const request of held.filter((h) => heldBefore.has(h))) {
      if (--request.calls > 0) continue;
      held.splice(held.indexOf(request), 1);
      deliver(request);
    }
  };

  const chaotic: Fetch = async (url, init) => {
    stats.calls++;
    const choice = options.random();
    // Held before this call: they count it once it is over (not the ones it adds).
    const waiting = new Set(held);
    try {
      if (choice < options.drop) {
        stats.dropped++;
        const response = await inner(url, init);
        await response.arrayBuffer();
        throw new ChaosError('chaos: the answer was lost on its way back');
      }
      if (choice < options.drop + options.delay) {
        stats.delayed++;
        held.push({ url, init, calls: 1 + Math.floor(options.random() * MAX_HOLD) });
        throw new DOMException('chaos: the request is held back', 'TimeoutError');
      }
      const response = await inner(url, init);
      // Read here, so that "completed" means answered: the held requests follow the answer.
      const body = await response.arrayBuffer();
      return new Response(body, { status: response.status, headers: response.headers });
    } finally {
      completed(waiting);
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
