/** Names and URLs of the databases the tests create next to the one in DATABASE_URL. */

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const baseName = (databaseUrl: string) =>
  decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'lobby';

/** The maintenance database of the same server, from which databases are created and dropped. */
export const adminUrl = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
};

export const templateName = (databaseUrl: string, runId: number) =>
  `${baseName(databaseUrl)}_tpl_${runId}`;

export const fileDatabaseName = (databaseUrl: string, suffix: string) =>
  `${baseName(databaseUrl)}_t_${suffix}`;

export const urlOf = (databaseUrl: string, database: string) => {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
