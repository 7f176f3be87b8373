// What the server's render of the app answers, and how the server drives it. The browser app's server
// entry (src/client/entry-server.tsx) implements it; the server loads that entry from its build and never
// imports the client's sources (docs/decisions/034-react-rendered-once.md).

export interface RenderedPage {
  status: number;
  /** The <title>, <meta> and <link> elements the page's components rendered, for the document's head. */
  head: string;
  body: string;
  /** The page's data as JSON, already safe inside a <script type="application/json"> element. */
  data: string;
  /** Source modules (as the build's manifest names them) of the page's chunks. */
  chunks: string[];
}

export interface PageSite {
  /** The forum's address for links that leave the page (Open Graph, structured data), without a trailing slash. */
  origin: string;
  /** PUBLIC_URL as set by the operator, for canonical links; null when unset (then pages name no canonical). */
  publicUrl: string | null;
  /**
   * When the server drew the page (ms since the epoch): its relative times ("5 minutes ago") are counted from
   * it, and the browser's first render over the page counts from it too, so both draw the same words.
   */
  renderedAt?: number;
}

/** How the render reaches the forum's API: a GET of `url`, answered in-process for a guest. */
export type RenderTransport = (url: URL) => Promise<Response>;

export interface PageRendererModule {
  /**
   * The page at `url` (a path and query) for a guest, or null when the browser draws it alone; its data is
   * asked through `transport`.
   */
  renderPage(url: string, site: PageSite, transport: RenderTransport): Promise<RenderedPage | null>;
}
