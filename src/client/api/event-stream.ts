import { ApiError, endStoredSession } from './api-client';
import { readStoredToken } from './session-storage';

// The live stream's reader, apart from api-client.ts: only a member's notifications open one, and every
// page loads api-client.ts.

/**
 * Reads a Server-Sent Events stream (docs/architecture.md#live-updates) through fetch, so the bearer token
 * travels in a header as for every other call. Calls `onEvent` for each event; resolves when the server
 * ends the stream, rejects on a refusal (an ApiError) or a dropped connection.
 */
export async function readEventStream(
  path: string,
  onEvent: (event: string, data: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(new URL(path, window.location.origin), { headers, signal });
  if (!response.ok || !response.body) {
    if (response.status === 401) endStoredSession(token);
    throw new ApiError('http', response.status, `Live updates refused (${response.status}).`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) onEvent(event, data.join('\n'));
      end = buffer.indexOf('\n\n');
    }
  }
}
