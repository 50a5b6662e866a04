/**
 * The demo studio's games as data: what a game is (theme, limits, declared RTP, engine and its
 * parameters) and what a round takes and gives. Amounts are integers of hundredths, as on the
 * lobby's wallet. Every engine is pure: `random` is the only source of chance.
 */

/** The engines behind the studio's catalogue. */
export type EngineKind =
  | 'slots'
  | 'fishing'
  | 'crash'
  | 'roulette'
  | 'sic-bo'
  | 'baccarat'
  | 'dragon-tiger'
  | 'keno'
  | 'plinko'
  | 'scratch'
  | 'bingo'
  | StepKind;

/** One chip on a table's layout: the bet, the numbers it covers, its amount (hundredths). */
export interface TableBet {
  bet: string;
  numbers: number[];
  amount: number;
}

/** The engines whose rounds take several steps (steps.ts): start, actions, one settlement. */
export type StepKind = 'blackjack' | 'hi-lo' | 'three-card-poker' | 'casino-holdem';

/** What the player chose for one round, per engine. */
export type Play =
  | { kind: 'slots' }
  /** Shoots at the fish at `target` (an index into the game's fish table). */
  | { kind: 'fishing'; target: number }
  /** Cashes out automatically at `cashOut`, a multiplier in hundredths (≥ 101). */
  | { kind: 'crash'; cashOut: number }
  /** The chips on the roulette layout; their amounts add up to the round's bet. */
  | { kind: 'roulette'; bets: TableBet[] }
  /** The chips on the sic bo layout; their amounts add up to the round's bet. */
  | { kind: 'sic-bo'; bets: TableBet[] }
  /** Chips on "player", "banker", "tie", "player-pair", "banker-pair" (numbers empty, one each). */
  | { kind: 'baccarat'; bets: TableBet[] }
  /** Chips on "dragon", "tiger", "tie" (numbers empty, one each). */
  | { kind: 'dragon-tiger'; bets: TableBet[] }
  /** Keno: 1 to 10 distinct numbers of 1 … 80. */
  | { kind: 'keno'; picks: number[] }
  /** Plinko: the board's number of peg rows (8 … 16). */
  | { kind: 'plinko'; rows: number }
  /** Scratch: buys one card. */
  | { kind: 'scratch' }
  /** Bingo: buys one card for one draw. */
  | { kind: 'bingo' }
  /** A multi-step game's round starts without a choice: its actions come after. */
  | { kind: StepKind };

/** A round's result: what it pays (0 for a loss) and what the page shows of it (JSON). */
export interface Outcome {
  win: number;
  detail: unknown;
}

/** A game's look: colours (CSS colours meeting WCAG AA contrast of text on background). */
export interface GameTheme {
  background: string;
  surface: string;
  accent: string;
  text: string;
  /**
   * The game's symbols, fish, cards or rocket, by index: ids of the studio's SVG drawings
   * (art/symbols.ts), each with a text label (page/strings.en-US.ts `symbols`).
   */
  symbols: string[];
}

/** A uniform number in [0, 1). */
export type Random = () => number;

/** What a game page shows as its paytable: column headings and rows of cells (plain text). */
export interface PayTable {
  columns: string[];
  rows: string[][];
}
