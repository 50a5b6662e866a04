import { resolve } from 'node:path';
import { cruise, type IModule } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = resolve(import.meta.dirname, '..');

/** The projects whose sources are graphed, each resolved with its own tsconfig (its `@/`). */
export const sourceProjects = [
  'apps/server',
  'apps/web',
  'apps/console',
  'apps/demo-provider',
  'packages/contract',
  'packages/games',
];

export interface ImportArrow {
  /** Repository paths, forward slashes. */
  readonly from: string;
  readonly to: string;
  /** Only `import type` (erased at build, still an arrow of the design). */
  readonly typeOnly: boolean;
}

/**
 * Every import between the projects' own source files (tests and build output left out),
 * type-only imports included, as tsc resolves them.
 */
export const importArrows = async (
  projects: readonly string[] = sourceProjects,
): Promise<ImportArrow[]> => {
  const arrows: ImportArrow[] = [];
  const graphed = (file: string) => projects.some((project) => file.startsWith(`${project}/src/`));
  for (const project of projects) {
    const tsConfig = extractTSConfig(resolve(root, project, 'tsconfig.json'));
    const result = await cruise(
      [`${project}/src`],
      {
        baseDir: root,
        tsPreCompilationDeps: true,
        doNotFollow: { path: 'node_modules' },
        exclude: { path: '(^|/)(node_modules|dist)/|\\.(test|e2e)\\.tsx?$|/src/test/' },
        tsConfig: { fileName: `${project}/tsconfig.json` },
      },
      { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      { tsConfig },
    );
    if (typeof result.output === 'string') throw new Error('dependency-cruiser gave no graph');
    for (const module of result.output.modules as IModule[]) {
      if (!module.source.startsWith(`${project}/src/`)) continue;
      for (const dependency of module.dependencies) {
        if (dependency.coreModule || dependency.couldNotResolve) continue;
        if (!graphed(dependency.resolved)) continue;
        arrows.push({
          from: module.source,
          to: dependency.resolved,
          typeOnly: dependency.dependencyTypes.includes('type-only'),
        });
      }
    }
  }
  return arrows;
};

/** The import circles among the files, each once, as the list of files around it. */
export const importCircles = (arrows: readonly ImportArrow[]): string[][] => {
  const next = new Map<string, string[]>();
  for (const { from, to } of arrows) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's strongly connected components: every file of a circle shares one component.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    indexOf.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!indexOf.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, indexOf.get(to)!));
      }
    }
    if (low.get(file) === indexOf.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfLoop = (next.get(file) ?? []).includes(file);
      if (component.length > 1 || selfLoop) circles.push(component.sort());
    }
  };
  for (const file of next.keys()) if (!indexOf.has(file)) visit(file);
  return circles;
};
