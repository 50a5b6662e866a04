import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outsideReferences } from './outside-references';

const root = resolve(import.meta.dirname, '..');

/** Every file of the repository, committed or new, that git does not ignore. */
const repositoryFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file !== '');

/** Files that are data, not words: lockfiles and binary assets. */
const isText = (file: string) =>
  file !== 'package-lock.json' &&
  !/\.(?:png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|mp3|ogg|wav|mp4|webm|zip|gz|pdf)$/i.test(file);

describe('the outside-reference finder', () => {
  // The samples carry a "~" that is taken out before the search, so that this file does not
  // name the outside paths it tests for.
  const find = (file: string, sample: string) =>
    outsideReferences(root, file, sample.replaceAll('~', '')).map(({ text, why }) => ({
      found: text,
      why,
    }));

  it('finds the requirement documents by name and by section', () => {
    expect(find('apps/server/src/a.ts', '// see RULES~.md "Money"')).toHaveLength(1);
    expect(find('docs/x.md', 'as design/API~.md says')).toHaveLength(1);
    expect(find('apps/web/src/a.ts', '/** spec ~§5: the minimum */')).toHaveLength(1);
    expect(find('e2e/a.ts', "readFileSync('.~./../sha~red/sp~ec/routes.json')")).not.toHaveLength(
      0,
    );
  });

  it('finds a relative path that climbs out of the repository, not one that stays in it', () => {
    expect(find('e2e/a.ts', "resolve(dir, '.~./../elsewhere/routes.json')")).toEqual([
      {
        found: '.~./../elsewhere/routes.json'.replace('~', ''),
        why: 'a relative path that leaves the repository',
      },
    ]);
    expect(find('apps/web/src/app/a.ts', "resolve(dir, '.~./../../..')")).toEqual([]);
    expect(find('e2e/a.ts', "resolve(dir, '../docs/spec/routes.json')")).toEqual([]);
  });

  it('leaves our own docs alone', () => {
    expect(find('apps/server/src/a.ts', '// docs/rules.md "Money", docs/api.md')).toEqual([]);
  });
});

describe('the repository', () => {
  it('names no path outside itself, in any file', () => {
    const found = repositoryFiles()
      .filter(isText)
      .flatMap((file) => {
        let text: string;
        try {
          text = readFileSync(resolve(root, file), 'utf8');
        } catch {
          return []; // listed by git but deleted in the work tree
        }
        return outsideReferences(root, file, text);
      })
      .map(({ file, line, text, why }) => `${file}:${line}: ${text} (${why})`);
    expect(found).toEqual([]);
  });
});

describe('the decision records', () => {
  it('are numbered without gaps, and the index lists each one', () => {
    const folder = resolve(root, 'docs/adr');
    const pages = readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));
    const numbers = pages.map((name) => Number(name.slice(0, 4))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const index = readFileSync(resolve(folder, 'README.md'), 'utf8');
    expect(pages.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
