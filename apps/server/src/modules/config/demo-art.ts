import catalogue from './demo-catalogue.json' with { type: 'json' };

/** The demo configuration's drawings under /art/ and its catalogue's codes. */

const rasterFolders = new Set(Object.keys(catalogue.rasterArt.scales));
/** A drawing under /art/: WebP for the folders the lobby shows many at a time, SVG otherwise. */
export const art = (folder: string, name: string | number) =>
  `/art/${folder}/${name}.${rasterFolders.has(folder) ? 'webp' : 'svg'}`;

export const idOf = (list: readonly { id: number; code: string }[], code: string): number => {
  const found = list.find((entry) => entry.code === code);
  if (!found) throw new Error(`demo catalogue: unknown code ${code}`);
  return found.id;
};
