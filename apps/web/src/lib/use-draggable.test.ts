import { describe, expect, it } from 'vitest';
import { clampPoint } from './use-draggable';

const screen = { width: 360, height: 740 };
const handle = { width: 200, height: 48 };

describe('keeping a floating element (the game handle, the jackpot bubble) on screen', () => {
  it('leaves a point that fits where it is', () => {
    expect(clampPoint({ x: 8, y: 56 }, handle, screen)).toEqual({ x: 8, y: 56 });
  });

  it('pulls it back inside past any edge', () => {
    expect(clampPoint({ x: -40, y: -3 }, handle, screen)).toEqual({ x: 0, y: 0 });
    expect(clampPoint({ x: 300, y: 900 }, handle, screen)).toEqual({ x: 160, y: 692 });
  });

  it('keeps it at the top-left corner when the screen is smaller than it', () => {
    expect(clampPoint({ x: 50, y: 50 }, handle, { width: 150, height: 40 })).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('rounds to whole pixels', () => {
    expect(clampPoint({ x: 10.6, y: 20.4 }, handle, screen)).toEqual({ x: 11, y: 20 });
  });
});
