import type { Game } from '@lobby/contract/app-config';

/** Case- and accent-insensitive "contains" match on the game's name. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const searchGames = (games: readonly Game[], query: string): Game[] => {
  const q = fold(query);
  if (!q) return [];
  return games
    .filter((g) => fold(g.name).includes(q))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
};
