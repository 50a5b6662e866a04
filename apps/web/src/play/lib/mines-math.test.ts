import { describe, expect, it } from 'vitest';
import { clampMines, maxPicks, minesSurvivalChance, randomPicks, togglePick } from './mines-math';

describe('mines as the page shows it', () => {
  it('offers 1 to 24 mines and as many picks as there are safe tiles', () => {
    expect(clampMines(0)).toBe(1);
    expect(clampMines(30)).toBe(24);
    expect(maxPicks(3)).toBe(22);
  });

  it('shows the chance that every pick is safe', () => {
    expect(minesSurvivalChance(1, 1)).toBe(9_600);
    expect(minesSurvivalChance(3, 3)).toBe(6_695);
    expect(minesSurvivalChance(24, 1)).toBe(400);
  });

  it('keeps the picks in the order they were tapped, without repeats or overflow', () => {
    let picks: number[] = [];
    picks = togglePick(picks, 7, 3);
    picks = togglePick(picks, 2, 3);
    picks = togglePick(picks, 11, 3);
    expect(picks).toEqual([7, 2, 11]);
    expect(togglePick(picks, 2, 3)).toEqual([7, 11]);
    expect(togglePick([0], 1, 24)).toEqual([0]);
  });

  it('chooses random picks that are distinct tiles of the board', () => {
    const picks = randomPicks(10);
    expect(new Set(picks).size).toBe(10);
    for (const tile of picks) expect(tile >= 0 && tile < 25).toBe(true);
    expect(randomPicks(30)).toHaveLength(25);
  });
});
