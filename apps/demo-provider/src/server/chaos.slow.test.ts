import { describe, expect, it } from 'vitest';
import { chaosFetch, MAX_HOLD, seededRandom } from './chaos';
import type { Fetch } from './wallet-client';

/** A wallet that only counts what reaches it, in order. */
const recorder = () => {
  const received: string[] = [];
  const fetch: Fetch = async (_url, init) => {
    received.push(String(init.body));
    return new Response('{"ok":true,"balance":1}', { status: 200 });
  };
  return { received, fetch };
};

/**
 * Random choices scripted by the test: 0 → drop (below 0.1), 0.15 → delay (then the number of
 * calls it waits for: 0 → 1, 0.99 → MAX_HOLD), 0.9 → through.
 */
const scripted = (choices: number[]) => () => choices.shift() ?? 0.9;

describe('the chaos fetch', () => {
  it('delivers a dropped request but loses its answer', async () => {
    const wallet = recorder();
    const chaos = chaosFetch(wallet.fetch, { drop: 0.1, delay: 0.1, random: scripted([0]) });
    await expect(chaos.fetch('http://wallet/x', { body: 'a' })).rejects.toThrow(/lost/);
    expect(wallet.received).toEqual(['a']);
    const through = await chaos.fetch('http://wallet/x', { body: 'b' });
    expect(await through.json()).toEqual({ ok: true, balance: 1 });
    expect(chaos.stats).toMatchObject({ calls: 2, dropped: 1, delayed: 0 });
  });

  it('holds a delayed request (a timeout at once) and delivers it after the next call', async () => {
    const wallet = recorder();
    const chaos = chaosFetch(wallet.fetch, { drop: 0.1, delay: 0.1, random: scripted([0.15, 0]) });
    await expect(chaos.fetch('http://wallet/x', { body: 'debit' })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(wallet.received).toEqual([]);
    await chaos.fetch('http://wallet/x', { body: 'rollback' });
    await chaos.flush();
    // The late debit arrives after the call that followed it.
    expect(wallet.received).toEqual(['rollback', 'debit']);
  });

  it('holds a request for up to MAX_HOLD further calls', async () => {
    const wallet = recorder();
    const chaos = chaosFetch(wallet.fetch, {
      drop: 0.1,
      delay: 0.1,
      random: scripted([0.15, 0.99]),
    });
    await expect(chaos.fetch('http://wallet/x', { body: 'debit' })).rejects.toThrow();
    for (let call = 1; call <= MAX_HOLD; call++) {
      await chaos.fetch('http://wallet/x', { body: `call ${call}` });
      expect(wallet.received.includes('debit'), `after ${call} calls`).toBe(call === MAX_HOLD);
    }
    expect(wallet.received.at(-1)).toBe('debit');
  });

  it('delivers what is still held on flush', async () => {
    const wallet = recorder();
    const chaos = chaosFetch(wallet.fetch, { drop: 0, delay: 1, random: () => 0.5 });
    await expect(chaos.fetch('http://wallet/x', { body: 'one' })).rejects.toThrow();
    await expect(chaos.fetch('http://wallet/x', { body: 'two' })).rejects.toThrow();
    expect(wallet.received).toEqual([]);
    await chaos.flush();
    expect(wallet.received).toEqual(['one', 'two']);
    expect(chaos.stats).toMatchObject({ calls: 2, delayed: 2, delivered: 2 });
  });

  it('replays the same choices from the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
