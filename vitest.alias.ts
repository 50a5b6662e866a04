import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vitest/config';

const root = import.meta.dirname;

/**
 * `@/x` is `src/x` of the app whose file imports it: `apps/<app>/src/x`. For the projects that
 * load files of more than one app (repo, e2e), where a single alias would send one app's `@/` to
 * the other's src (ADR 0051). Each app's own project keeps its plain alias.
 */
export const appSourceAlias: Plugin = {
  name: 'app-source-alias',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (!source.startsWith('@/') || !importer) return null;
    const app = /^apps\/[^/]+/.exec(relative(root, importer).split(sep).join('/'))?.[0];
    if (!app) return null;
    const target = resolve(root, app, 'src', source.slice(2));
    return this.resolve(target, importer, { ...options, skipSelf: true });
  },
};
