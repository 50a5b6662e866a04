/**
 * The reality check (docs/player-protection.md "Reality check", docs/adr/0072): every this many
 * minutes of play the game page stops the game and shows the time played and the net result of
 * the game session. The player picks one; there is no "off" (UKGC RTS 13, MGA).
 */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** What the lobby posts to the game's frame while the reality check shows, and after it. */
export const LOBBY_PAUSE = 'lobby:pause';
export const LOBBY_RESUME = 'lobby:resume';
