import { describe, expect, it } from 'vitest';
import type { Game } from '@lobby/contract/app-config';
import { configFixture } from '@/test/fixtures/app-config';
import { fold, searchGames } from './search';

const named = (...names: string[]): Game[] =>
  names.map((name, i) => ({ ...configFixture.games[0]!, id: 100 + i, sort: i, name }));

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

  it('folds accents both ways: in the name and in what the player types', () => {
    const games = named('Pokér Night', 'Café Royale', 'Über Spins', 'Smørrebrød Slots');
    const names = (query: string) => searchGames(games, query).map((g) => g.name);
    expect(names('poker')).toEqual(['Pokér Night']);
    expect(names('POKÉR')).toEqual(['Pokér Night']);
    expect(names('cafe')).toEqual(['Café Royale']);
    expect(names('CAFÉ')).toEqual(['Café Royale']);
    expect(names('uber')).toEqual(['Über Spins']);
    // Letters with no accent to strip still match their plain spelling.
    expect(names('smorrebrod')).toEqual(['Smørrebrød Slots']);
    expect(fold('Straße')).toBe('strasse');
    expect(fold('İstanbul')).toBe('istanbul');
    // Compatibility forms (full-width letters, ligatures) read as the plain letters.
    expect(fold('ＬＵＣＫＹ ﬁve')).toBe('luckyfive');
  });

  it('ignores spaces and punctuation, so "hi lo", "Hi-Lo" and "pharaohs" all match', () => {
    const games = named('Hi-Lo Cards', "Pharaoh's Vault", 'Sic Bo Deluxe');
    const names = (query: string) => searchGames(games, query).map((g) => g.name);
    expect(names('hi lo')).toEqual(['Hi-Lo Cards']);
    expect(names('hilo')).toEqual(['Hi-Lo Cards']);
    expect(names('pharaohs')).toEqual(["Pharaoh's Vault"]);
    expect(names('sicbo')).toEqual(['Sic Bo Deluxe']);
    expect(names('!!!')).toEqual([]);
  });
});
