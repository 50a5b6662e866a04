import { describe, expect, it } from 'vitest';
import { isRangePreset, netTone, presetRange } from './report';

const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  Math.floor(new Date(y, m - 1, d, h, min).getTime() / 1000);

describe('report ranges', () => {
  const now = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, 15:30 local

  it('turns each preset into the player’s own days, from inclusive, to exclusive', () => {
    expect(presetRange('today', now)).toEqual({ from: at(2026, 11, 22), to: at(2026, 11, 23) });
    expect(presetRange('yesterday', now)).toEqual({
      from: at(2026, 11, 21),
      to: at(2026, 11, 22),
    });
    expect(presetRange('week', now)).toEqual({ from: at(2026, 11, 16), to: at(2026, 11, 23) });
    expect(presetRange('month', now)).toEqual({ from: at(2026, 10, 24), to: at(2026, 11, 23) });
  });

  it('stays within the report’s 93 days and crosses month and year ends', () => {
    const newYear = new Date(2027, 0, 1, 0, 5);
    expect(presetRange('yesterday', newYear)).toEqual({
      from: at(2026, 12, 31),
      to: at(2027, 1, 1),
    });
    const { from, to } = presetRange('month', newYear);
    expect(from).toBe(at(2026, 12, 3));
    expect(to - from).toBeLessThanOrEqual(93 * 86_400);
  });

  it('knows its presets and the tone of a result', () => {
    expect(isRangePreset('week')).toBe(true);
    expect(isRangePreset('year')).toBe(false);
    expect(isRangePreset(null)).toBe(false);
    expect(netTone(1)).toBe('plus');
    expect(netTone(-1)).toBe('minus');
    expect(netTone(0)).toBeUndefined();
  });
});
