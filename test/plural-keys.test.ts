import { describe, expect, it } from 'vitest';
import { enUS as webLobby } from '../apps/web/src/i18n/en-US';
import { enUSPlay as webGames } from '../apps/web/src/i18n/en-US-play';
import { enUSPages as webPages } from '../apps/web/src/app/page-strings';
import { enUS as console } from '../apps/console/src/app/console-strings';

// Counts go through i18next's plural keys (docs/rules.md "Figures"): a string that says
// {{count}} is a plural form ("key_one" and "key_other"), so "1 rewards" cannot be written.

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every string of a resource, by its dotted key. */
const leaves = (node: unknown, path = ''): [string, string][] =>
  typeof node === 'string'
    ? [[path, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        leaves(value, path ? `${path}.${key}` : key),
      );

/** What is wrong with a resource's counts: a count outside a plural key, a form without its pair. */
export const pluralProblems = (resource: object): string[] => {
  const strings = new Map(leaves(resource));
  const problems: string[] = [];
  for (const [key, text] of strings) {
    const plural = PLURAL.exec(key);
    if (/\{\{\s*count\s*[,}]/.test(text) && !plural)
      problems.push(`${key}: says {{count}} but is not a plural key (_one/_other)`);
    if (!plural) continue;
    const base = key.slice(0, plural.index);
    for (const form of ['one', 'other'])
      if (!strings.has(`${base}_${form}`)) problems.push(`${key}: has no ${base}_${form}`);
  }
  return problems;
};

describe('plural keys in the en-US resources', () => {
  it.each([
    ['the lobby', webLobby],
    ['the lobby’s pages', webPages],
    ['the game pages', webGames],
    ['the console', console],
  ])('%s: every {{count}} is in an _one/_other pair', (_, resource) => {
    expect(pluralProblems(resource)).toEqual([]);
  });

  it('catches a count outside a plural key and a form without its pair', () => {
    expect(
      pluralProblems({
        a: { rewards: '{{count}} rewards', days_one: '{{count}} day' },
        b: { fine_one: '{{count}} game', fine_other: '{{count}} games', plain: 'No count' },
      }),
    ).toEqual([
      'a.rewards: says {{count}} but is not a plural key (_one/_other)',
      'a.days_one: has no a.days_other',
    ]);
  });
});
