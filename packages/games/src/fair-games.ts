/** The built-in games whose rounds a player can recompute from their seeds. */
export const FAIR_GAMES = ['dice', 'crash', 'mines', 'slot'] as const;
export type FairGame = (typeof FAIR_GAMES)[number];

export function isFairGame(game: string): game is FairGame {
  return (FAIR_GAMES as readonly string[]).includes(game);
}
