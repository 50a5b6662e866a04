import { describe, expect, it } from 'vitest';
import type { RiskGraphAnswer } from '@lobby/contract/console-risk';
import { GRAPH_SIZE, radialLayout } from './graph-layout';

const node = (userId: number) => ({ userId, nickname: `p${userId}`, score: 10 });

describe('the radial layout', () => {
  it('puts the player in the centre and the others on a ring, none overlapping', () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const edges: RiskGraphAnswer['edges'] = ids.flatMap((a) =>
      ids.filter((b) => b > a).map((b) => ({ from: a, to: b, kind: 'ip' as const, value: 'x' })),
    );
    const { nodes, edges: lines } = radialLayout({ userId: 1, nodes: ids.map(node), edges });
    expect(nodes[0]).toMatchObject({
      userId: 1,
      centre: true,
      x: GRAPH_SIZE / 2,
      y: GRAPH_SIZE / 2,
    });
    const ring = nodes.slice(1);
    for (const [i, n] of ring.entries()) {
      const next = ring[(i + 1) % ring.length]!;
      expect(Math.hypot(next.x - n.x, next.y - n.y)).toBeGreaterThan(n.r + next.r);
      expect(n.x - n.r).toBeGreaterThanOrEqual(0);
      expect(n.y + n.r).toBeLessThanOrEqual(GRAPH_SIZE);
    }
    expect(lines).toHaveLength(edges.length);
  });

  it('draws one line per kind two players share, the values gathered, and bows them apart', () => {
    const { edges } = radialLayout({
      userId: 5,
      nodes: [node(5), node(6)],
      edges: [
        { from: 5, to: 6, kind: 'ip', value: 'a' },
        { from: 6, to: 5, kind: 'ip', value: 'b' },
        { from: 5, to: 6, kind: 'device', value: 'd' },
        { from: 5, to: 99, kind: 'device', value: 'not drawn' },
      ],
    });
    expect(edges.map((e) => [e.kind, e.values])).toEqual([
      ['ip', ['a', 'b']],
      ['device', ['d']],
    ]);
    expect(edges[0]!.path).not.toEqual(edges[1]!.path);
  });
});
