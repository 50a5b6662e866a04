/**
 * The server's layers, lowest first, written down once: a file may import from its own layer
 * and the layers below it, never from one above (test/import-graph.test.ts counts the arrows
 * that do; docs/architecture.md explains each layer). A name is a folder of apps/server/src, a
 * file directly in it, or `modules` for every domain module.
 */
export const serverLayers = [
  // The vocabulary every layer shares: the clock, errors, days, the shapes of routes and of a
  // module, the envelope and reply helpers, security events; no database, no domain.
  ['core'],
  // The database: connection, migrations, functions, generated table types, group commit.
  ['db'],
  // Services of the platform that domains build on: the double-entry ledger, the job runner,
  // the image store.
  ['ledger', 'jobs', 'storage'],
  // The domains, each a folder of modules/ that owns its tables.
  ['modules'],
  // The HTTP shell: routers, plugins, static apps, health and development endpoints.
  ['http'],
  // The composition: environment, the modules composed (app/) and the app assembled, the server
  // started, the operators' CLI.
  ['config', 'app', 'app.ts', 'server.ts', 'ops'],
];

/** The layer of a server file (its index in serverLayers), or undefined outside the server. */
export const layerOf = (file) => {
  const match = /^apps\/server\/src\/([^/]+)/.exec(file);
  if (!match) return undefined;
  const index = serverLayers.findIndex((names) => names.includes(match[1]));
  return index === -1 ? undefined : index;
};

/**
 * The unit an arrow is counted between: a domain module (`modules/bonus`) or a layer's folder
 * or file (`http`, `app.ts`).
 */
export const unitOf = (file) => {
  const match = /^apps\/server\/src\/(modules\/[^/]+|[^/]+)/.exec(file);
  return match ? match[1] : undefined;
};
