import type { RiskGraphAnswer } from '@lobby/contract/console-risk';

type Node = RiskGraphAnswer['nodes'][number];
type Edge = RiskGraphAnswer['edges'][number];

/** The drawing's square, in its own units (the SVG's viewBox scales it to the page). */
export const GRAPH_SIZE = 600;
const CENTRE = GRAPH_SIZE / 2;
/** The ring the linked players sit on, and the room left outside it for their labels. */
const RING = 200;
/** How far apart the lines between the same two players bow, one per signal they share. */
const BOW = 34;

export interface PlacedNode extends Node {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly centre: boolean;
  /** Where its name sits: under the centre, outside the ring for the others. */
  readonly labelX: number;
  readonly labelY: number;
  readonly anchor: 'start' | 'middle' | 'end';
}

/** One line of the drawing: two players and a kind of signal they share (one or more values). */
export interface PlacedEdge {
  readonly key: string;
  readonly from: number;
  readonly to: number;
  readonly kind: Edge['kind'];
  readonly values: readonly string[];
  /** The SVG path of its line (a straight line or a quadratic bow). */
  readonly path: string;
  /** Where its label sits: the line's middle. */
  readonly labelX: number;
  readonly labelY: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A radial layout by hand: the player in the centre, the linked players evenly around a ring
 * (in the order the server gave them, the first at the top), and one line per kind of signal two
 * players share (two addresses shared are one `ip` line). Two players sharing several kinds get
 * as many lines, bowed apart so that each keeps its own label. Edges naming a player the nodes do
 * not hold are left out.
 */
export const radialLayout = (graph: RiskGraphAnswer) => {
  const others = graph.nodes.filter((n) => n.userId !== graph.userId);
  const me = graph.nodes.find((n) => n.userId === graph.userId);
  // Smaller circles as the ring fills, so neighbours never overlap.
  const r = Math.max(9, Math.min(24, (Math.PI * RING) / Math.max(1, others.length) - 4));
  const nodes: PlacedNode[] = [
    ...(me
      ? [
          {
            ...me,
            x: CENTRE,
            y: CENTRE,
            r: 28,
            centre: true,
            labelX: CENTRE,
            labelY: CENTRE + 28 + 16,
            anchor: 'middle' as const,
          },
        ]
      : []),
    ...others.map((node, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / others.length;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const out = RING + r + 6;
      return {
        ...node,
        x: round(CENTRE + RING * cos),
        y: round(CENTRE + RING * sin),
        r,
        centre: false,
        labelX: round(CENTRE + out * cos),
        // Text hangs from its baseline: below the ring it moves down by a line's height.
        labelY: round(CENTRE + out * sin + (sin > 0.3 ? 12 : sin < -0.3 ? 0 : 5)),
        anchor:
          cos > 0.3 ? ('start' as const) : cos < -0.3 ? ('end' as const) : ('middle' as const),
      };
    }),
  ];
  const at = new Map(nodes.map((n) => [n.userId, n]));
  const pairKey = (e: Edge) => (e.from < e.to ? `${e.from}-${e.to}` : `${e.to}-${e.from}`);
  // Each pair's kinds, in the order first given, each with the values shared.
  const perPair = new Map<string, Map<Edge['kind'], { edge: Edge; values: string[] }>>();
  for (const edge of graph.edges) {
    if (!at.has(edge.from) || !at.has(edge.to) || edge.from === edge.to) continue;
    const kinds = perPair.get(pairKey(edge)) ?? new Map();
    const line = kinds.get(edge.kind) ?? { edge, values: [] };
    line.values.push(edge.value);
    kinds.set(edge.kind, line);
    perPair.set(pairKey(edge), kinds);
  }
  const edges: PlacedEdge[] = [...perPair.entries()].flatMap(([pair, kinds]) =>
    [...kinds.values()].map(({ edge, values }, i, list) => {
      // Measured from the lower id to the higher, so a pair's bows never cross each other.
      const [a, b] = edge.from < edge.to ? [edge.from, edge.to] : [edge.to, edge.from];
      const p = at.get(a)!;
      const q = at.get(b)!;
      const length = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      const nx = -(q.y - p.y) / length;
      const ny = (q.x - p.x) / length;
      const offset = (i - (list.length - 1) / 2) * BOW;
      const midX = (p.x + q.x) / 2;
      const midY = (p.y + q.y) / 2;
      const path =
        offset === 0
          ? `M ${p.x} ${p.y} L ${q.x} ${q.y}`
          : `M ${p.x} ${p.y} Q ${round(midX + 2 * offset * nx)} ${round(midY + 2 * offset * ny)} ${q.x} ${q.y}`;
      return {
        key: `${pair}-${edge.kind}`,
        from: a,
        to: b,
        kind: edge.kind,
        values,
        path,
        labelX: round(midX + offset * nx),
        labelY: round(midY + offset * ny),
      };
    }),
  );
  return { nodes, edges };
};
