import type { DehydratedState } from '@tanstack/react-query';
import { ApiError, type ApiErrorKind } from '../api/api-client';
import type { SiteInfo } from '../ui/site-info';

// What a server-rendered page carries besides its HTML, once, in a JSON block the browser does not run
// (`<script type="application/json" id="page-data">`; the CSP allows no inline script): the answers its
// render read, so the browser draws the same page from them without asking again, React Router's hydration
// data, and the site's public address for canonical links (docs/decisions/034-react-rendered-once.md).

export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  /** The address (path and query) the server rendered: a copy served for another (the offline calculators'
   * cached page) is drawn afresh rather than adopted. */
  url: string;
  queries: DehydratedState;
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: null };
  site: SiteInfo;
}

interface SerializedError {
  __apiError: { kind: ApiErrorKind; status: number; message: string; code?: string };
}

/** JSON safe inside a <script> element: `<` never appears raw, so no text can close the element early. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data, (_key, value: unknown) =>
    value instanceof ApiError
      ? ({
          __apiError: { kind: value.kind, status: value.status, message: value.message, code: value.code },
        } satisfies SerializedError)
      : value,
  )
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's data, with the API errors it recorded (a thread not found) as ApiError again. */
export function parsePageData(text: string): PageData | null {
  try {
    // A reviver makes JSON.parse call back for every value of the page's answers (a thread's 50 posts): only
    // a page that recorded an error needs one.
    if (!text.includes('"__apiError"')) return JSON.parse(text) as PageData;
    return JSON.parse(text, (_key, value: unknown) => {
      const error = (value as SerializedError | null)?.__apiError;
      return error ? new ApiError(error.kind, error.status, error.message, error.code) : value;
    }) as PageData;
  } catch {
    return null;
  }
}

/** The block the server wrote into this page, if it wrote one. */
export function readPageData(): PageData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  return element?.textContent ? parsePageData(element.textContent) : null;
}
