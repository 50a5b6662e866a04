import { describe, expect, it } from 'vitest';
import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_LINE_PAYS,
  SLOT_LINES,
  SLOT_PAYLINES,
  SLOT_REELS,
  SLOT_SCATTER_PAYS,
  SLOT_STRIP_LENGTH,
  SLOT_SYMBOLS,
  evaluateLine,
  slotRound,
  slotRoundWin,
  type SlotSymbol,
} from './slot';
import { FloatStream } from './node/fairness';
import { playSlot } from './node/rounds';

const seeds = (nonce: number) => ({
  serverSeed: 'server-seed-1',
  clientSeed: 'client-seed-1',
  nonce,
});
const line = (...symbols: SlotSymbol[]) =>
  evaluateLine(symbols.map((s) => SLOT_SYMBOLS.indexOf(s)));

describe('slot data', () => {
  it('has five 32-stop strips, ten distinct paylines and rising pays', () => {
    expect(SLOT_REELS).toHaveLength(5);
    for (const strip of SLOT_REELS) {
      expect(strip).toHaveLength(SLOT_STRIP_LENGTH);
      // One scatter per strip, so a window never shows two.
      expect(strip.filter((s) => s === 'scatter')).toHaveLength(1);
    }
    expect(new Set(SLOT_PAYLINES.map((rows) => rows.join())).size).toBe(SLOT_LINES);
    expect(SLOT_LINES).toBeGreaterThanOrEqual(10);
    for (const pays of Object.values(SLOT_LINE_PAYS)) {
      expect(pays[0]).toBeLessThan(pays[1]);
      expect(pays[1]).toBeLessThan(pays[2]);
    }
  });
});

describe('evaluateLine', () => {
  it('pays runs of 3–5 from reel 1, the wild standing for the symbol', () => {
    expect(line('ten', 'ten', 'ten', 'jack', 'ten')).toMatchObject({ count: 3, pay: 5 });
    expect(line('ten', 'wild', 'ten', 'ten', 'jack')).toMatchObject({ count: 4, pay: 11 });
    expect(line('wild', 'wild', 'ace', 'ace', 'king')).toMatchObject({ count: 4, pay: 25 });
    expect(line('queen', 'queen', 'jack', 'queen', 'queen').pay).toBe(0);
    expect(line('jack', 'ten', 'ten', 'ten', 'ten').pay).toBe(0);
  });

  it('pays the better of the wild run and the symbol it stands for', () => {
    expect(line('wild', 'wild', 'wild', 'ten', 'jack')).toMatchObject({ count: 3, pay: 30 });
    expect(line('wild', 'wild', 'wild', 'wild', 'ten')).toMatchObject({ count: 4, pay: 150 });
    expect(line('wild', 'wild', 'wild', 'crown', 'crown')).toMatchObject({ count: 5, pay: 400 });
    expect(line('wild', 'wild', 'wild', 'wild', 'wild')).toMatchObject({ count: 5, pay: 750 });
  });

  it('lets no wild stand for a scatter, and pays scatters on no line', () => {
    expect(line('wild', 'wild', 'wild', 'scatter', 'ten')).toMatchObject({ count: 3, pay: 30 });
    expect(line('wild', 'wild', 'scatter', 'ten', 'ten').pay).toBe(0);
    expect(line('scatter', 'scatter', 'scatter', 'ten', 'ten').pay).toBe(0);
  });
});

describe('slot rounds', () => {
  it('stops each reel at floor(float × 32)', () => {
    // Floats of nonce 0 (independently computed): 0.4227, 0.7198, 0.4357, 0.8766, 0.1540.
    expect(playSlot(seeds(0), { amount: 100 }).spins[0]!.stops).toEqual([13, 23, 13, 28, 4]);
  });

  it('plays free spins from the same bet’s later floats, deterministically', () => {
    const outcome = playSlot(seeds(123), { amount: 1_000 });
    expect(outcome.freeSpinsAwarded).toBe(8);
    expect(outcome.spins.slice(1).every((s) => s.freeSpin && s.multiplier === 3)).toBe(true);
    expect({
      spins: outcome.spins.map((s) => `${s.stops.join(',')} scatters ${s.scatters} win ${s.win}`),
      totalWin: outcome.totalWin,
      payout: outcome.payout,
    }).toMatchInlineSnapshot(`
      {
        "payout": 25500,
        "spins": [
          "25,16,18,0,10 scatters 3 win 30",
          "20,14,14,5,6 scatters 0 win 24",
          "27,23,30,3,21 scatters 0 win 69",
          "17,28,5,18,12 scatters 0 win 0",
          "12,5,24,5,18 scatters 0 win 0",
          "0,18,5,31,17 scatters 2 win 18",
          "29,2,24,31,2 scatters 1 win 0",
          "13,10,14,24,30 scatters 0 win 93",
          "8,2,24,19,28 scatters 1 win 21",
        ],
        "totalWin": 255,
      }
    `);
    expect(playSlot(seeds(1), { amount: 1_000 })).toMatchInlineSnapshot(`
      {
        "freeSpinsAwarded": 0,
        "payout": 5100,
        "spins": [
          {
            "freeSpin": false,
            "lineWins": [
              {
                "count": 5,
                "line": 1,
                "pay": 40,
                "symbol": "queen",
              },
              {
                "count": 4,
                "line": 4,
                "pay": 11,
                "symbol": "ten",
              },
            ],
            "multiplier": 1,
            "scatterPay": 0,
            "scatters": 1,
            "stops": [
              13,
              9,
              21,
              26,
              26,
            ],
            "win": 51,
            "window": [
              [
                "queen",
                "king",
                "ten",
              ],
              [
                "queen",
                "ten",
                "bell",
              ],
              [
                "wild",
                "jack",
                "ten",
              ],
              [
                "wild",
                "ten",
                "queen",
              ],
              [
                "wild",
                "diamond",
                "scatter",
              ],
            ],
          },
        ],
        "totalWin": 51,
      }
    `);
  });

  it('pays floor(amount × total win in line bets / 10)', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const amount = 1 + nonce * 13;
      const outcome = playSlot(seeds(nonce), { amount });
      expect(outcome.payout).toBe(Math.floor((amount * outcome.totalWin) / SLOT_LINES));
    }
  });

  it('never pays a spin more than the table allows', () => {
    const maxLine = Math.max(...Object.values(SLOT_LINE_PAYS).map((p) => p[2]));
    const maxSpin = SLOT_LINES * maxLine + SLOT_LINES * SLOT_SCATTER_PAYS[2];
    for (let nonce = 0; nonce < 3_000; nonce++) {
      for (const spin of playSlot(seeds(nonce), { amount: 100 }).spins) {
        expect(spin.win).toBeLessThanOrEqual(spin.multiplier * maxSpin);
        expect(spin.multiplier).toBe(spin.freeSpin ? SLOT_FREE_SPIN_MULTIPLIER : 1);
        for (const win of spin.lineWins) {
          expect(win.pay).toBe(SLOT_LINE_PAYS[win.symbol][win.count - 3]);
        }
      }
    }
  });

  it('computes the same total on the fast path simulations use', () => {
    const stream = new FloatStream();
    for (let nonce = 0; nonce < 3_000; nonce++) {
      const expected = slotRound(new FloatStream(seeds(nonce))).totalWin;
      expect(slotRoundWin(stream.reset('server-seed-1', 'client-seed-1', nonce))).toBe(expected);
    }
  });
});
