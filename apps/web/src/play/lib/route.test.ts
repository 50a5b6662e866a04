import { describe, expect, it } from 'vitest';
import { fairnessPath, gamePath, modeOf, pageOf, safeBackPath } from './route';

describe('the game pages’ addresses', () => {
  it('reads the page from the path', () => {
    expect(pageOf('/play/dice')).toEqual({ kind: 'game', game: 'dice' });
    expect(pageOf('/play/slot/')).toEqual({ kind: 'game', game: 'slot' });
    expect(pageOf('/play/fairness')).toEqual({ kind: 'fairness' });
    expect(pageOf('/play/poker')).toEqual({ kind: 'unknown' });
    expect(pageOf('/play/dice/extra')).toEqual({ kind: 'unknown' });
  });

  it('reads the mode from the lobby’s launch URL', () => {
    expect(modeOf('?session=abc-_1')).toEqual({ kind: 'session', sessionId: 'abc-_1' });
    expect(modeOf('?demo=1')).toEqual({ kind: 'demo' });
    expect(modeOf('')).toEqual({ kind: 'none' });
    expect(gamePath('mines', { kind: 'session', sessionId: 'a b' })).toBe(
      '/play/mines?session=a%20b',
    );
  });

  it('links a round to its verification', () => {
    const path = fairnessPath({
      game: 'mines',
      serverSeed: 'abc',
      clientSeed: 'my seed',
      nonce: 7,
      mines: 3,
      back: '/play/mines?demo=1',
    });
    const query = new URL(path, 'https://x').searchParams;
    expect(new URL(path, 'https://x').pathname).toBe('/play/fairness');
    expect(Object.fromEntries(query)).toEqual({
      game: 'mines',
      serverSeed: 'abc',
      clientSeed: 'my seed',
      nonce: '7',
      mines: '3',
      back: '/play/mines?demo=1',
    });
  });

  it('only goes back to a game page of this site', () => {
    expect(safeBackPath('/play/dice?session=x')).toBe('/play/dice?session=x');
    expect(safeBackPath('https://evil.example/play/dice')).toBeNull();
    expect(safeBackPath('//evil.example/play/dice')).toBeNull();
    expect(safeBackPath('/wallets')).toBeNull();
    expect(safeBackPath(null)).toBeNull();
  });
});
