// A fixture of test/import-graph.test.ts: the other half of a deliberate circle, type-only.
import type { sooner } from './cycle-a';

export const later = (count: number): ReturnType<typeof sooner> => count + 1;
