import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoGames } from '../catalogue/games';
import { strings } from '../page/strings.en-US';
import { isSymbolId, symbolIds, symbolSvg, symbolUri } from './symbols';

const src = join(import.meta.dirname, '..');

/** Every .ts and .css file of the studio's page, catalogue, art and math. */
function studioFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : /\.(ts|css)$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  return ['page', 'catalogue', 'art', 'math'].flatMap((dir) => walk(join(src, dir)));
}

describe("the studio's symbols", () => {
  it('are SVG drawings the project makes, each with a label', () => {
    expect(symbolIds.length).toBeGreaterThan(100);
    for (const id of symbolIds) {
      const svg = symbolSvg(id);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64"/);
      expect(svg).not.toMatch(/NaN|undefined|<script|href=/);
      expect(symbolUri(id)).toMatch(/^data:image\/svg\+xml,%3Csvg/);
      expect(strings.symbols[id].length, id).toBeGreaterThan(0);
    }
  });

  it('are what every game names: its slots, fish, cards, rocket or board', () => {
    for (const { code, theme } of demoGames) {
      expect(theme.symbols.length, code).toBeGreaterThan(0);
      for (const id of theme.symbols) expect(isSymbolId(id), `${code}: ${id}`).toBe(true);
    }
    // A theme's symbols are distinct (two symbols that look alike would pay differently).
    for (const { code, theme, kind } of demoGames) {
      if (kind === 'slots' || kind === 'fishing') {
        expect(new Set(theme.symbols).size, code).toBe(theme.symbols.length);
      }
    }
  });

  it('leave no emoji anywhere in the catalogue or the page (no emoji font needed)', () => {
    // The card suits ♠ ♥ ♦ ♣ are text characters of every text font (Latin-1 era symbols with
    // text presentation): card labels keep them. Everything else pictographic is refused.
    const emoji =
      /(?![\u2660\u2665\u2666\u2663])[\p{Extended_Pictographic}\p{Emoji_Presentation}\u{FE0F}\u{200D}]/u;
    const files = studioFiles();
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, i) => (emoji.test(text) ? [`${file}:${i + 1}: ${text.trim()}`] : [])),
    );
    // This file names the code points it looks for, not emoji.
    expect(offenders).toEqual([]);
  });
});
