import { randomBytes } from 'node:crypto';

// A small HTTP client for the reliability tests: every call records what came back and when, and never
// throws (a refused connection or the client's own timeout is an answer with status 0).

export interface Answer {
  kind: string;
  status: number;
  /** The JSON body, when there was one. */
  body: unknown;
  /** Date.now() when the request was sent and when its answer (or failure) arrived. */
  sentAt: number;
  answeredAt: number;
  error?: string;
}

export const MEMBER_PASSWORD = 'reliability-password-1';
/** Far longer than any outage the tests cause: a request that waits this long is a hang, not a fast failure. */
export const CLIENT_TIMEOUT_MS = 60_000;

export async function call(
  base: string,
  kind: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const sentAt = Date.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, which the tests treat as a failure where JSON is promised.
    }
    return { kind, status: response.status, body, sentAt, answeredAt: Date.now() };
  } catch (error) {
    return {
      kind,
      status: 0,
      body: null,
      sentAt,
      answeredAt: Date.now(),
      error: describeFailure(error),
    };
  }
}

export const isSuccess = (answer: Answer) => answer.status >= 200 && answer.status < 300;

export interface Member {
  username: string;
  token: string;
}

export async function registerMember(base: string, prefix = 'rel'): Promise<Member> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const answer = await call(base, 'register', 'POST', '/api/auth/register', {
    body: {
      username,
      email: `${username}@example.test`,
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      acceptedGuidelines: true,
    },
  });
  if (answer.status !== 201)
    throw new Error(`register answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { username, token: (answer.body as { token: string }).token };
}

/** The first category a member may post in (not locked, not archived), as the API lists them. */
export async function openCategoryId(base: string): Promise<number> {
  const answer = await call(base, 'categories', 'GET', '/api/categories');
  const categories = (answer.body as { categories: { id: number; is_locked: number; is_archived: number }[] })
    .categories;
  const open = categories.find((c) => !c.is_locked && !c.is_archived);
  if (!open) throw new Error('no open category');
  return open.id;
}

/** fetch's own message ("fetch failed") hides the reason in `cause`: a timeout, a reset, a refusal. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return `${error.name}: ${error.message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`;
}
