import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The build's manifest (Vite's `.vite/manifest.json`: each source module's chunk, its static imports and its
// CSS) read once, to name in a server-rendered page the chunks the app will load for it, so the browser
// fetches them beside the first bundle instead of after it has run (decision 032).

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestEntry>;

export class ChunkPreload {
  private manifest: Manifest | null | undefined;
  private readonly tags = new Map<string, string>();

  constructor(readonly clientDir: string) {}

  /**
   * `<link rel="modulepreload">` for the chunk built from `source` (a path under src/client, as the manifest
   * names it) and the chunks it imports, and `<link rel="stylesheet">` for their CSS, leaving out what
   * index.html already loads. Linked, not preloaded: the page's HTML is React's own render of it, which must
   * be drawn with its styles (and read so without JavaScript). Empty when there is no manifest (a
   * development server) or no such chunk.
   */
  tagsFor(source: string): string {
    let tags = this.tags.get(source);
    if (tags === undefined) {
      tags = this.build(source);
      this.tags.set(source, tags);
    }
    return tags;
  }

  private build(source: string): string {
    const manifest = this.read();
    if (!manifest?.[source]) return '';
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
    const wanted = [...closure(manifest, source)].filter((key) => !loaded.has(key));
    const scripts = wanted.map(
      (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`,
    );
    const styles = [...new Set(wanted.flatMap((key) => manifest[key]?.css ?? []))].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
    );
    return [...scripts, ...styles].join('\n');
  }

  private read(): Manifest | null {
    if (this.manifest !== undefined) return this.manifest;
    const file = path.join(this.clientDir, '.vite', 'manifest.json');
    try {
      this.manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
    } catch {
      this.manifest = null; // a damaged manifest costs the hint, never the page
    }
    return this.manifest;
  }
}

/** The manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}
