import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ChunkPreload } from './chunk-preload';

// The built React app's index.html, with room for a page's <head> tags, the HTML React rendered for it on
// the server and the data that render read, so the page can be read without JavaScript and the browser's
// React adopts it (docs/decisions/034-react-rendered-once.md).
export interface ShellParts {
  /** Head elements; a <title> or a description among them replaces the site's generic one. */
  headTags?: string;
  bodyHtml?: string;
  /** JSON already safe inside a script element, written after the root as `<script type="application/json">`. */
  data?: string;
  /** The client page modules (as `features/forum/discussions/thread-page.tsx`) whose chunks and CSS the head names. */
  chunks?: string[];
}

/** index.html cut once where a page's parts go, so a page is one concatenation, whatever its size. */
interface Pieces {
  /** Up to the title and from after it to `</head>`, each with and without the site's generic description. */
  beforeTitle: string;
  beforeTitleWithoutDescription: string;
  title: string;
  head: string;
  headWithoutDescription: string;
  /** From `</head>` to the root element's content, and from after its end tag to the end. */
  beforeRoot: string;
  afterRoot: string;
}

const TITLE = /<title>[^<]*<\/title>/;
const GENERIC_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const ROOT = '<div id="root"></div>';
const ROOT_END = '</div>';

export class AppShell {
  private pieces: Pieces | null = null;
  private readonly chunks: ChunkPreload;

  constructor(readonly clientDir: string) {
    this.chunks = new ChunkPreload(clientDir);
  }

  get available(): boolean {
    return existsSync(path.join(this.clientDir, 'index.html'));
  }

  /**
   * The page: the parts are joined in, never passed through a replace, so `$'`, `$&` and `` $` `` (which
   * members may type) stay text, and a page of megabytes is copied once. A page whose head tags carry its
   * own description drops the site's generic one, so it never sends two.
   */
  render(parts: ShellParts = {}): string {
    this.pieces ??= cut(readFileSync(path.join(this.clientDir, 'index.html'), 'utf8'));
    const p = this.pieces;
    const { headTags, bodyHtml, data } = parts;
    const preload = (parts.chunks ?? []).map((chunk) => this.chunks.tagsFor(chunk)).join('');
    const ownDescription = headTags?.includes('name="description"') ?? false;
    const ownTitle = headTags?.includes('<title>') ?? false;
    // Plain `+`: V8 keeps the result as a rope of the parts, flattened once when it is written out, where
    // join would copy a page of megabytes first.
    return (
      (ownDescription ? p.beforeTitleWithoutDescription : p.beforeTitle) +
      (ownTitle ? '' : p.title) +
      (ownDescription ? p.headWithoutDescription : p.head) +
      (preload ? `${preload}\n` : '') +
      (headTags ? `${headTags}\n` : '') +
      p.beforeRoot +
      (bodyHtml ?? '') +
      ROOT_END +
      (data === undefined ? '' : `<script type="application/json" id="page-data">${data}</script>`) +
      p.afterRoot
    );
  }
}

function cut(template: string): Pieces {
  const title = TITLE.exec(template);
  const titleStart = title ? title.index : template.indexOf('</head>');
  const titleEnd = title ? titleStart + title[0].length : titleStart;
  const headEnd = template.indexOf('</head>', titleEnd);
  const root = template.indexOf(ROOT, headEnd);
  if (headEnd < 0 || root < 0) throw new Error('index.html has no </head> or no <div id="root"></div>');
  const rootInner = root + ROOT.length - ROOT_END.length;
  // The description may sit before or after the title; it is dropped from whichever side holds it.
  const beforeTitle = template.slice(0, titleStart);
  const head = template.slice(titleEnd, headEnd);
  const descriptionBefore = GENERIC_DESCRIPTION.test(beforeTitle);
  return {
    beforeTitle,
    beforeTitleWithoutDescription: beforeTitle.replace(GENERIC_DESCRIPTION, ''),
    title: title ? title[0] : '',
    head,
    headWithoutDescription: descriptionBefore ? head : head.replace(GENERIC_DESCRIPTION, ''),
    beforeRoot: template.slice(headEnd, rootInner),
    afterRoot: template.slice(rootInner + ROOT_END.length),
  };
}
