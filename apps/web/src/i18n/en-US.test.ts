import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

const srcDir = join(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The game pages (play/) have their own resource, checked in en-US-play.test.ts.
    if (statSync(path).isDirectory())
      return name === 'test' || name === 'play' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('en-US', () => {
  it('has every literal key the code asks for (page strings merged)', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      const keys = [
        ...text.matchAll(/\bt\(\s*'([^'$]+)'/g),
        ...text.matchAll(
          /\b(?:titleKey|messageKey|labelKey|textKey|key): '([a-zA-Z]+\.[a-zA-Z.]+)'/g,
        ),
      ].map((m) => m[1] as string);
      for (const key of keys)
        if (!i18n.exists(key) && !i18n.exists(`${key}_other`))
          missing.push(`${key} (${file.slice(srcDir.length)})`);
    }
    expect(missing).toEqual([]);
  });

  it('pluralises and interpolates', () => {
    expect(i18n.t('home.gameCount', { count: 1 })).toBe('1 game');
    expect(i18n.t('home.gameCount', { count: 12 })).toBe('12 games');
    expect(i18n.t('dialog.tips')).toBe('Tips');
  });

  it('keeps the locale in a cookie for 365 days', async () => {
    const { resolveLocale } = await import('./i18n');
    expect(resolveLocale()).toBe('en-US');
    expect(document.cookie).toContain('lobby_locale=en-US');
  });
});
