// A fixture of test/import-graph.test.ts: half of a deliberate import circle, in TypeScript.
import { later } from './cycle-b';

export const sooner = (count: number): number => (count > 0 ? later(count - 1) : 0);
