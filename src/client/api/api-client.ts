import type { RenderTransport } from '../../shared/page-render';
import { TEXT } from '../../shared/texts';
import { clearStoredSession, readStoredToken } from './session-storage';

// The only place in the app that calls fetch (or, for upload progress, XMLHttpRequest) (docs/architecture.md#a-requests-path). Every failure becomes an ApiError
// whose `kind` lets each form pick the product description's text (docs/product.md#messages).
export type ApiErrorKind = 'http' | 'not-json' | 'network';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

// On the server, a page's data is asked of the forum's own API in-process, as a guest (entry-server.tsx
// sets this); in the browser it is unset and requests go out with fetch.
let serverTransport: RenderTransport | null = null;
export function setServerTransport(transport: RenderTransport | null): void {
  serverTransport = transport;
}
const SERVER_ORIGIN = 'http://forum.internal';
const origin = () => (typeof window === 'undefined' ? SERVER_ORIGIN : window.location.origin);

let onSessionExpired: () => void = () => {};
/** The session provider registers how to fall back to guest when the server says the token is no good. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

// A session this page is ending itself (deleting the account): the other requests refused meanwhile (the
// live updates reconnecting) are no news, and the page moves on in its own way.
let endingHere: string | null = null;
/** Marks the stored session as being ended by this page; call the returned function once that is done. */
export function endingSessionHere(): () => void {
  endingHere = readStoredToken();
  return () => {
    endingHere = null;
  };
}

/** Whether a 401 for `token` means the session ended elsewhere: it is still this browser's, not being ended here. */
const endedElsewhere = (token: string | null): token is string =>
  !!token && readStoredToken() === token && endingHere !== token;

/** The server refused `token`: when it is still this browser's and not being ended here, the member is signed out. */
export function endStoredSession(token: string | null): void {
  if (!endedElsewhere(token)) return;
  clearStoredSession();
  onSessionExpired();
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, origin());
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A file goes up as its own bytes (uploads); everything else is JSON.
  const isFile = typeof Blob !== 'undefined' && options.body instanceof Blob;
  if (isFile) headers['Content-Type'] = (options.body as Blob).type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (serverTransport && method === 'GET'
      ? serverTransport(url)
      : fetch(url, {
          method,
          headers,
          body: isFile
            ? (options.body as Blob)
            : options.body !== undefined
              ? JSON.stringify(options.body)
              : undefined,
          signal: options.signal,
        }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network', 0, TEXT.networkError);
  }

  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (!isJson) {
    throw new ApiError('not-json', response.status, `Unexpected reply from the server (${response.status}).`);
  }
  const payload = (await response.json().catch(() => null)) as ErrorPayload | null;
  return readAnswer<T>(response.status, payload, token, response.headers.get('Retry-After'));
}

export type ErrorPayload = { error?: string; code?: string; field?: string; retryAfterSeconds?: number };

/** The answer's JSON, or the ApiError it stands for. */
export function readAnswer<T>(
  status: number,
  payload: ErrorPayload | null,
  token: string | null,
  retryAfter: string | null,
): T {
  if (payload === null) throw new ApiError('not-json', status, 'Unexpected reply from the server.');
  if (status < 200 || status > 299) {
    // Refused for a token this browser still holds: signed out elsewhere. A token already dropped here, or
    // being ended here (the member signed out, or deleted the account), is no news.
    if (status === 401 && payload.code === 'SESSION_EXPIRED') endStoredSession(token);
    const retryHeader = Number(retryAfter);
    throw new ApiError(
      'http',
      status,
      payload.error ?? `Request failed (${status}).`,
      payload.code,
      payload.field,
      payload.retryAfterSeconds ??
        (Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined),
    );
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
    apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
  /** Sends a file's bytes as the request body; `query` carries its name. */
  upload: <T>(path: string, file: Blob, query?: RequestOptions['query']) =>
    apiRequest<T>('POST', path, { body: file, query }),
};

/** The server's own message when it sent one, else the given fallback (docs/product.md#messages's pattern). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.kind === 'network') return error.message;
  if (error instanceof ApiError && error.kind === 'http' && error.message) return error.message;
  return fallback;
}
