import type { ComponentType } from 'react';
import { paths, type PathName } from '../config/paths';
import { loadPageStrings } from './load-page-strings';

type Loader<M> = () => Promise<M>;

/**
 * A route whose page is code-split: React Router's `lazy` loads it on first navigation, together
 * with the page strings (page-strings.ts), so the page renders with every string in place.
 */
export const page = <M>(load: Loader<M>, pick: (m: M) => ComponentType) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadPageStrings()]);
    return { Component: pick(module) };
  },
});

/** Relative path of a named route under its parent ("/bonus/event" under "/bonus" → "event"). */
export const rel = (name: PathName, parent: PathName | null = null) =>
  parent ? paths[name].slice(paths[parent].length + 1) : paths[name].slice(1);
