// A fixture of test/lint-guards.test.ts: the other half of a deliberate import circle.
import { sooner } from './cycle-a';

export const later = (count: number): number => sooner(count) + 1;
