import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { renderToString as renderSync } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { escapeText } from '../shared/escape-markup';
import type { PageRendererModule, PageSite, RenderedPage, RenderTransport } from '../shared/page-render';
import { setServerTransport } from './api/api-client';
import { AppRoot } from './app/app-root';
import { type PageData, serializePageData } from './app/page-data';
import { type PageHandle, routes } from './app/routes';
import { fullTitle, type PageFacts, PageFactsContext } from './ui/page-title';

// The server's half of the app (docs/decisions/034-react-rendered-once.md): the same route table and
// components as the browser, rendered to HTML for a guest by react-dom's static renderer, with the answers
// the render read embedded once for the browser's hydrateRoot. Built by Vite (`vite build --ssr`) and loaded
// by the server, which never imports the client's sources itself.

/** Renders at most this many times: once to learn what the page asks for, then with the answers. */
const MAX_PASSES = 3;

/** A query cache that remembers the queries a render asked for and left enabled (a disabled one is not fetched). */
function recordingCache(): { cache: QueryCache; wanted: Set<Query> } {
  const cache = new QueryCache();
  const wanted = new Set<Query>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    const { enabled } = args[1] as { enabled?: boolean | ((query: Query) => boolean) };
    if ((typeof enabled === 'function' ? enabled(query as Query) : enabled) !== false)
      wanted.add(query as Query);
    return query;
  }) as typeof cache.build;
  return { cache, wanted };
}

// Each render's queries reach the API through the transport of the app that asked for the render.
const transports = new AsyncLocalStorage<RenderTransport>();
setServerTransport((url) => {
  const transport = transports.getStore();
  if (!transport) throw new Error('an API request outside a page render');
  return transport(url);
});

/** The page at `url` (a path with its query) rendered for a guest, or null if the browser draws it alone. */
export function renderPage(
  url: string,
  site: PageSite,
  transport: RenderTransport,
): Promise<RenderedPage | null> {
  return transports.run(transport, () => render(url, site));
}

async function render(url: string, site: PageSite): Promise<RenderedPage | null> {
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(url, 'http://forum.internal'));
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as PageHandle | undefined;
  if (!handle?.serverRendered) return null;

  const { cache, wanted } = recordingCache();
  const queryClient = new QueryClient({
    queryCache: cache,
    defaultOptions: { queries: { retry: false, retryOnMount: false } },
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const facts: PageFacts = { title: fullTitle(undefined), status: 200 };
  const app = (
    <PageFactsContext.Provider value={facts}>
      <AppRoot queryClient={queryClient} site={site}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    </PageFactsContext.Provider>
  );

  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    facts.status = 200;
    html = await renderToString(app);
    const unanswered = [...wanted].filter((query) => query.state.status === 'pending');
    if (unanswered.length === 0) break;
    await Promise.all(unanswered.map((query) => query.fetch().catch(() => undefined)));
  }

  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  const data: PageData = {
    url,
    queries,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    site,
  };
  const { head, body } = splitHoisted(html);
  return {
    status: facts.status,
    head: `<title>${escapeText(facts.title)}</title>${head ? `\n${head}` : ''}`,
    body,
    data: serializePageData(data),
    chunks: handle.chunks,
  };
}

/** A page whose render threw somewhere: the server logs it and sends the page for the browser to draw. */
export class RenderError extends Error {
  constructor(readonly causes: unknown[]) {
    super(
      `the server render threw: ${causes.map((cause) => (cause instanceof Error ? cause.stack : String(cause))).join('\n')}`,
    );
  }
}

/**
 * The page as HTML. Most renders draw at once (every page's chunk, once loaded, stays loaded), and React's
 * synchronous renderer is several times cheaper than its streaming one; a render that left a Suspense
 * boundary unfinished (a chunk not loaded yet, or a part that threw) is done again with the static renderer,
 * which waits for every boundary.
 */
async function renderToString(element: React.ReactElement): Promise<string> {
  const html = renderSync(element);
  if (!html.includes('<!--$!') && !html.includes('<!--$?')) return html;
  return renderWaiting(element);
}

async function renderWaiting(element: React.ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    // Every boundary inline, in document order: React otherwise moves a large one to the end of the page with
    // an inline script to put it back, and the forum's CSP runs no inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // React leaves a part that threw for the browser to draw; the server says so instead of hiding it.
  if (errors.length > 0) throw new RenderError(errors);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

// React writes the <title>, <meta> and <link> elements of a render that is not a whole document ahead of
// its markup; they belong in the document's head, where the browser's React finds them again.
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)/;

function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  const head: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join('\n'), body: rest };
}

export default { renderPage } satisfies PageRendererModule;
