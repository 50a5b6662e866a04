import { beforeAll, describe, expect, it } from 'vitest';
import { layerOf, serverLayers, unitOf } from '../scripts/lint/server-layers.js';
import { importArrows, importCircles, type ImportArrow } from './import-graph';

/**
 * The arrows that still run up a layer inside the server (unit → unit, see serverLayers), each
 * with why. A new one fails the test; so does one that is gone (take it off the list).
 */
const knownBackArrows: Record<string, string> = {};

let arrows: ImportArrow[];
beforeAll(async () => {
  arrows = await importArrows();
}, 120_000);

describe('the import graph', () => {
  it('finds the arrows of every project, type-only imports included', () => {
    expect(arrows.length).toBeGreaterThan(1000);
    expect(arrows.some((arrow) => arrow.typeOnly)).toBe(true);
    for (const app of ['apps/server', 'apps/web', 'apps/console', 'packages/contract'])
      expect(arrows.some((arrow) => arrow.from.startsWith(app))).toBe(true);
  });

  it('has no import circle', () => {
    expect(importCircles(arrows)).toEqual([]);
  });

  it('knows a circle when it sees one', () => {
    const fake = (from: string, to: string) => ({ from, to, typeOnly: true });
    expect(importCircles([fake('a', 'b'), fake('b', 'c'), fake('c', 'a'), fake('c', 'd')])).toEqual(
      [['a', 'b', 'c']],
    );
    expect(importCircles([fake('a', 'b'), fake('b', 'c')])).toEqual([]);
  });

  // Lint no longer looks for circles (import-x/no-cycle cost four fifths of its time, ADR
  // 0069): this is the only guard, so it must see a real one on disk, through a type import.
  it('finds the circle of two TypeScript files on disk, one half of it type-only', async () => {
    const fixture = await importArrows(['test/graph-fixture']);
    expect(importCircles(fixture)).toEqual([
      ['test/graph-fixture/src/cycle-a.ts', 'test/graph-fixture/src/cycle-b.ts'],
    ]);
  });

  it('places every server folder and top-level file in a layer', () => {
    const unplaced = [
      ...new Set(
        arrows
          .flatMap(({ from, to }) => [from, to])
          .filter((file) => file.startsWith('apps/server/src/') && layerOf(file) === undefined),
      ),
    ];
    expect(unplaced).toEqual([]);
    expect(serverLayers.flat()).toContain('modules');
  });

  it('runs no arrow up a layer inside the server but the known ones', () => {
    const back = new Set<string>();
    for (const { from, to } of arrows) {
      const [low, high] = [layerOf(from), layerOf(to)];
      if (low === undefined || high === undefined || low >= high) continue;
      back.add(`${unitOf(from)} -> ${unitOf(to)}`);
    }
    expect([...back].sort()).toEqual(Object.keys(knownBackArrows).sort());
    expect(back.size).toBeLessThanOrEqual(8);
  });
});
