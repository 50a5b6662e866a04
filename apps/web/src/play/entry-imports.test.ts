import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The game pages are an entry of their own (play.html): they must not pull the lobby in, and
// from the games' math (packages/games, which needs node:crypto) only types and the slot's
// table (data with no import: the page draws the very slot the server plays).

const playDir = import.meta.dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const importsOf = (text: string) =>
  [...text.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)';?$/gms)].map((m) => ({
    typeOnly: Boolean(m[1]),
    from: m[2]!,
  }));

describe('the play entry', () => {
  it('leaves the lobby’s app, features, stores, router and query client out', () => {
    const offending: string[] = [];
    let seen = 0;
    for (const file of sources(playDir)) {
      for (const { from, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
        seen += 1;
        const lobby =
          /\/(?:app|features|stores)\//.test(from) ||
          /^(?:\.\.\/)+(?:app|features|stores)\b/.test(from);
        const heavy = /^(?:react-router|@tanstack\/|zustand)/.test(from);
        const lobbyClient = /lib\/(?:api-client|session|query-client|http|alert-store)$/.test(from);
        if (!typeOnly && (lobby || heavy || lobbyClient)) {
          offending.push(`${relative(playDir, file)}: ${from}`);
        }
      }
    }
    expect(offending).toEqual([]);
    expect(seen).toBeGreaterThan(100);
  });

  it('takes only types and the slot table from the games package', () => {
    const offending: string[] = [];
    for (const file of sources(playDir)) {
      for (const { from, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
        if (from.startsWith('@lobby/games') && !typeOnly && from !== '@lobby/games/slot-table')
          offending.push(`${relative(playDir, file)}: ${from}`);
      }
    }
    expect(offending).toEqual([]);
    // The table stays data: it imports nothing that could bring node:crypto along.
    const table = readFileSync(
      join(playDir, '../../../../packages/games/src/slot-table.ts'),
      'utf8',
    );
    expect(importsOf(table)).toEqual([]);
  });
});
