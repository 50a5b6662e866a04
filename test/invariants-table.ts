/**
 * Reads docs/invariants.md's tables and says what they name that no longer exists: a test title
 * found in no test file, a file that is gone, a function no longer in its file, a database name
 * nowhere in the server. The checks take the repository as functions, so a test can feed them a
 * made-up one.
 */

export interface InvariantRow {
  line: number;
  invariant: string;
  database: string[];
  code: { path: string; names: string[] }[];
  tests: string[];
}

export interface Repository {
  /** The text of every test file (`*.test.ts`, `*.test.tsx`, `*.e2e.ts`). */
  testTexts: readonly string[];
  /** The text of a file by its path from the root, or null when there is none. */
  fileText: (path: string) => string | null;
  /** The text of the server's files, where the database's names are written. */
  serverTexts: readonly string[];
}

const COLUMNS = ['invariant', 'database', 'code', 'tests'] as const;

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

const isPath = (token: string) => token.includes('/') && /\.[a-z]+$/.test(token);

/** A code cell: each path followed by the names that must be in that file. */
const codeOf = (cell: string) => {
  const code: InvariantRow['code'] = [];
  for (const token of quoted(cell)) {
    if (isPath(token)) code.push({ path: token, names: [] });
    else code.at(-1)?.names.push(token);
  }
  return code;
};

/** Every row of every table whose header is `invariant | database | code | tests`. */
export const invariantRows = (markdown: string): InvariantRow[] => {
  const rows: InvariantRow[] = [];
  let inTable = false;
  markdown.split('\n').forEach((text, index) => {
    if (!text.trim().startsWith('|')) {
      inTable = false;
      return;
    }
    const cells = cellsOf(text);
    if (cells.join('|').toLowerCase() === COLUMNS.join('|')) {
      inTable = true;
      return;
    }
    if (!inTable || cells.every((cell) => /^:?-+:?$/.test(cell))) return;
    const [invariant = '', database = '', code = '', tests = ''] = cells;
    rows.push({
      line: index + 1,
      invariant,
      database: quoted(database),
      code: codeOf(code),
      tests: quoted(tests),
    });
  });
  return rows;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A title as a test's source writes it: between quotes of any kind. */
const titleIn = (title: string, text: string) =>
  [`'${title}'`, `"${title}"`, `\`${title}\``].some((form) => text.includes(form));

/** What a row names that the repository does not have, one sentence each. */
export const problemsOf = (row: InvariantRow, repository: Repository): string[] => {
  const where = `docs/invariants.md:${row.line}`;
  const problems: string[] = [];
  if (row.tests.length === 0) problems.push(`${where}: no test named`);
  if (row.code.length === 0) problems.push(`${where}: no file named`);
  for (const title of row.tests) {
    if (!repository.testTexts.some((text) => titleIn(title, text)))
      problems.push(`${where}: no test is titled "${title}"`);
  }
  for (const { path, names } of row.code) {
    const text = repository.fileText(path);
    if (text === null) {
      problems.push(`${where}: there is no file ${path}`);
      continue;
    }
    for (const name of names) {
      if (!new RegExp(`\\b${escape(name)}\\b`).test(text))
        problems.push(`${where}: ${path} has no ${name}`);
    }
  }
  for (const name of row.database) {
    if (!repository.serverTexts.some((text) => text.includes(name)))
      problems.push(`${where}: the server names no ${name}`);
  }
  return problems;
};
