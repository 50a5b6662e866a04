import { describe, expect, it } from 'vitest';
import { rangeText, typeWeights, weightText } from './game-weights';

const type = (id: number, name: string, sort: number) => ({ id, name, sort, code: name, icon: '' });
const game = (typeId: number, wagerWeightBp: number, enabled?: boolean) =>
  ({ typeId, wagerWeightBp, ...(enabled === undefined ? {} : { enabled }) }) as never;

describe('game weights', () => {
  it('gives each type one figure when its games agree, else their range, in the lobby’s order', () => {
    const weights = typeWeights({
      gameTypes: [type(2, 'Crash', 2), type(1, 'Slots', 1), type(3, 'Table', 3)],
      games: [game(1, 10_000), game(2, 2_500), game(2, 1_000), game(2, 500, false)],
    });
    // Table has no game: left out; a switched-off game does not count.
    expect(weights).toEqual([
      { typeId: 1, name: 'Slots', min: 10_000, max: 10_000 },
      { typeId: 2, name: 'Crash', min: 1_000, max: 2_500 },
    ]);
    expect(weights.map(rangeText)).toEqual(['100%', '10%–25%']);
  });

  it('floors a weight to a whole percent', () => {
    expect(weightText(2_599)).toBe('25%');
    expect(weightText(0)).toBe('0%');
  });
});
