import { TEXT } from '../../shared/texts';
import { ApiError, type ErrorPayload, readAnswer } from './api-client';
import { readStoredToken } from './session-storage';

// An upload with progress, apart from api-client.ts: only the post composer's attachments send one, and
// every page loads api-client.ts.

/**
 * Sends a file's bytes with upload progress (fetch reports none, so this one call uses XMLHttpRequest):
 * `onProgress` gets the fraction sent, 0 to 1. Answers and errors as for every other call.
 */
export function uploadWithProgress<T>(
  path: string,
  file: Blob,
  query: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const token = readStoredToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('network', 0, TEXT.networkError));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      if (!(xhr.getResponseHeader('content-type') ?? '').includes('application/json')) {
        reject(new ApiError('not-json', xhr.status, `Unexpected reply from the server (${xhr.status}).`));
        return;
      }
      let payload: ErrorPayload | null = null;
      try {
        payload = JSON.parse(xhr.responseText) as ErrorPayload;
      } catch {
        payload = null;
      }
      try {
        resolve(readAnswer<T>(xhr.status, payload, token, xhr.getResponseHeader('Retry-After')));
      } catch (error) {
        reject(error);
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
