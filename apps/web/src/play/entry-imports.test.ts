import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The game pages are an entry of their own (play.html): they must not pull the lobby in. What
// they may take from the packages (their browser-safe modules) is ESLint's to check.

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
});
