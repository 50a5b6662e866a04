/**
 * The import boundaries of the repository, derived from its folders: a feature or module made
 * tomorrow is fenced the day it appears, without anyone adding it to a list
 * (docs/architecture.md). eslint.config.js applies the zones; test/lint-guards.test.ts proves
 * they bite.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders directly inside a repository folder, sorted; none when it does not exist. */
export const foldersIn = (dir) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/** Folders of a browser app's src that are neither features nor the app shell nor tests. */
const sharedFolders = (app) =>
  foldersIn(`apps/${app}/src`).filter(
    (name) => !['features', 'app', 'test', 'play'].includes(name),
  );

/**
 * A browser app's layers (bulletproof-react): shared → features → app. A feature imports no
 * other feature, shared code imports no feature and no app code, features import no app code.
 */
export const featureZones = (app) => {
  const src = `./apps/${app}/src`;
  return [
    ...foldersIn(`apps/${app}/src/features`).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `Features never import each other: what ${feature} shares with another feature belongs in ${src}/components or lib.`,
    })),
    {
      target: sharedFolders(app).map((name) => `${src}/${name}`),
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared code imports no feature and no app code.',
    },
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'Features import no app code: the app puts features together.',
    },
  ];
};

/** The server's folders above core/ and db/ (every one but those two). */
const serverFoldersAbove = (layer) => {
  const below = { core: ['core'], db: ['core', 'db'] }[layer];
  return [
    ...foldersIn('apps/server/src')
      .filter((name) => !below.includes(name))
      .map((name) => `./apps/server/src/${name}`),
    './apps/server/src/app.ts',
    './apps/server/src/server.ts',
  ];
};

/**
 * The server: core/ imports nothing of the server but core/, db/ nothing but core/ and db/
 * (they are the bottom layers every module builds on); a module's `*.repo.ts` — its tables'
 * SQL — is imported only inside that module: others use the module's service or read API.
 */
export const serverZones = () => [
  {
    target: './apps/server/src/core',
    from: serverFoldersAbove('core'),
    message: 'core/ is the bottom layer: it imports nothing of the server but core/.',
  },
  {
    target: './apps/server/src/db',
    from: serverFoldersAbove('db'),
    message: 'db/ imports nothing of the server but core/ and db/.',
  },
  ...foldersIn('apps/server/src/modules').map((module) => ({
    target: [
      './apps/server/src/*.ts',
      './apps/server/src/!(modules)/**',
      `./apps/server/src/modules/!(${module})/**`,
    ],
    from: `./apps/server/src/modules/${module}/**/*.repo.ts`,
    message: `${module}'s tables are read through ${module}'s own service or read API, never its repo.`,
  })),
];
