import type { RoundResult, StepError } from '../api-types';
import { isSymbolId } from '../art/symbols';
import type { DemoGame } from '../catalogue/games';
import type { CrashDetail } from '../math/crash';
import type { BingoDetail } from '../math/bingo';
import type { FishingDetail } from '../math/fishing';
import type { KenoDetail } from '../math/keno';
import type { PlinkoDetail } from '../math/plinko';
import type { ScratchDetail } from '../math/scratch';
import type { SlotsDetail } from '../math/slots';
import { strings } from './strings.en-US';
import { tableResultText } from './table-results';

// The game page's pure pieces: money and multiplier formatting, the bet ladder, the cash-out
// field, what a result says, and the crash animation's clock. No DOM here (the tests run them).

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Hundredths of the lobby's coin, floored to two decimals, as "1,234.50 coins". */
export function formatMoney(amount: number): string {
  return strings.coins(formatCoins(amount));
}

/** Hundredths as "1,234.50" (beside the coin's picture). */
export function formatCoins(amount: number): string {
  return twoDecimals.format(Math.floor(amount) / 100);
}

/** A multiplier in hundredths as "2.50" (no sign). */
export function formatMultiplier(hundredths: number): string {
  return twoDecimals.format(hundredths / 100);
}

/** The bets the − and + buttons step through: 1-2-5 steps between the limits, both included. */
export function betLadder(minBet: number, maxBet: number): number[] {
  const ladder = new Set<number>([minBet]);
  for (let decade = 1; decade <= maxBet; decade *= 10) {
    for (const step of [1, 2, 5]) {
      const bet = step * decade;
      if (bet > minBet && bet < maxBet) ladder.add(bet);
    }
  }
  ladder.add(maxBet);
  return [...ladder].sort((a, b) => a - b);
}

/** The ladder's next bet up (+1) or down (−1), staying on the ladder's ends. */
export function stepBet(ladder: readonly number[], bet: number, direction: 1 | -1): number {
  const index = ladder.findIndex((b) => b >= bet);
  const at = index === -1 ? ladder.length - 1 : index;
  const next = ladder[bet === ladder[at] ? at + direction : direction > 0 ? at : at - 1];
  return next ?? (direction > 0 ? ladder[ladder.length - 1]! : ladder[0]!);
}

/** A cash-out typed as "2.5" or "2,50" in hundredths, or null when it is not 1.01 … max. */
export function parseCashOut(text: string, maxMultiplier: number): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const hundredths = Math.round(Number(normalized) * 100);
  return hundredths >= 101 && hundredths <= maxMultiplier ? hundredths : null;
}

/** What the page says of a refusal. */
export function errorText(error: StepError): string {
  return strings.errors[error] ?? strings.errors.BAD_REQUEST;
}

/** A symbol's label: its words in strings.en-US (an unknown id reads as itself). */
export function symbolLabel(id: string): string {
  return isSymbolId(id) ? strings.symbols[id] : id;
}

const symbolOf = (game: DemoGame, index: number) => symbolLabel(game.theme.symbols[index] ?? '?');

/** What the page announces of a round's result. */
export function resultText(game: DemoGame, result: RoundResult): string {
  const won = formatMoney(result.win);
  const r = strings.result;
  switch (game.kind) {
    case 'slots': {
      const { wins } = result.detail as SlotsDetail;
      return result.win > 0 ? r.slotsWin(won, wins.length) : r.slotsLoss;
    }
    case 'fishing': {
      const d = result.detail as FishingDetail;
      const fish = game.math.fish[d.target];
      const symbol = fish ? symbolOf(game, fish.symbol) : '?';
      return d.hit ? r.fishHit(symbol, d.multiplier, won) : r.fishMiss(symbol);
    }
    case 'roulette':
    case 'sic-bo':
    case 'baccarat':
    case 'dragon-tiger':
      return tableResultText(game, result, won);
    case 'keno': {
      const d = result.detail as KenoDetail;
      return result.win > 0
        ? r.kenoWin(d.hits.length, d.picks.length, won)
        : r.kenoLoss(d.hits.length, d.picks.length);
    }
    case 'plinko': {
      const d = result.detail as PlinkoDetail;
      const x = formatMultiplier(d.multiplier);
      return result.win > 0 ? r.plinkoWin(x, won) : r.plinkoLoss(x);
    }
    case 'scratch': {
      const d = result.detail as ScratchDetail;
      return d.symbol !== null && result.win > 0
        ? r.scratchWin(symbolOf(game, d.symbol), won)
        : r.scratchLoss;
    }
    case 'bingo': {
      const d = result.detail as BingoDetail;
      return result.win > 0 ? r.bingoWin(d.lines.length, won) : r.bingoLoss;
    }
    default: {
      const d = result.detail as CrashDetail;
      return d.cashedOut
        ? r.crashWin(formatMultiplier(d.cashOut), won)
        : r.crashLoss(formatMultiplier(d.crashPoint), formatMultiplier(d.cashOut));
    }
  }
}

/** The crash display rises as e^(t × ln 2 / 2 s): 2.00× after 2 s, 4.00× after 4 s … */
const DOUBLING_MS = 2_000;

/** The multiplier (hundredths, ≥ 100) shown `elapsed` ms into a rise that lasts `duration` to `end`. */
export function risingMultiplier(elapsed: number, duration: number, end: number): number {
  if (elapsed >= duration) return end;
  const fraction = Math.max(0, elapsed) / duration;
  return Math.max(100, Math.floor(100 * Math.exp(fraction * Math.log(end / 100))));
}

/**
 * How long the rise to `end` (hundredths) lasts: at the doubling pace, at least `minRoundMs`,
 * at most 10 s (far crash points rise faster); with reduced motion exactly `minRoundMs`.
 */
export function riseDuration(end: number, minRoundMs: number, reducedMotion: boolean): number {
  if (reducedMotion) return minRoundMs;
  const natural = (Math.log(end / 100) / Math.LN2) * DOUBLING_MS;
  return Math.max(minRoundMs, Math.min(10_000, natural));
}

/** The winning cells of a slots window: "reel:row" of each winning line's matched symbols. */
export function winningCells(game: DemoGame, detail: SlotsDetail): Set<string> {
  const cells = new Set<string>();
  if (game.kind !== 'slots') return cells;
  for (const win of detail.wins) {
    const rows = game.math.lines[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}

/** The origin to post balances to: the lobby's page that opened the game, when known. */
export function lobbyOrigin(referrer: string): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin;
  } catch {
    return null;
  }
}
