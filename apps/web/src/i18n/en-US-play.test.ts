import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOT_SYMBOLS } from '@lobby/games/slot-table';
import { playI18n } from '../play/lib/i18n';

const playDir = join(import.meta.dirname, '../play');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const exists = (key: string) => playI18n.exists(key) || playI18n.exists(`${key}_other`);

describe('en-US-play', () => {
  it('has every literal key the game pages ask for', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(playDir)) {
      const text = readFileSync(file, 'utf8');
      const keys = [
        ...text.matchAll(/\bt\(\s*'([^'$]+)'/g),
        ...text.matchAll(/'([a-z]+\.[a-zA-Z.]+)'/g),
      ].map((m) => m[1]!);
      for (const key of keys) {
        if (/^(?:[a-z]+\.)+(?:ts|tsx|css|js|svg|html)$/.test(key)) continue;
        if (!exists(key)) missing.push(`${key} (${file.slice(playDir.length)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has the keys the pages build from names', () => {
    for (const game of ['dice', 'crash', 'mines', 'slot'])
      expect(exists(`games.${game}.name`)).toBe(true);
    // Every symbol of the table the server plays, so a new one cannot go without its name.
    for (const symbol of SLOT_SYMBOLS) {
      expect(exists(`slot.symbols.${symbol}`), symbol).toBe(true);
    }
    for (const state of ['closed', 'picked', 'gem', 'boom', 'gem-faded', 'mine-faded']) {
      expect(exists(`mines.tile.${state}`), state).toBe(true);
    }
  });

  it('pluralises and fills in values', () => {
    expect(playI18n.t('mines.picked', { count: 1 })).toBe('1 tile to open');
    expect(playI18n.t('mines.picked', { count: 3 })).toBe('3 tiles to open');
    expect(playI18n.t('dice.won', { amount: '1.98' })).toBe('You won 1.98');
    expect(playI18n.t('fair.formula')).toBe(
      'HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`)',
    );
  });
});
