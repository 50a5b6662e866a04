import { describe, expect, it } from 'vitest';
import { playSlot } from '@lobby/games/node/rounds';
import type { SlotOutcome } from '@lobby/games/slot';
import { SLOT_PAYLINES } from '@lobby/games/slot-table';
import { cellKey, isSlotRound, landingStrip, paylinePoints, winningCells } from './slot-round';

const SEEDS = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1' };

/** Real rounds from the game itself, on consecutive nonces. */
const rounds = (count: number): SlotOutcome[] =>
  Array.from({ length: count }, (_, nonce) => playSlot({ ...SEEDS, nonce }, { amount: 100 }));

describe('winning lines on the reels', () => {
  it('lights the paying run of each winning line, and nothing on a losing spin', () => {
    let checked = 0;
    for (const round of rounds(400)) {
      for (const spin of round.spins) {
        const cells = winningCells(spin);
        if (spin.win === 0) expect(cells.size).toBe(0);
        for (const win of spin.lineWins) {
          const rows = SLOT_PAYLINES[win.line]!;
          for (let reel = 0; reel < 5; reel++) {
            const key = cellKey(reel, rows[reel]!);
            if (reel < win.count) {
              expect(cells.has(key)).toBe(true);
              // The lit symbol is the paying one, or a wild standing in for it.
              const symbol = spin.window[reel]![rows[reel]!];
              expect([win.symbol, 'wild']).toContain(symbol);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('lights every scatter when three or more pay, and no cell that does not win', () => {
    const spin = {
      window: [
        ['scatter', 'ace', 'ten'],
        ['king', 'scatter', 'ten'],
        ['queen', 'jack', 'scatter'],
        ['ace', 'king', 'queen'],
        ['jack', 'ten', 'bell'],
      ] as const,
      lineWins: [],
      scatters: 3,
    };
    const cells = winningCells({ ...spin, window: spin.window.map((c) => [...c]) });
    expect([...cells].sort()).toEqual([cellKey(0, 0), cellKey(1, 1), cellKey(2, 2)].sort());
    expect(
      winningCells({ ...spin, window: spin.window.map((c) => [...c]), scatters: 2 }).size,
    ).toBe(0);
  });

  it('draws each payline through the centres of its cells', () => {
    expect(paylinePoints(3)).toEqual([
      [0.5, 0.5],
      [1.5, 1.5],
      [2.5, 2.5],
      [3.5, 1.5],
      [4.5, 0.5],
    ]);
  });
});

describe('reels and payouts', () => {
  it('lands each reel on the window the game shows', () => {
    for (const round of rounds(30)) {
      const [spin] = round.spins;
      spin!.stops.forEach((stop, reel) => {
        const strip = landingStrip(reel, stop, 12);
        expect(strip).toHaveLength(12);
        expect(strip.slice(0, 3)).toEqual(spin!.window[reel]);
      });
    }
  });

  it('recognises a slot round and nothing else', () => {
    const [round] = rounds(1);
    expect(isSlotRound(round)).toBe(true);
    expect(isSlotRound({ roll: 5 })).toBe(false);
    expect(isSlotRound({ spins: [{ window: [[]] }], totalWin: 0 })).toBe(false);
    expect(isSlotRound(null)).toBe(false);
  });
});
