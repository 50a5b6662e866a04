import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** How the environment's variables read: blank is unset, paths from the repository root. */

/** The development defaults of secrets: production refuses every one of them. */
export const DEV_DEFAULTS = {
  SANDBOX_PAY_SECRET: 'sandbox-pay-dev-secret-not-for-production',
  CHALLENGE_SECRET: 'challenge-dev-secret-not-for-production',
  STAFF_TOTP_KEY: 'staff-totp-dev-key-not-for-production',
} as const;

const findRepoRoot = (from: string): string => {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (parsed.workspaces) return dir;
      } catch {
        // not a readable manifest: keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
};

export const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

export const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      )
      .optional(),
  );

export const int = (min: number, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/** Secrets pass through here too: its only failure is "missing", so no value is echoed. */
export const optionalString = z.preprocess(blankToUndefined, z.string().optional());

export const urlWithDefault = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(fallback)
      .refine((value) => {
        try {
          return ['https:', 'http:'].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, 'must be a URL starting with https:// or http://'),
  );

export const flag = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1'),
  );

/** false | true | a hop count | a comma-separated list of trusted proxy addresses. */
export const trustProxy = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default('false')
    .transform((value): boolean | number | string => {
      if (value === 'true') return true;
      if (value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    }),
);
