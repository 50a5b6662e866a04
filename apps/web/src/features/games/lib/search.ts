import type { Game } from '@lobby/contract/app-config';

/** How long the search waits after the last keystroke before it filters (docs/rules.md "Games"). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Letters that carry no combining mark to strip but that players type without their accent. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

/**
 * A name or a query as the search compares them: lower case, compatibility forms unfolded
 * (ligatures, full-width letters), accents and other combining marks dropped, and only letters
 * and digits kept, so "hi lo", "Hi-Lo" and "hilo" are the same and "pharaohs" finds
 * "Pharaoh's".
 */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðłıþ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Games whose name contains the query, case- and accent-insensitively, in configured order. */
export const searchGames = (games: readonly Game[], query: string): Game[] => {
  const q = fold(query);
  if (!q) return [];
  return games
    .filter((g) => fold(g.name).includes(q))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
};
