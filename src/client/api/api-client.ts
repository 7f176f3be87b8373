import { TEXT } from '../../shared/texts';
import { clearStoredSession, readStoredToken } from './session-storage';

// The only place in the app that calls fetch (docs/architecture.md#a-requests-path). Every failure becomes an ApiError
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

let onSessionExpired: () => void = () => {};
/** The session provider registers how to fall back to guest when the server says the token is no good. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
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
    response = await fetch(url, {
      method,
      headers,
      body: isFile
        ? (options.body as Blob)
        : options.body !== undefined
          ? JSON.stringify(options.body)
          : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network', 0, TEXT.networkError);
  }

  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (!isJson) {
    throw new ApiError('not-json', response.status, `Unexpected reply from the server (${response.status}).`);
  }
  const payload = (await response.json().catch(() => null)) as
    | (T & { error?: string; code?: string; field?: string; retryAfterSeconds?: number })
    | null;
  if (payload === null) throw new ApiError('not-json', response.status, 'Unexpected reply from the server.');
  if (!response.ok) {
    if (response.status === 401 && token && payload.code === 'SESSION_EXPIRED') {
      clearStoredSession();
      onSessionExpired();
    }
    const retryHeader = Number(response.headers.get('Retry-After'));
    throw new ApiError(
      'http',
      response.status,
      payload.error ?? `Request failed (${response.status}).`,
      payload.code,
      payload.field,
      payload.retryAfterSeconds ??
        (Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined),
    );
  }
  return payload;
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
