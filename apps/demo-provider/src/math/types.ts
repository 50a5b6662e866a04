/**
 * The demo studio's games as data: what a game is (theme, limits, declared RTP, engine and its
 * parameters) and what a round takes and gives. Amounts are integers of hundredths, as on the
 * lobby's wallet. Every engine is pure: `random` is the only source of chance.
 */

/** The four engines behind the studio's catalogue. */
export type EngineKind = 'slots' | 'fishing' | 'cards' | 'crash' | StepKind;

/** The engines whose rounds take several steps (steps.ts): start, actions, one settlement. */
export type StepKind = 'blackjack' | 'hi-lo';

/** What the player chose for one round, per engine. */
export type Play =
  | { kind: 'slots' }
  /** Shoots at the fish at `target` (an index into the game's fish table). */
  | { kind: 'fishing'; target: number }
  /** Bets on `side`, one of the game's bet names (e.g. "dragon", "tiger", "tie"). */
  | { kind: 'cards'; side: string }
  /** Cashes out automatically at `cashOut`, a multiplier in hundredths (≥ 101). */
  | { kind: 'crash'; cashOut: number }
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
  /** Labels (short words or emoji) of the game's symbols, fish, cards or rocket, by index. */
  symbols: string[];
}

/** A uniform number in [0, 1). */
export type Random = () => number;

/** What a game page shows as its paytable: column headings and rows of cells (plain text). */
export interface PayTable {
  columns: string[];
  rows: string[][];
}
