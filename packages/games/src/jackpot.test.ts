import { describe, expect, it } from 'vitest';
import { jackpotDraw } from './jackpot';

const floats = (...values: number[]) => ({ next: () => values.shift()! });

const cells = [
  { weight: 6, type: 1 as const },
  { weight: 3, type: 1 as const },
  { weight: 1, type: 2 as const },
];

describe('the jackpot draw', () => {
  it('picks a cell by weight from the first float, and reads no second float for a fixed prize', () => {
    expect(jackpotDraw(floats(0), cells, [1, 1, 1, 1])).toEqual({ cell: 0, wheelSector: null });
    expect(jackpotDraw(floats(0.6), cells, [1, 1, 1, 1])).toEqual({ cell: 1, wheelSector: null });
  });

  it('turns the wheel with the second float on a jackpot cell', () => {
    expect(jackpotDraw(floats(0.95, 0), cells, [1, 1, 1, 1])).toEqual({ cell: 2, wheelSector: 0 });
    expect(jackpotDraw(floats(0.95, 0.8), cells, [1, 1, 1, 1])).toEqual({
      cell: 2,
      wheelSector: 3,
    });
  });
});
