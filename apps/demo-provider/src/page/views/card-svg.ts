import type { Card } from '../../math/cards';
import { strings } from '../strings.en-US';

// The studio's one playing card drawing, SVG: its rank in text and its suit as a path the
// project draws (no emoji, no font glyph). Face down: a patterned back. A card is one image with
// a text name, or decorative where its container names the cards (baccarat, dragon tiger).

const NS = 'http://www.w3.org/2000/svg';
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Suit outlines on a 0 … 20 box: spade, heart, diamond, club. */
const SUIT_PATHS = [
  'M10 1 C6 6 1 9 1 13 C1 16 4 18 7 16 C8 15.5 9 15 9 14 L8 19 L12 19 L11 14 C11 15 12 15.5 13 16 C16 18 19 16 19 13 C19 9 14 6 10 1 Z',
  'M10 19 C6 15 1 11 1 6.5 C1 3.5 3.5 1.5 6 1.5 C8 1.5 9.5 3 10 4.5 C10.5 3 12 1.5 14 1.5 C16.5 1.5 19 3.5 19 6.5 C19 11 14 15 10 19 Z',
  'M10 1 L18 10 L10 19 L2 10 Z',
  'M10 1.5 A4 4 0 0 1 13.5 7.5 A4 4 0 1 1 11.5 13.5 L12.5 19 L7.5 19 L8.5 13.5 A4 4 0 1 1 6.5 7.5 A4 4 0 0 1 10 1.5 Z',
];

const svg = <K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string>) => {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
};

/** A card's rank as printed on it: "A", "2" … "10", "J", "Q", "K". */
export function rankLabel(card: Card): string {
  return RANKS[card.rank] ?? '?';
}

/** A card's accessible name, e.g. "Ace of spades". */
export function cardName(card: Card): string {
  return strings.cardName(strings.rankNames[card.rank] ?? '', strings.suitNames[card.suit] ?? '');
}

/** A card (60 × 84), face down when `card` is null; `decorative`: hidden from assistive technology. */
export function cardSvg(card: Card | null, decorative = false): SVGSVGElement {
  const root = svg('svg', {
    viewBox: '0 0 60 84',
    class: card
      ? `card-svg ${card.suit === 1 || card.suit === 2 ? 'red' : 'black'}`
      : 'card-svg down',
    ...(decorative
      ? { 'aria-hidden': 'true', focusable: 'false' }
      : { role: 'img', 'aria-label': card ? cardName(card) : strings.cardDown }),
  });
  root.append(svg('rect', { x: '1', y: '1', width: '58', height: '82', rx: '6', class: 'face' }));
  if (!card) {
    root.append(svg('rect', { x: '7', y: '7', width: '46', height: '70', rx: '4', class: 'back' }));
    return root;
  }
  const rank = svg('text', { x: '6', y: '18', class: 'rank' });
  rank.textContent = rankLabel(card);
  const corner = svg('path', {
    d: SUIT_PATHS[card.suit] ?? '',
    transform: 'translate(6 22) scale(0.5)',
  });
  const middle = svg('path', {
    d: SUIT_PATHS[card.suit] ?? '',
    transform: 'translate(18 34) scale(1.2)',
  });
  root.append(rank, corner, middle);
  return root;
}
