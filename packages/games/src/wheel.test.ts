import { describe, expect, it } from 'vitest';
import { FLOAT_SCALE } from './float-source';
import { wheelOddsBp, wheelSector } from './wheel';

const floats = (...values: number[]) => ({ next: () => values.shift()! });

describe('the invite spin’s wheel', () => {
  it('picks a sector by weight from the first float', () => {
    const weights = [1, 2, 7];
    expect(wheelSector(floats(0), weights)).toBe(0);
    expect(wheelSector(floats(0.0999), weights)).toBe(0);
    expect(wheelSector(floats(0.1), weights)).toBe(1);
    expect(wheelSector(floats(0.2999), weights)).toBe(1);
    expect(wheelSector(floats(0.3), weights)).toBe(2);
    expect(wheelSector(floats((FLOAT_SCALE - 1) / FLOAT_SCALE), weights)).toBe(2);
  });

  it('publishes each sector’s chance in basis points and refuses a bad wheel', () => {
    expect(wheelOddsBp([1, 1, 2])).toEqual([2_500, 2_500, 5_000]);
    expect(() => wheelOddsBp([])).toThrow(RangeError);
    expect(() => wheelSector(floats(0), [1, 0])).toThrow(RangeError);
  });
});
