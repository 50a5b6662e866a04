import * as cards from '../math/cards';
import type { CardsParams, CardsScoring } from '../math/cards';
import * as crash from '../math/crash';
import type { CrashParams } from '../math/crash';
import * as fishing from '../math/fishing';
import type { FishingParams } from '../math/fishing';
import * as slotsEngine from '../math/slots';
import type { SlotsParams } from '../math/slots';
import type { GameTheme, Outcome, Play, Random } from '../math/types';

// The studio's catalogue, as data: one game per title the studio supplies to the lobby (same code
// and name), its engine and the engine's parameters, its declared RTP (the exact RTP of its math,
// to 4 decimals: the tests hold every game to it), its limits and its look. The studio knows
// nothing of the lobby: this list is the studio's own.
//
// Engines by lobby type: slots → 'slots' (5×3 with 10 lines or 3×3 with 5, 24–32-stop strips);
// fishing → 'fishing'; table and live → 'cards' (declared RTP: the two hand bets'); crash and
// arcade → 'crash', but the Fortune Wheel, a one-reel 'slots' game (one window, one line).
//
// Minimum round durations (a round may not start before the last one's `nextRoundAt`):
//   slots 2 500 ms (UK Gambling Commission RTS 14: a slot game cycle lasts at least 2.5 s);
//   fishing 400 ms (a shot's flight); table cards 1 500 ms and live cards 3 000 ms (the deal
//   and the reveal); crash 2 000 ms and arcade 1 200 ms (the multiplier's rise at its shortest).

interface GameBase {
  code: string;
  name: string;
  theme: GameTheme;
  /** Declared RTP: the exact RTP of the game's math (of its main bets for cards), 4 decimals. */
  rtp: number;
  minRoundMs: number;
  /** Hundredths. */
  minBet: number;
  /** Hundredths, ≤ 1 000 000. */
  maxBet: number;
  /** Whether the game plays for demo coins (live tables do not). */
  demo: boolean;
}

export type DemoGame = GameBase &
  (
    | { kind: 'slots'; math: SlotsParams }
    | { kind: 'fishing'; math: FishingParams }
    | { kind: 'cards'; math: CardsParams }
    | { kind: 'crash'; math: CrashParams }
  );

// ——— Colours ———

/** #rrggbb of an HSL colour (h in degrees, s and l in [0, 1]). */
export function hsl(h: number, s: number, l: number): string {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * A dark theme around one hue: a deep background, a lighter surface for panels, near-white text
 * and a bright accent (buttons show background-coloured text on it). The tests check every
 * pairing for WCAG AA contrast (≥ 4.5:1).
 */
function palette(hue: number, symbols: string[]): GameTheme {
  const background = hsl(hue, 0.55, 0.1);
  // Blues are darker than yellows at one lightness: lighten the accent until it stands out.
  let lightness = 0.6;
  while (relativeLuminance(hsl((hue + 35) % 360, 0.85, lightness)) < 0.3) lightness += 0.02;
  return {
    background,
    surface: hsl(hue, 0.4, 0.19),
    accent: hsl((hue + 35) % 360, 0.85, lightness),
    text: hsl(hue, 0.3, 0.96),
    symbols,
  };
}

/** WCAG relative luminance of #rrggbb. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// ——— Slots ———

/** Rows per reel of the 5×3 games' 10 lines. */
const LINES_5X3 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
/** The 3×3 games' 5 lines: three rows and two diagonals. */
const LINES_3X3 = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
const ONE_LINE = [[0]];

interface SlotsSpec {
  code: string;
  name: string;
  rtp: number;
  theme: GameTheme;
  /** One string per reel: letter A is symbol 0, B symbol 1 … */
  strips: string[];
  lines: number[][];
  /** Per symbol, line bets for 3, 4, 5 of a kind (5×3), 3 of a kind (3×3), or 1 (one reel). */
  pays: number[][] | number[];
  /** The last symbol is wild. */
  wild?: boolean;
}

function slots(spec: SlotsSpec): DemoGame {
  const reels = spec.strips.length;
  const pays = spec.pays.map((row) => {
    const given = typeof row === 'number' ? [row] : row;
    return [...new Array<number>(reels - given.length).fill(0), ...given];
  });
  return {
    code: spec.code,
    name: spec.name,
    kind: 'slots',
    theme: spec.theme,
    rtp: spec.rtp,
    minRoundMs: reels === 1 ? 1_200 : 2_500,
    minBet: 100,
    maxBet: reels === 1 ? 20_000 : 50_000,
    demo: true,
    math: {
      rows: reels === 1 ? 1 : 3,
      strips: spec.strips.map((strip) => [...strip].map((letter) => letter.charCodeAt(0) - 65)),
      lines: spec.lines,
      pays,
      ...(spec.wild ? { wild: spec.theme.symbols.length - 1 } : {}),
    },
  };
}

// ——— Fishing ———

function fishTable(
  code: string,
  name: string,
  rtp: number,
  theme: GameTheme,
  multipliers: number[],
): DemoGame {
  return {
    code,
    name,
    kind: 'fishing',
    theme,
    rtp,
    minRoundMs: 400,
    minBet: 10,
    maxBet: 10_000,
    demo: true,
    math: { rtp, fish: multipliers.map((multiplier, symbol) => ({ symbol, multiplier })) },
  };
}

// ——— Cards ———

interface CardsSpec {
  code: string;
  name: string;
  rtp: number;
  theme: GameTheme;
  live?: boolean;
  decks: number;
  cardsEach: 1 | 2;
  scoring: CardsScoring;
  hands: [string, string];
  tie: string;
  /** Hand bets: hundredths paid on a win (stake included) and returned on a tie. */
  pays: number;
  tieReturns: number;
  /** The tie bet: hundredths paid on a tie. */
  tiePays: number;
}

function cardTable(spec: CardsSpec): DemoGame {
  const [first, second] = spec.hands;
  return {
    code: spec.code,
    name: spec.name,
    kind: 'cards',
    theme: spec.theme,
    rtp: spec.rtp,
    minRoundMs: spec.live ? 3_000 : 1_500,
    minBet: 100,
    maxBet: spec.live ? 1_000_000 : 500_000,
    demo: !spec.live,
    math: {
      decks: spec.decks,
      cardsEach: spec.cardsEach,
      scoring: spec.scoring,
      hands: spec.hands,
      sides: [
        { name: first, on: 0, pays: spec.pays, tieReturns: spec.tieReturns },
        { name: second, on: 1, pays: spec.pays, tieReturns: spec.tieReturns },
        { name: spec.tie, on: 'tie', pays: spec.tiePays },
      ],
    },
  };
}

// ——— Crash and arcade ———

function rising(
  code: string,
  name: string,
  rtp: number,
  theme: GameTheme,
  maxMultiplier: number,
  arcade = false,
): DemoGame {
  return {
    code,
    name,
    kind: 'crash',
    theme,
    rtp,
    minRoundMs: arcade ? 1_200 : 2_000,
    minBet: 10,
    maxBet: 100_000,
    demo: true,
    math: { rtp, maxMultiplier },
  };
}

export const demoGames: readonly DemoGame[] = [
  slots({
    code: 'golden-orchard',
    name: 'Golden Orchard',
    rtp: 0.9611,
    theme: palette(20, ['🍒', '🍋', '🍊', '🍐', '🍑', '🍎', '🍇', '🌳']),
    // fruit orchard, the tree is wild
    strips: [
      'BACBDAEBFACBDEBACBDFHAEBACBDEFHG',
      'ACBDACBCADBCAEDCBACHBDACABCDEFHG',
      'ABACABAABCDABEAFABCAHABACBDAEFHG',
      'BCDBEDCFBDCAEBFDCGBDECFBDBCDEFGH',
      'ABAECAFBAEGDABFCEAABGFEACBADEFGH',
    ],
    lines: LINES_5X3,
    pays: [
      [5, 15, 50],
      [5, 20, 75],
      [10, 30, 100],
      [15, 40, 150],
      [20, 60, 200],
      [30, 100, 400],
      [50, 200, 750],
      [100, 400, 2000],
    ],
    wild: true,
  }),
  slots({
    code: 'pharaohs-vault',
    name: "Pharaoh's Vault",
    rtp: 0.9583,
    theme: palette(40, ['🏺', '🐍', '🪲', '🐈', '👁️', '🔺', '👑', '🗝️']),
    // the key is wild
    strips: [
      'ABCADCBAECABDCAFBCEADBACABCDEFGH',
      'BADBFABEDCAFBBDAFGEBADBFCABDEFGH',
      'ABCBADBGEACBABGDAECBHABGACBDEGFH',
      'ABECAEDBAFECABEDACEBFHAEBACDEFHG',
      'CADBCFDEACBDCFADBGCEHFDCABCDEFGH',
    ],
    lines: LINES_5X3,
    pays: [
      [6, 18, 60],
      [6, 24, 90],
      [12, 36, 120],
      [18, 48, 180],
      [24, 72, 240],
      [36, 120, 480],
      [60, 240, 900],
      [120, 480, 2400],
    ],
    wild: true,
  }),
  slots({
    code: 'crown-of-jewels',
    name: 'Crown of Jewels',
    rtp: 0.9643,
    theme: palette(285, ['🔷', '🔶', '💠', '💍', '💎', '👑']),
    strips: ['ABDCBAEFBDACBEADFBACBDEF', 'BBDEBDCBEABDFEBBDEBCBDEF', 'ABCAFBEACDBFAECBAFABCDEF'],
    lines: LINES_3X3,
    pays: [[5], [10], [20], [40], [80], [200]],
  }),
  slots({
    code: 'clover-fortune',
    name: 'Clover Fortune',
    rtp: 0.969,
    theme: palette(130, ['🎩', '🍺', '🌈', '🪙', '💰', '🌟', '🍀']),
    // the clover is wild
    strips: [
      'ABDCABDFABDCABEFDABCDAFBDACBDEFG',
      'ABCEACBAECABDECAFBECABACEABDCEFG',
      'ABCDABEACBDAEBCADGBACEDBAABCDEGF',
      'BADCBEBADCBDAEBCFBDABCEDBACBDEFG',
      'ABCDABCFADABCEFADBCABDCFAABCDEFG',
    ],
    lines: LINES_5X3,
    pays: [
      [4, 16, 60],
      [8, 24, 80],
      [12, 32, 120],
      [16, 48, 160],
      [24, 80, 320],
      [40, 160, 600],
      [80, 320, 1600],
    ],
    wild: true,
  }),
  slots({
    code: 'thunder-reels',
    name: 'Thunder Reels',
    rtp: 0.9564,
    theme: palette(230, ['☁️', '🌧️', '🌪️', '🛡️', '🔨', '🦅', '🏛️', '⚡']),
    // the bolt is wild
    strips: [
      'ABCBABAECBAGBCAFBEABCGABDACBEFGH',
      'ABDBADBACFGBDAEBADBFGADBCABDEFGH',
      'ACBDFCEABCFDAEBCFCABDECFABCDEFGH',
      'ABCGDABEGFACDBGAECGBDFAGABCDEGFH',
      'ABDCEAADFBEGCADEABCFGDAEBACDEFGH',
    ],
    lines: LINES_5X3,
    pays: [
      [8, 23, 75],
      [8, 30, 113],
      [15, 45, 150],
      [23, 60, 225],
      [30, 90, 300],
      [45, 150, 600],
      [75, 300, 1125],
      [150, 600, 3000],
    ],
    wild: true,
  }),
  slots({
    code: 'midnight-moon',
    name: 'Midnight Moon',
    rtp: 0.9668,
    theme: palette(250, ['🦇', '🕯️', '🦉', '🐈‍⬛', '🐺', '🔮', '🌕']),
    strips: [
      'ABDFAEDBFCAGDEBFADFBAEGDFCABDEFG',
      'ABEDFAEBECAFDEBAEFGBDAEFECABDEFG',
      'ABDFECDABFEDABFDCEFADBEDFACBDEFG',
      'ABAEDABEAFBADEABAGEDFABCEABADEFG',
      'AEABAEDAECFABAEAEDBAFEAAECBADEFG',
    ],
    lines: LINES_5X3,
    pays: [
      [5, 20, 75],
      [10, 30, 100],
      [15, 40, 150],
      [20, 60, 200],
      [30, 100, 400],
      [50, 200, 750],
      [100, 400, 2000],
    ],
  }),
  slots({
    code: 'lotus-garden',
    name: 'Lotus Garden',
    rtp: 0.9701,
    theme: palette(330, ['🐸', '🎐', '🐟', '🌸', '🏮', '🪷']),
    // the lotus is wild
    strips: ['ABBACEDBAEBACDBAEBACBDEF', 'ABACABABCADABACABABCADEF', 'CABDCBCADCBDCACBDCABCDEF'],
    lines: LINES_3X3,
    pays: [[5], [10], [20], [40], [80], [200]],
    wild: true,
  }),
  slots({
    code: 'liberty-bells',
    name: 'Liberty Bells',
    rtp: 0.9592,
    theme: palette(0, ['🍒', '🍋', '🍉', 'BAR', '🔔', '7']),
    strips: ['ABCDBABACDBAFBCDABACBDEF', 'BADBEABCDAEBFBADEBCABDEF', 'ABCADEABCDAFABECDABACDEF'],
    lines: LINES_3X3,
    pays: [[8], [15], [30], [60], [120], [300]],
  }),
  slots({
    code: 'gem-cascade',
    name: 'Gem Cascade',
    rtp: 0.9626,
    theme: palette(270, ['🟢', '🔵', '🟣', '🟠', '🔴', '💍', '💎', '✨']),
    strips: [
      'BEAFBEFHBEDAEBFHEBFECBAFHEBDEFHG',
      'BAHEBHABCFEHDBHEABHFBHEACHBDEHFG',
      'BACEDBFBECDHABFEGBCDFBEHACBDEFHG',
      'BAEBFEDABCEFBEADFGBEHBFEACBDEFGH',
      'BEEBAEHBEBDEHEBFEHBEACEBHEBDEHFG',
    ],
    lines: LINES_5X3,
    pays: [
      [6, 17, 55],
      [6, 22, 83],
      [11, 33, 110],
      [17, 44, 165],
      [22, 66, 220],
      [33, 110, 440],
      [55, 220, 825],
      [110, 440, 2200],
    ],
  }),
  slots({
    code: 'starlight-wilds',
    name: 'Starlight Wilds',
    rtp: 0.9734,
    theme: palette(220, ['🪐', '☄️', '🌠', '🌙', '🛸', '👩‍🚀', '🌟', '⭐']),
    // the star is wild
    strips: [
      'ABCEDABCFEABDCABEDFHACBEABCDEFHG',
      'ABCDAEBCFABCDEABCGDFAEBCABCDEFGH',
      'ABCAEBCFDABCEFABCDHAEBCFABCDEFHG',
      'ABDCEBADCFBDAECBDAFHCEBDABCDEFHG',
      'BACBAEBCBADBECBAFBHACEBBACDBEFHG',
    ],
    lines: LINES_5X3,
    pays: [
      [5, 14, 45],
      [5, 18, 68],
      [9, 27, 90],
      [14, 36, 135],
      [18, 54, 180],
      [27, 90, 360],
      [45, 180, 675],
      [90, 360, 1800],
    ],
    wild: true,
  }),
  slots({
    code: 'pot-of-plenty',
    name: 'Pot of Plenty',
    rtp: 0.9571,
    theme: palette(45, ['🍀', '🪙', '🌈', '🎩', '🍯', '💰', '🏺']),
    // the pot is wild
    strips: [
      'ACBACACABCACDACBACACBACACBADCEFG',
      'ABECEABCEFABECEABCEFABECEDABCEFG',
      'BADBDAEBDFBADEBADBFBDAECBDABDEFG',
      'CDCDCCDBCDCCDAECDFCDCCDBCDCCDEFG',
      'ABDBEADBADCEBDABEDABDAEBDCABDEFG',
    ],
    lines: LINES_5X3,
    pays: [
      [7, 26, 98],
      [13, 39, 130],
      [20, 52, 195],
      [26, 78, 260],
      [39, 130, 520],
      [65, 260, 975],
      [130, 520, 2600],
    ],
    wild: true,
  }),
  slots({
    code: 'lucky-horseshoe',
    name: 'Lucky Horseshoe',
    rtp: 0.9664,
    theme: palette(30, ['🎲', '🃏', '🍀', '🐎', '🧲']),
    strips: ['ABBACBABABABCABABABDCABE', 'ACBADCEABCDACABEDACBACDE', 'ADACEDADACEDABACDEADACDE'],
    lines: LINES_3X3,
    pays: [[10], [20], [40], [80], [200]],
  }),
  slots({
    code: 'sun-temple',
    name: 'Sun Temple',
    rtp: 0.9618,
    theme: palette(35, ['🌵', '🐍', '🐆', '🦅', '🗿', '🏺', '🌞', '☀️']),
    // the sun is wild
    strips: [
      'ABCDAEBCFABGDECABDFACEBGABCDEFGH',
      'BACBAEDBFACBEBADGCBFHAEBACBDEFGH',
      'ABDCEFABGDCAEBFGDCABEDFGABCDEFGH',
      'ABCDAEBCFABDECABGDFHACEBABCDEFGH',
      'ABCADEBCABDHAECBAGDCEBAHABCDEHGF',
    ],
    lines: LINES_5X3,
    pays: [
      [5, 15, 50],
      [5, 20, 75],
      [10, 30, 100],
      [15, 40, 150],
      [20, 60, 200],
      [30, 100, 400],
      [50, 200, 750],
      [100, 400, 2000],
    ],
    wild: true,
  }),
  slots({
    code: 'fruit-fiesta',
    name: 'Fruit Fiesta',
    rtp: 0.9589,
    theme: palette(150, ['🍌', '🍍', '🥭', '🍓', '🥥', '🍉']),
    // the melon is wild
    strips: ['ABBACDBABAEBCDABABCABDEF', 'ABCABCABDABECABCABABCDEF', 'ABDCADBACDBAFDCBADABCDEF'],
    lines: LINES_3X3,
    pays: [[4], [8], [16], [32], [64], [160]],
    wild: true,
  }),
  slots({
    code: 'royal-sevens',
    name: 'Royal Sevens',
    rtp: 0.9556,
    theme: palette(350, ['J', 'Q', 'K', 'A', '💎', '7']),
    strips: ['ABEABABCEDABEABABECABDEF', 'ADBACFDADABFCADAFDBCADFE', 'ACBAAECABDACABEACABACDEF'],
    lines: LINES_3X3,
    pays: [[10], [20], [40], [80], [160], [400]],
  }),
  slots({
    code: 'coin-volcano',
    name: 'Coin Volcano',
    rtp: 0.974,
    theme: palette(10, ['🪨', '🔥', '💎', '⛏️', '🪙', '💰', '🐉', '🌋']),
    // the eruption is wild
    strips: [
      'ABBACEBABEACBABFEBACBEABDACBEFGH',
      'ACBDFACBDCAFBCDAFGCBADCFABCDFEGH',
      'ABDCBAEBDACEBDAFGBCHAEDBACBDEFGH',
      'ABECDFABEAFCDEBAFECBDAFEABCDEFGH',
      'ACBGEADGCBEAGCAEGDBACGEGBACDEGFH',
    ],
    lines: LINES_5X3,
    pays: [
      [7, 21, 70],
      [7, 28, 105],
      [14, 42, 140],
      [21, 56, 210],
      [28, 84, 280],
      [42, 140, 560],
      [70, 280, 1050],
      [140, 560, 2800],
    ],
    wild: true,
  }),
  slots({
    code: 'jungle-mask',
    name: 'Jungle Mask',
    rtp: 0.9602,
    theme: palette(110, ['🦜', '🐍', '🐒', '🐅', '🦍', '🗿', '🎭']),
    // the mask is wild
    strips: [
      'ACDBCDACBDACDEBCADCBDACCDABCDEFG',
      'AACFEAFABCAEFACAFEAFCAEBAFDACEFG',
      'BADBEBDABCEDBABDBEBADBEDBCABDEFG',
      'ABDABFADBCFABDEABFDABADBFCABDEFG',
      'CDECEDCBCEDCAEDCFEGCDECBDCECDEFG',
    ],
    lines: LINES_5X3,
    pays: [
      [6, 24, 90],
      [12, 36, 120],
      [18, 48, 180],
      [24, 72, 240],
      [36, 120, 480],
      [60, 240, 900],
      [120, 480, 2400],
    ],
    wild: true,
  }),
  slots({
    code: 'fortune-wheel',
    name: 'Fortune Wheel',
    rtp: 0.96875,
    theme: palette(55, ['✖', '1×', '2×', '3×', '5×', '10×', '20×']),
    strips: ['AABAAACABAAABAAACABAAABAAACABAAABAAACABAAABAAACABAAABADAACABAEFG'],
    lines: ONE_LINE,
    pays: [0, 1, 2, 3, 5, 10, 20],
  }),
  fishTable(
    'ocean-king',
    'Ocean King',
    0.9615,
    palette(200, ['🐟', '🐠', '🐡', '🦑', '🐢', '🦈', '🐋', '👑']),
    [2, 3, 5, 8, 15, 30, 100, 300],
  ),
  fishTable(
    'shark-hunter',
    'Shark Hunter',
    0.9595,
    palette(190, ['🐟', '🐠', '🦐', '🐙', '🐡', '🦈', '🦈🦈']),
    [2, 4, 6, 10, 25, 80, 250],
  ),
  fishTable(
    'deep-sea-bounty',
    'Deep Sea Bounty',
    0.9652,
    palette(215, ['🐚', '🦀', '🐠', '🐡', '⚓', '💰', '🏴‍☠️']),
    [2, 3, 6, 12, 40, 120, 500],
  ),
  fishTable(
    'reef-blaster',
    'Reef Blaster',
    0.9678,
    palette(175, ['🐠', '🐟', '🦐', '🦞', '🐡', '🐢', '🪸']),
    [2, 3, 4, 8, 20, 50, 150],
  ),
  fishTable(
    'kraken-fury',
    'Kraken Fury',
    0.9635,
    palette(265, ['🐟', '🦑', '🐡', '🦈', '⚓', '🐙']),
    [2, 5, 10, 30, 100, 400],
  ),
  fishTable(
    'whale-tales',
    'Whale Tales',
    0.9695,
    palette(205, ['🐟', '🐬', '🦭', '🐢', '🦈', '🐳', '🐋']),
    [2, 3, 5, 10, 20, 60, 200],
  ),
  fishTable(
    'lanternfish-party',
    'Lanternfish Party',
    0.971,
    palette(240, ['🦐', '🐟', '🪼', '🐡', '🐙', '🏮', '🐉']),
    [2, 4, 8, 16, 32, 64, 128],
  ),
  cardTable({
    code: 'classic-blackjack',
    name: 'Classic Blackjack',
    rtp: 0.9644,
    theme: palette(140, ['🂠', '♠', '♥', '♦', '♣']),
    decks: 6,
    cardsEach: 2,
    scoring: 'twenty-one',
    hands: ['player', 'dealer'],
    tie: 'push',
    pays: 200,
    tieReturns: 50,
    tiePays: 1200,
  }),
  cardTable({
    code: 'european-roulette',
    name: 'European Roulette',
    rtp: 0.9659,
    theme: palette(355, ['🂠', '🔴', '⚫', '🟢']),
    decks: 1,
    cardsEach: 1,
    scoring: 'high-card',
    hands: ['red', 'black'],
    tie: 'zero',
    pays: 199,
    tieReturns: 50,
    tiePays: 1500,
  }),
  cardTable({
    code: 'baccarat-gold',
    name: 'Baccarat Gold',
    rtp: 0.9655,
    theme: palette(45, ['🂠', '♠', '♥', '♦', '♣']),
    decks: 8,
    cardsEach: 2,
    scoring: 'baccarat',
    hands: ['player', 'banker'],
    tie: 'tie',
    pays: 198,
    tieReturns: 75,
    tiePays: 900,
  }),
  cardTable({
    code: 'three-card-poker',
    name: 'Three Card Poker',
    rtp: 0.968,
    theme: palette(160, ['🂠', '♠', '♥', '♦', '♣']),
    decks: 1,
    cardsEach: 2,
    scoring: 'high-card',
    hands: ['player', 'dealer'],
    tie: 'tie',
    pays: 197,
    tieReturns: 65,
    tiePays: 1800,
  }),
  cardTable({
    code: 'sic-bo-deluxe',
    name: 'Sic Bo Deluxe',
    rtp: 0.9648,
    theme: palette(15, ['🂠', '🎲', '🎲', '🎲']),
    decks: 2,
    cardsEach: 1,
    scoring: 'high-card',
    hands: ['big', 'small'],
    tie: 'triple',
    pays: 199,
    tieReturns: 55,
    tiePays: 1300,
  }),
  cardTable({
    code: 'dragon-tiger',
    name: 'Dragon Tiger',
    rtp: 0.9627,
    theme: palette(0, ['🂠', '🐉', '🐅']),
    decks: 8,
    cardsEach: 1,
    scoring: 'high-card',
    hands: ['dragon', 'tiger'],
    tie: 'tie',
    pays: 200,
    tieReturns: 50,
    tiePays: 1200,
  }),
  cardTable({
    code: 'casino-holdem',
    name: "Casino Hold'em",
    rtp: 0.965,
    theme: palette(125, ['🂠', '♠', '♥', '♦', '♣']),
    decks: 4,
    cardsEach: 2,
    scoring: 'high-card',
    hands: ['player', 'dealer'],
    tie: 'split',
    pays: 198,
    tieReturns: 50,
    tiePays: 1800,
  }),
  rising('sky-pilot', 'Sky Pilot', 0.97, palette(210, ['✈️']), 100_000),
  rising('moon-launch', 'Moon Launch', 0.9683, palette(260, ['🚀']), 1_000_000),
  rising('bull-run', 'Bull Run', 0.966, palette(100, ['📈']), 50_000),
  rising('balloon-pop', 'Balloon Pop', 0.964, palette(320, ['🎈']), 10_000),
  rising('comet-x', 'Comet X', 0.972, palette(250, ['☄️']), 500_000),
  cardTable({
    code: 'live-roulette',
    name: 'Live Roulette',
    rtp: 0.9671,
    theme: palette(350, ['🂠', '🔴', '⚫', '🟢']),
    live: true,
    decks: 1,
    cardsEach: 1,
    scoring: 'high-card',
    hands: ['red', 'black'],
    tie: 'zero',
    pays: 198,
    tieReturns: 60,
    tiePays: 1500,
  }),
  cardTable({
    code: 'live-blackjack',
    name: 'Live Blackjack',
    rtp: 0.9632,
    theme: palette(150, ['🂠', '♠', '♥', '♦', '♣']),
    live: true,
    decks: 8,
    cardsEach: 2,
    scoring: 'twenty-one',
    hands: ['player', 'dealer'],
    tie: 'push',
    pays: 199,
    tieReturns: 55,
    tiePays: 1200,
  }),
  cardTable({
    code: 'live-baccarat',
    name: 'Live Baccarat Squeeze',
    rtp: 0.9649,
    theme: palette(50, ['🂠', '♠', '♥', '♦', '♣']),
    live: true,
    decks: 8,
    cardsEach: 2,
    scoring: 'baccarat',
    hands: ['player', 'banker'],
    tie: 'tie',
    pays: 199,
    tieReturns: 70,
    tiePays: 900,
  }),
  cardTable({
    code: 'dream-wheel',
    name: 'Dream Wheel Live',
    rtp: 0.9674,
    theme: palette(290, ['🂠', '🌙', '☀️', '🎡']),
    live: true,
    decks: 4,
    cardsEach: 1,
    scoring: 'high-card',
    hands: ['moon', 'sun'],
    tie: 'jackpot',
    pays: 200,
    tieReturns: 55,
    tiePays: 1300,
  }),
  cardTable({
    code: 'live-sic-bo',
    name: 'Live Sic Bo',
    rtp: 0.9619,
    theme: palette(25, ['🂠', '🎲', '🎲', '🎲']),
    live: true,
    decks: 2,
    cardsEach: 2,
    scoring: 'baccarat',
    hands: ['big', 'small'],
    tie: 'triple',
    pays: 196,
    tieReturns: 80,
    tiePays: 900,
  }),
  cardTable({
    code: 'live-dragon-tiger',
    name: 'Live Dragon Tiger',
    rtp: 0.9621,
    theme: palette(5, ['🂠', '🐉', '🐅']),
    live: true,
    decks: 6,
    cardsEach: 1,
    scoring: 'high-card',
    hands: ['dragon', 'tiger'],
    tie: 'tie',
    pays: 199,
    tieReturns: 55,
    tiePays: 1200,
  }),
  rising('plinko-drop', 'Plinko Drop', 0.963, palette(180, ['🔵']), 100_000, true),
  rising('keno-quick', 'Keno Quick', 0.958, palette(230, ['🔢']), 50_000, true),
  rising('scratch-gold', 'Scratch Gold', 0.96, palette(40, ['🎟️']), 20_000, true),
  rising('hi-lo-cards', 'Hi-Lo Cards', 0.9685, palette(145, ['🃏']), 50_000, true),
  rising('limbo', 'Limbo', 0.975, palette(275, ['🎯']), 1_000_000, true),
  rising('bingo-blast', 'Bingo Blast', 0.956, palette(195, ['🅱️']), 20_000, true),
];

const byCode = new Map(demoGames.map((game) => [game.code, game]));

export function findGame(code: string): DemoGame | undefined {
  return byCode.get(code);
}

/** Why a round cannot be played (play of another engine, bad play, bet out of limits), or null. */
export function validateRound(game: DemoGame, play: Play, bet: number): string | null {
  if (!Number.isInteger(bet) || bet < game.minBet || bet > game.maxBet) {
    return `bet must be an integer from ${game.minBet} to ${game.maxBet}`;
  }
  if (play?.kind !== game.kind) return `this game takes a ${game.kind} play`;
  switch (game.kind) {
    case 'slots':
      return slotsEngine.validatePlay(game.math, play);
    case 'fishing':
      return fishing.validatePlay(game.math, play);
    case 'cards':
      return cards.validatePlay(game.math, play);
    default:
      return crash.validatePlay(game.math, play);
  }
}

/** One round of the game; throws a RangeError on a play that `validateRound` refuses. */
export function playRound(game: DemoGame, play: Play, bet: number, random: Random): Outcome {
  const refusal = validateRound(game, play, bet);
  if (refusal) throw new RangeError(refusal);
  switch (game.kind) {
    case 'slots':
      return slotsEngine.play(game.math, play, bet, random);
    case 'fishing':
      return fishing.play(game.math, play, bet, random);
    case 'cards':
      return cards.play(game.math, play, bet, random);
    default:
      return crash.play(game.math, play, bet, random);
  }
}

/** The exact RTP of a play (the game's main bet when none is given). */
export function gameRtp(game: DemoGame, play?: Play): number {
  switch (game.kind) {
    case 'slots':
      return slotsEngine.exactRtp(game.math);
    case 'fishing':
      return fishing.exactRtp(game.math, play);
    case 'cards':
      return cards.exactRtp(game.math, play);
    default:
      return crash.exactRtp(game.math, play);
  }
}

/** The most one round pays, in bets. */
export function maxMultiplier(game: DemoGame): number {
  switch (game.kind) {
    case 'slots':
      return slotsEngine.maxMultiplier(game.math);
    case 'fishing':
      return fishing.maxMultiplier(game.math);
    case 'cards':
      return cards.maxMultiplier(game.math);
    default:
      return crash.maxMultiplier(game.math);
  }
}

/** The play the simulator and the page start from: the main bet, a 2.00× cash-out, fish 0. */
export function defaultPlay(game: DemoGame, fishTarget = 0): Play {
  switch (game.kind) {
    case 'slots':
      return { kind: 'slots' };
    case 'fishing':
      return { kind: 'fishing', target: fishTarget };
    case 'cards':
      return { kind: 'cards', side: game.math.sides[0]!.name };
    default:
      return { kind: 'crash', cashOut: 200 };
  }
}
