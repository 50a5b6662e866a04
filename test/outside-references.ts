import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Finds what a file of the repository names outside it: the team's requirement documents by
 * name, and relative paths that climb above the repository's root. The repository must stand
 * alone: a plain clone has everything its code, tests and docs rely on (docs/api.md,
 * docs/rules.md, docs/spec/).
 */

/** Names of documents that live beside the repository, never in it. */
const outsideNames: { pattern: RegExp; why: string }[] = [
  { pattern: /\.\.\/shared\b/, why: 'a path into the shared folder beside the repository' },
  { pattern: /\bshared\/(?:spec|design)\b/, why: 'the shared spec or design folder' },
  {
    pattern: /\b(?:RULES|API|ARCHITECTURE|STYLE|SCREENS)\.md\b/,
    why: 'a requirement document outside the repository (use docs/)',
  },
  { pattern: /\bproduct-spec\b/, why: 'the product specification outside the repository' },
  { pattern: /\bspec\s*§\s*\d/i, why: 'a section of the outside specification' },
];

/** `../` chains followed by a path segment, as code and docs write relative paths. */
const relativePath = /(?<![\w./-])((?:\.\.\/)+)([\w@.-]+(?:\/[\w@.-]+)*)?/g;

export interface OutsideReference {
  file: string;
  line: number;
  text: string;
  why: string;
}

/**
 * The outside references of one file (its path relative to the root, its text). A relative
 * path counts when, taken from the file's folder, it leaves the root.
 */
export const outsideReferences = (root: string, file: string, text: string): OutsideReference[] => {
  const found: OutsideReference[] = [];
  const folder = dirname(resolve(root, file));
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const { pattern, why } of outsideNames) {
      const match = pattern.exec(content);
      if (match) found.push({ file, line, text: match[0], why });
    }
    for (const match of content.matchAll(relativePath)) {
      const target = resolve(folder, match[0]);
      const fromRoot = relative(root, target);
      if (fromRoot === '..' || fromRoot.startsWith(`..${sep}`)) {
        found.push({
          file,
          line,
          text: match[0],
          why: 'a relative path that leaves the repository',
        });
      }
    }
  });
  return found;
};
