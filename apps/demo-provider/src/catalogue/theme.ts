import type { SymbolId } from '../art/symbols';
import type { GameTheme } from '../math/types';

// The games' colours: a palette per hue, its accent lightened until it stands out.

/** #rrggbb of an HSL colour (h in degrees, s and l in [0, 1]). */
export function hsl(h: number, s: number, l: number): string {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * A dark theme around one hue: a deep background, a lighter surface for panels, near-white text
 * and a bright accent (buttons show background-coloured text on it); `symbols` are ids of the
 * studio's own drawings (art/symbols.ts), never emoji. The tests check every
 * pairing for WCAG AA contrast (≥ 4.5:1).
 */
export function palette(hue: number, symbols: SymbolId[]): GameTheme {
  const background = hsl(hue, 0.55, 0.1);
  // Blues are darker than yellows at one lightness: lighten the accent until it stands out.
  let lightness = 0.6;
  while (relativeLuminance(hsl((hue + 35) % 360, 0.85, lightness)) < 0.3) lightness += 0.02;
  return {
    background,
    surface: hsl(hue, 0.4, 0.19),
    accent: hsl((hue + 35) % 360, 0.85, lightness),
    text: hsl(hue, 0.3, 0.96),
    symbols,
  };
}

/** WCAG relative luminance of #rrggbb. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
