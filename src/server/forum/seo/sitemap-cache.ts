import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The sitemap lists up to 50,000 threads, about 4 MB of XML. Built and compressed for every request, fifty
// crawlers at once held fifty copies, and compressing it where the guest cache compresses (on the main
// thread) stopped every other answer for a quarter of a second. So it is built once, compressed off the
// main thread (zlib's pool), and kept for a minute; requests that come during a build share that build.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const KEEP_MS = 60_000;

export interface BuiltSitemap {
  xml: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export class SitemapCache {
  private entry: { at: number; built: Promise<BuiltSitemap> } | null = null;

  constructor(private readonly build: () => Promise<string>) {}

  get(): Promise<BuiltSitemap> {
    if (this.entry && Date.now() - this.entry.at <= KEEP_MS) return this.entry.built;
    const entry = { at: Date.now(), built: this.compress() };
    this.entry = entry;
    // A failed build is not kept: the next request tries again.
    entry.built.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return entry.built;
  }

  private async compress(): Promise<BuiltSitemap> {
    const xml = Buffer.from(await this.build(), 'utf8');
    const [br, gz] = await Promise.all([
      brotli(xml, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipAsync(xml),
    ]);
    return { xml, br, gzip: gz };
  }
}
