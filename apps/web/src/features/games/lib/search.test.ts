import { describe, expect, it } from 'vitest';
import { configFixture } from '../../../test/fixtures/app-config';
import { fold, searchGames } from './search';

describe('game search', () => {
  it('matches names case- and accent-insensitively, in configured order', () => {
    expect(fold('  Pokér ')).toBe('poker');
    expect(searchGames(configFixture.games, 'LUCKY').map((g) => g.name)).toEqual([
      'Lucky Lanterns',
    ]);
    expect(searchGames(configFixture.games, 'r').map((g) => g.id)).toEqual([
      1002, 1003, 1004, 1005,
    ]);
    expect(searchGames(configFixture.games, '   ')).toEqual([]);
  });
});
