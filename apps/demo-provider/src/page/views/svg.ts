// The table games' drawings, made here as SVG (never emoji or font symbols): dice with pips, and
// the helpers the wheels draw with (the playing cards are card-svg.ts's). Each drawing is
// decorative (aria-hidden); the text beside it says what it shows.

const NS = 'http://www.w3.org/2000/svg';

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number> = {},
  ...children: Node[]
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

/** A root <svg> with a viewBox, hidden from assistive technology. */
export function picture(viewBox: string, className: string, ...children: Node[]): SVGSVGElement {
  return svg(
    'svg',
    { viewBox, class: className, 'aria-hidden': 'true', focusable: 'false' },
    ...children,
  );
}

/** Pip positions (of a 3 × 3 grid, 0 … 8) for a die face 1 … 6. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die (64 × 64) showing `face` 1 … 6. */
export function diePicture(face: number): SVGSVGElement {
  return picture(
    '0 0 64 64',
    'die-art',
    svg('rect', { x: 2, y: 2, width: 60, height: 60, rx: 12, class: 'die-face' }),
    ...(PIPS[face] ?? []).map((at) =>
      svg('circle', {
        cx: 14 + 18 * (at % 3),
        cy: 14 + 18 * Math.floor(at / 3),
        r: 6,
        class: 'pip',
      }),
    ),
  );
}
