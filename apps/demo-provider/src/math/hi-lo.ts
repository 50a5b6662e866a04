import type { Card } from './cards';
import { pickIndex } from './draw';
import type { StepEngine, StepState } from './steps';
import type { PayTable, Random } from './types';

// Hi-Lo, multi-step (steps.ts). Cards come from an endless deck: every card is any of the 52
// with the same chance, whatever came before. Ranks run ace (low, 0) … king (high, 12).
// A card is shown; the player guesses whether the next one is higher, lower or the same rank.
// A guess that k of the 13 ranks win (higher than r: 12 − r; lower: r; same: 1) has chance k/13;
// a guess with no chance (higher than a king, lower than an ace) is not offered.
//
// Multiplier: the first correct guess makes it rtp × 13/k; every later correct guess multiplies
// it by the fair 13/k. The house's edge (1 − rtp) is taken once per round, on the first guess.
// A wrong guess ends the round with nothing. After any correct guess the player may cash out:
// win = floor(bet × multiplier) in whole hundredths. A guess whose multiplier would pass
// `maxMultiplier` is not offered (the player cashes out at the latest there).
//
// Exact RTP, for every strategy: let M_n be the multiplier after n guesses (0 once lost).
// The first guess gives E[M_1] = (k/13) × rtp × 13/k = rtp; each later one, made on what the
// player has seen, gives E[M_{n+1} | past] = (k/13) × M_n × 13/k = M_n: from the first guess on,
// M is a martingale. A round lasts a bounded number of guesses (each multiplies by at least 13/12,
// and the multiplier stays under the cap), so by optional stopping E[M at cash-out] = E[M_1] = rtp,
// whatever the player guesses and whenever they stop. RTP = rtp, short of the floor of each win
// (under a hundredth per round); hi-lo.test.ts checks it exactly, with fractions, for several
// strategies.
// Idle rule: before the first guess the studio guesses the likelier of higher and lower (higher
// on a tie); after it, it cashes out.

export interface HiLoParams {
  /** The RTP, in basis points (9685 = 96.85%). */
  rtpBp: number;
  /** The cap of the multiplier, in bets. */
  maxMultiplier: number;
}

export type HiLoAction = 'higher' | 'lower' | 'same' | 'cashout';
export const HI_LO_ACTIONS: readonly HiLoAction[] = ['higher', 'lower', 'same', 'cashout'];
type Guess = Exclude<HiLoAction, 'cashout'>;

export interface HiLoState extends StepState {
  /** The card the next guess is about. */
  card: Card;
  /** The round's first card. */
  first: Card;
  /** The guesses so far and the cards they met. */
  history: { guess: Guess; card: Card; correct: boolean }[];
  /** The multiplier as a fraction (1 before the first guess). */
  numerator: bigint;
  denominator: bigint;
}

export interface HiLoView {
  card: Card;
  first: Card;
  history: HiLoState['history'];
  /** The multiplier in hundredths, floored. */
  multiplier: number;
  /** What each guess would make the multiplier (hundredths, floored), for the legal ones. */
  offers: Partial<Record<Guess, number>>;
  legal: HiLoAction[];
}

/** How many of the 13 ranks win `guess` against `rank`. */
export function winningRanks(guess: Guess, rank: number): number {
  return guess === 'higher' ? 12 - rank : guess === 'lower' ? rank : 1;
}

const drawCard = (random: Random): Card => {
  const kind = pickIndex(random, 52);
  return { rank: kind % 13, suit: Math.floor(kind / 13) };
};

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** The multiplier after a correct `guess` from `state`, as a reduced fraction. */
function next(params: HiLoParams, state: HiLoState, guess: Guess): [bigint, bigint] {
  const k = BigInt(winningRanks(guess, state.card.rank));
  let numerator = state.numerator * 13n;
  let denominator = state.denominator * k;
  if (state.history.length === 0) {
    numerator *= BigInt(params.rtpBp);
    denominator *= 10_000n;
  }
  const d = gcd(numerator, denominator);
  return [numerator / d, denominator / d];
}

const hundredths = ([numerator, denominator]: [bigint, bigint]) =>
  Number((numerator * 100n) / denominator);

function offers(params: HiLoParams, state: HiLoState): Partial<Record<Guess, number>> {
  const result: Partial<Record<Guess, number>> = {};
  if (state.done) return result;
  for (const guess of ['higher', 'lower', 'same'] as const) {
    if (winningRanks(guess, state.card.rank) === 0) continue;
    const multiplier = next(params, state, guess);
    if (multiplier[0] <= multiplier[1] * BigInt(params.maxMultiplier))
      result[guess] = hundredths(multiplier);
  }
  return result;
}

function deal(_params: HiLoParams, bet: number, random: Random): HiLoState {
  const card = drawCard(random);
  return {
    bet,
    staked: bet,
    done: false,
    win: 0,
    card,
    first: card,
    history: [],
    numerator: 1n,
    denominator: 1n,
  };
}

function legal(params: HiLoParams, state: HiLoState): HiLoAction[] {
  if (state.done) return [];
  const actions: HiLoAction[] = Object.keys(offers(params, state)) as Guess[];
  if (state.history.length > 0) actions.push('cashout');
  return actions;
}

function act(params: HiLoParams, state: HiLoState, action: HiLoAction, random: Random): HiLoState {
  if (!legal(params, state).includes(action)) throw new RangeError(`${action} is not legal now`);
  if (action === 'cashout') {
    const win = Number((BigInt(state.bet) * state.numerator) / state.denominator);
    return { ...state, done: true, win };
  }
  const [numerator, denominator] = next(params, state, action);
  const card = drawCard(random);
  const correct =
    action === 'higher'
      ? card.rank > state.card.rank
      : action === 'lower'
        ? card.rank < state.card.rank
        : card.rank === state.card.rank;
  const history = [...state.history, { guess: action, card, correct }];
  if (!correct)
    return { ...state, card, history, done: true, win: 0, numerator: 0n, denominator: 1n };
  return { ...state, card, history, numerator, denominator };
}

function idleAction(_params: HiLoParams, state: HiLoState): HiLoAction {
  if (state.history.length > 0) return 'cashout';
  return winningRanks('higher', state.card.rank) >= winningRanks('lower', state.card.rank)
    ? 'higher'
    : 'lower';
}

function view(params: HiLoParams, state: HiLoState): HiLoView {
  return {
    card: state.card,
    first: state.first,
    history: state.history,
    multiplier: hundredths([state.numerator, state.denominator]),
    offers: offers(params, state),
    legal: legal(params, state),
  };
}

export const hiLo: StepEngine<HiLoParams, HiLoState, HiLoAction> = {
  actions: HI_LO_ACTIONS,
  deal,
  legal,
  cost: () => 0,
  act,
  idleAction,
  view,
};

/** The RTP of every strategy (see the header). */
export function exactRtp(params: HiLoParams): number {
  return params.rtpBp / 10_000;
}

export function maxMultiplier(params: HiLoParams): number {
  return params.maxMultiplier;
}

/** The simulator's strategy: the likelier guess until the multiplier reaches 2×, then cash out. */
export function simStrategy(params: HiLoParams, state: HiLoState): HiLoAction {
  const allowed = legal(params, state);
  if (allowed.includes('cashout') && state.numerator >= 2n * state.denominator) return 'cashout';
  const higher = winningRanks('higher', state.card.rank);
  const lower = winningRanks('lower', state.card.rank);
  const pick: Guess = higher >= lower ? 'higher' : 'lower';
  return allowed.includes(pick) ? pick : 'cashout';
}

export function payTable(params: HiLoParams): PayTable {
  const rtp = params.rtpBp / 10_000;
  const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((k) => [
    `${k} of 13`,
    (Math.floor((rtp * 13 * 100) / k) / 100).toFixed(2),
    (Math.floor((13 * 100) / k) / 100).toFixed(2),
  ]);
  return { columns: ['Winning ranks', 'First guess ×', 'Later guesses ×'], rows };
}
