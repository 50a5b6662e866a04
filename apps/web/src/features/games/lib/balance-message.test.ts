import { describe, expect, it } from 'vitest';
import { balanceFromMessage } from './balance-message';

const ORIGIN = 'https://lobby.example';
const message = (data: unknown, origin = ORIGIN) => new MessageEvent('message', { data, origin });

describe('balance messages from a game page', () => {
  it('reads the coin of a lobby:balance message of our own origin', () => {
    expect(balanceFromMessage(message({ type: 'lobby:balance', coin: 12_345 }), ORIGIN)).toBe(
      12_345,
    );
    expect(balanceFromMessage(message({ type: 'lobby:balance', coin: 0 }), ORIGIN)).toBe(0);
  });

  it('ignores other origins, other messages and coins that are not hundredths', () => {
    const bad: [unknown, string?][] = [
      [{ type: 'lobby:balance', coin: 5 }, 'https://evil.example'],
      [{ type: 'lobby:balance', coin: 5 }, 'null'],
      [{ type: 'lobby:other', coin: 5 }],
      [{ type: 'lobby:balance' }],
      [{ type: 'lobby:balance', coin: '5' }],
      [{ type: 'lobby:balance', coin: 5.5 }],
      [{ type: 'lobby:balance', coin: -1 }],
      [{ type: 'lobby:balance', coin: Number.MAX_SAFE_INTEGER + 2 }],
      ['lobby:balance'],
      [null],
    ];
    for (const [data, origin] of bad) {
      expect(balanceFromMessage(message(data, origin), ORIGIN), JSON.stringify(data)).toBeNull();
    }
  });
});
