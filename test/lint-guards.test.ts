import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { foldersIn } from '../scripts/lint/import-boundaries.js';

/**
 * The lint guards bite: each is fed a file that breaks it (at a path inside the zone it
 * fences) and must report it, and a twin that keeps the rule and must pass, so a guard that
 * goes silent — a resolver that cannot read TypeScript, a zone list gone stale — fails here.
 */
const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, ignore: false });

const rulesBroken = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
};

/** The first source file (not a test) directly in a folder, without its extension. */
const aSourceIn = (dir: string) => {
  const file = readdirSync(resolve(root, dir)).find(
    (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name),
  );
  if (!file) throw new Error(`no source file in ${dir}`);
  return file.replace(/\.tsx?$/, '');
};

/** Two features of a browser app, and a source file of the second (path inside the feature). */
const twoFeatures = (app: string) => {
  const [mine, theirs] = foldersIn(`apps/${app}/src/features`);
  const dir = `apps/${app}/src/features/${theirs}`;
  const inside = foldersIn(dir).includes('components') ? 'components/' : '';
  return { mine: mine!, theirs: theirs!, file: `${inside}${aSourceIn(dir + '/' + inside)}` };
};

// ESLint resolves and parses the files an import reaches: seconds on a busy machine.
describe('the lint guards', { timeout: 120_000 }, () => {
  it.each(['web', 'console'])('keep the features of apps/%s apart', async (app) => {
    const { mine, theirs, file } = twoFeatures(app);
    const importer = `apps/${app}/src/features/${mine}/lint-fixture.ts`;
    const code = (from: string) => `import * as other from '${from}';\nexport const x = other;\n`;
    expect(await rulesBroken(importer, code(`../${theirs}/${file}`))).toContain(
      'import-x/no-restricted-paths',
    );
    const own = `apps/${app}/src/features/${theirs}/lint-fixture.ts`;
    expect(await rulesBroken(own, code(`./${file}`))).toEqual([]);
  });

  it("keep a server module's repo inside the module", async () => {
    const modules = foldersIn('apps/server/src/modules').filter((module) =>
      readdirSync(resolve(root, 'apps/server/src/modules', module)).some((name) =>
        name.endsWith('.repo.ts'),
      ),
    );
    const [owner, other] = modules;
    const repo = readdirSync(resolve(root, 'apps/server/src/modules', owner!))
      .find((name) => name.endsWith('.repo.ts'))!
      .replace(/\.ts$/, '');
    const code = (from: string) => `import * as repo from '${from}';\nexport const x = repo;\n`;
    expect(
      await rulesBroken(
        `apps/server/src/modules/${other}/lint-fixture.ts`,
        code(`../${owner}/${repo}`),
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        `apps/server/src/http/lint-fixture.ts`,
        code(`../modules/${owner}/${repo}`),
      ),
    ).toContain('import-x/no-restricted-paths');
    // Through the `@/` alias it is the same file, so the same zone.
    expect(
      await rulesBroken(`apps/server/src/http/lint-fixture.ts`, code(`@/modules/${owner}/${repo}`)),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(`apps/server/src/modules/${owner}/lint-fixture.ts`, code(`./${repo}`)),
    ).toEqual([]);
  });

  it('keep core/ and db/ below every module', async () => {
    const module = foldersIn('apps/server/src/modules')[0]!;
    const file = aSourceIn(`apps/server/src/modules/${module}`);
    const code = `import * as m from '../modules/${module}/${file}';\nexport const x = m;\n`;
    for (const layer of ['core', 'db'])
      expect(await rulesBroken(`apps/server/src/${layer}/lint-fixture.ts`, code)).toContain(
        'import-x/no-restricted-paths',
      );
    const aliased = `import * as m from '@/modules/${module}/${file}';\nexport const x = m;\n`;
    expect(await rulesBroken('apps/server/src/core/lint-fixture.ts', aliased)).toContain(
      'import-x/no-restricted-paths',
    );
    const below = `import * as c from '../core/${aSourceIn('apps/server/src/core')}';\nexport const x = c;\n`;
    expect(await rulesBroken('apps/server/src/db/lint-fixture.ts', below)).toEqual([]);
  });
});
