// The JavaScript a client route needs beyond the entry, from Vite's build manifest: named in the HTML as
// modulepreload links, so the browser fetches a lazy route's chunk alongside the entry instead of only after the
// entry has run and the router has asked for it (the product page's first paint waited on exactly that).
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Route module (its source path, e.g. 'src/app/routes/product-page.tsx') and the page's index.html → URLs of the
 * chunks to preload.
 */
export type RouteChunks = (routeModule: string, indexHtml: string) => string[];

/** The /assets/… files index.html loads itself (scripts and modulepreloads), as manifest file names. */
export function filesLoadedBy(indexHtml: string): Set<string> {
  const files = new Set<string>();
  for (const match of indexHtml.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.js)"/g))
    files.add(match[1]!);
  return files;
}

/**
 * The chunk and everything it imports, depth first, without what the page loads anyway: the manifest's entries
 * and the files index.html names (the build groups the entry's code into runtime, vendor and app chunks).
 */
export function chunksToPreload(
  manifest: Manifest,
  routeModule: string,
  loadedFiles: ReadonlySet<string> = new Set(),
): string[] {
  const route = manifest[routeModule];
  if (!route) return [];
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) collect(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry || loadedFiles.has(chunk.file)) collect(key, loadedByEntry);
  const needed = new Set<string>();
  collect(routeModule, needed);
  return [...needed]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `/${manifest[key]!.file}`)
    .filter((file) => file.endsWith('.js'));
}

/** Reads dist/.vite/manifest.json again only when a rebuild replaced it; no manifest, no preloads. */
export function createRouteChunks(distDir: string | undefined): RouteChunks {
  const manifestFile = distDir ? path.join(distDir, '.vite', 'manifest.json') : undefined;
  let cached: { mtimeMs: number; manifest: Manifest } | undefined;
  const load = (): Manifest | undefined => {
    if (!manifestFile) return undefined;
    try {
      const { mtimeMs } = fs.statSync(manifestFile);
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest };
      return cached.manifest;
    } catch {
      return undefined;
    }
  };
  return (routeModule, indexHtml) => {
    const manifest = load();
    return manifest ? chunksToPreload(manifest, routeModule, filesLoadedBy(indexHtml)) : [];
  };
}
