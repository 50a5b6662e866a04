import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@lobby/contract/values/console';
import { enUS, enUSParts } from './console-strings';
import { consoleI18n } from '../i18n/i18n';

const srcDir = join(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const exists = (key: string) => consoleI18n.exists(key) || consoleI18n.exists(`${key}_other`);

describe('the console’s en-US strings', () => {
  it('have every literal key the code asks for', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      const keys = [
        ...text.matchAll(/\bt\(\s*'([^'$]+)'/g),
        ...text.matchAll(/labelKey: '([a-z]+\.[a-zA-Z.]+)'/g),
      ].map((m) => m[1]!);
      for (const key of keys)
        if (!exists(key)) missing.push(`${key} (${file.slice(srcDir.length)})`);
    }
    expect(missing).toEqual([]);
  });

  it('have the keys the pages build from names', () => {
    for (const role of STAFF_ROLES) expect(exists(`roles.${role}`), role).toBe(true);
    for (const status of ['queued', 'open', 'closed'])
      expect(exists(`chat.status.${status}`), status).toBe(true);
    for (const view of ['active', 'mine', 'closed'])
      expect(exists(`chat.views.${view}`), view).toBe(true);
    for (const status of ['open', 'replied', 'closed', 'all'])
      expect(exists(`feedback.statuses.${status}`), status).toBe(true);
    for (const state of ['scheduled', 'live', 'ended', 'cancelled'])
      expect(exists(`mail.states.${state}`), state).toBe(true);
    for (const figure of [
      'deposits',
      'depositCount',
      'withdrawals',
      'withdrawalCount',
      'bets',
      'wins',
      'ggr',
      'bonusCost',
      'newPlayers',
      'activePlayers',
    ])
      expect(exists(`dashboard.${figure}`), figure).toBe(true);
  });

  it('come from strings files that never name the same top-level key twice', () => {
    const keys = enUSParts.flatMap((part) => Object.keys(part));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(enUS).sort()).toEqual([...keys].sort());
  });

  it('pluralise and fill in values', () => {
    expect(consoleI18n.t('chat.unread', { count: 1 })).toBe('1 unread');
    expect(consoleI18n.t('chat.balance', { amount: '1,234.56' })).toBe('Balance 1,234.56');
  });
});
