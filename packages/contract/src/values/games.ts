/** The built-in games, by the name a round and its verification carry. */
export const FAIR_GAME_NAMES = ['dice', 'crash', 'mines', 'slot'] as const;
export type FairGameName = (typeof FAIR_GAME_NAMES)[number];

/** One character of a client seed: printable ASCII without the space (U+0021 … U+007E). */
const CLIENT_SEED_CHARACTER = '[!-~]';
export const CLIENT_SEED_MAX_LENGTH = 64;
/** A whole client seed as an HTML input's `pattern` (which the browser anchors) … */
export const CLIENT_SEED_PATTERN = `${CLIENT_SEED_CHARACTER}{1,${CLIENT_SEED_MAX_LENGTH}}`;
/** … and the characters one may hold, which the schema checks apart from its length. */
export const CLIENT_SEED_CHARACTERS = new RegExp(`^${CLIENT_SEED_CHARACTER}+$`);

/** anonymous/fairVerify takes seeds of at most this many characters … */
export const VERIFY_SEED_MAX_LENGTH = 256;
/** … and a nonce of at most this. */
export const VERIFY_MAX_NONCE = 2 ** 31;
