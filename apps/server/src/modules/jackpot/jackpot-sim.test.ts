import { describe, expect, it } from 'vitest';
import { demoConfig } from '../config/demo-config';
import { RewardsRules } from '../rewards/rewards.settings';
import { drawableCells } from './jackpot-pools';
import { frequencies, simulateJackpot } from './jackpot-sim';

describe('the jackpot draw simulated (npm run sim -- jackpot)', () => {
  const rewards = RewardsRules.parse({});
  const cells = drawableCells(demoConfig, rewards);
  const weights = cells.map((c) => c.weight);
  const wheel = rewards.jackpot.wheel.map((s) => s.weight);
  const counts = simulateJackpot({
    cells: cells.map((c) => ({ weight: c.weight, type: c.cell.type })),
    wheel,
    draws: 40_000,
    serverSeed: 'jackpot-sim-test',
    clientSeed: 'sim',
  });

  it('lands on each cell and each wheel sector as often as the published odds say', () => {
    expect(cells).toHaveLength(10);
    const cellRows = frequencies(counts.cells, counts.draws, weights);
    const sectorRows = frequencies(counts.sectors, counts.tierDraws, wheel);
    expect(cellRows.filter((r) => r.off)).toEqual([]);
    expect(sectorRows.filter((r) => r.off)).toEqual([]);
    // With these seeds every chance is inside its 95% interval.
    expect([...cellRows, ...sectorRows].every((r) => r.inside)).toBe(true);
    expect(cellRows.map((r) => r.publishedBp)).toEqual(weights);
    // The wheel turns on the tier cells' draws and on no other.
    const tiers = cells.flatMap((c, i) => (c.cell.type === 2 ? [counts.cells[i]!] : []));
    expect(counts.tierDraws).toBe(tiers.reduce((a, b) => a + b, 0));
  });

  it('tells a draw that is not what the page publishes', () => {
    // The same draws read against odds the draw does not use: the commonest cells are off.
    const swapped = [...weights].reverse();
    expect(frequencies(counts.cells, counts.draws, swapped).some((r) => r.off)).toBe(true);
  });
});
