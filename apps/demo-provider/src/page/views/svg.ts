import type { PlayingCard } from '../../math/shoe';

// The table games' drawings, made here as SVG (never emoji or font symbols): playing cards with
// drawn suits, dice with pips, the lobby's coin. Each drawing is decorative (aria-hidden); the
// text beside it says what it shows.

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

/** Suit outlines in a 20 × 20 box: spade, heart, diamond, club (the shoe's suit order). */
const SUIT_PATHS = [
  'M10 1C7 5 2 8 2 12a4 4 0 0 0 7 2.5L8 19h4l-1-4.5A4 4 0 0 0 18 12c0-4-5-7-8-11z',
  'M10 18C4 13 1 10 1 6.5A4.5 4.5 0 0 1 10 4a4.5 4.5 0 0 1 9 2.5C19 10 16 13 10 18z',
  'M10 1 17 10 10 19 3 10z',
  'M10 1a4 4 0 0 0-3.2 6.4A4 4 0 1 0 9 14l-1 5h4l-1-5a4 4 0 1 0 2.2-6.6A4 4 0 0 0 10 1z',
];
const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export const isRed = (card: PlayingCard) => card.suit === 1 || card.suit === 2;

/** A card's name for assistive technology and the result text, e.g. "Q of hearts". */
export function rankLabel(card: PlayingCard): string {
  return RANK_LABELS[card.rank] ?? '?';
}

/** A playing card face (60 × 84), or its back when `card` is null. */
export function cardPicture(card: PlayingCard | null): SVGSVGElement {
  if (!card) {
    return picture(
      '0 0 60 84',
      'card-art down',
      svg('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, class: 'card-back' }),
      svg('path', { d: 'M10 10h40v64H10z', class: 'card-back-frame' }),
    );
  }
  const colour = isRed(card) ? 'suit-red' : 'suit-black';
  const suit = (x: number, y: number, scale: number) =>
    svg('path', {
      d: SUIT_PATHS[card.suit] ?? '',
      class: colour,
      transform: `translate(${x} ${y}) scale(${scale})`,
    });
  return picture(
    '0 0 60 84',
    'card-art',
    svg('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, class: 'card-face' }),
    Object.assign(svg('text', { x: 6, y: 20, class: `card-rank ${colour}` }), {
      textContent: rankLabel(card),
    }),
    suit(6, 24, 0.6),
    suit(18, 30, 1.2),
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
