// The home route's statically imported JavaScript, gzip-compressed, from vite build's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function homeBundleSize({ repoRoot }) {
  const dist = join(repoRoot, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find(
    (key) => manifest[key].isEntry && key.endsWith('index.html'),
  );
  if (!entryKey)
    throw new Error('no index.html entry in the vite manifest (build.manifest must be on)');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  visit(entryKey);
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const key of seen) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    files.push(file);
  }
  return {
    files,
    rawKB: Number((raw / 1024).toFixed(1)),
    gzipKB: Number((gzip / 1024).toFixed(1)),
  };
}
