// `npm run bench -- fuzz`: sends hostile requests to every route of the app's OpenAPI document, as a guest and
// as a member, over real HTTP on loopback, and counts the 5xx answers by route. Each route gets its path
// parameters, query parameters and body replaced in turn by nested (deep arrays and objects), huge,
// wrong-typed, unicode, NUL/control-character, script-bearing and prototype-polluting values, plus malformed
// JSON and other content types. Bounded by FUZZ_MAX requests (default 13000, about all of them) and FUZZ_SECONDS (default 300).
// Exits 1 when any answer is a 5xx (bad input must be a clear 4xx, docs/architecture.md#api-conventions).
// The forum runs in this process on an in-memory PGlite (or DATABASE_URL, a scratch database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createSession } from '../src/server/people/auth/sessions';
import { openDatabase } from '../src/server/platform/db/connection';
import { openConfiguredDatabase, prepareDatabase } from '../src/server/platform/db/open-from-config';
import { makeUser } from '../tests/support/factories';
import { makePost, makeThread } from '../tests/support/forum-factories';
import { hostileBodies, hostileStrings, hostileValues, type JsonSchema, sampleFor } from './fuzz-inputs';

const MAX_REQUESTS = Number(process.env.FUZZ_MAX ?? 13000);
const MAX_SECONDS = Number(process.env.FUZZ_SECONDS ?? 300);
const CONCURRENCY = 2;
// Routes that would end the fuzzing member's session or stream forever; their inputs are still tried as a guest.
const MEMBER_SKIPS = new Set([
  'POST /api/auth/logout',
  'DELETE /api/auth/sessions',
  'GET /api/notifications/stream',
]);

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Attempt {
  route: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'forum-fuzz-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  RATE_LIMIT_MAX: '10000000',
  REGISTER_RATE_LIMIT_MAX: '10000000',
  LOGIN_RATE_LIMIT_MAX: '10000000',
  SEARCH_RATE_LIMIT_MAX: '10000000',
  LOGIN_ADDRESS_LIMIT_PER_MINUTE: '10000000',
  LOGIN_ADDRESS_LIMIT_PER_HOUR: '10000000',
  POST_INTERVAL_SECONDS: '0',
  NEW_MEMBER_POST_INTERVAL_SECONDS: '0',
  REQUIRE_STAFF_2FA: 'false',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = process.env.DATABASE_URL
  ? await openConfiguredDatabase(config)
  : await openDatabase({ kind: 'pglite', dataDir: null });
await prepareDatabase(database);

// Each 5xx's log line, so the report can say what broke.
const errors: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    errors.push(String(chunk));
    done();
  },
});
const app = await buildApp({
  config,
  database,
  logger: { level: 'error', stream },
  clientDir: '/nonexistent',
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const member = await makeUser(database.db);
const thread = await makeThread(database.db, { author: member });
const post = await makePost(database.db, { thread, author: member });
let memberToken = member.token;
const samples: Record<string, string> = {
  id: String(post.id),
  revisionId: '1',
  key: 'new-thread',
  username: member.user.username,
  provider: 'google',
  type: 'thread',
  file: '64.webp',
};

/** Percent-encodes a value; a lone surrogate goes as the invalid UTF-8 bytes a hostile client would send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const paths = (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
const attempts: Attempt[] = [];
for (const [docPath, operations] of Object.entries(paths)) {
  for (const [method, operation] of Object.entries(operations)) {
    const route = `${method.toUpperCase()} ${docPath}`;
    const names = [...docPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const fill = (only?: string, value?: string) =>
      docPath.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encode(name === only ? value! : (samples[name] ?? '1')),
      );
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const goodQuery = () => {
      const params = new URLSearchParams();
      for (const q of query) if (q.required) params.set(q.name, String(sampleFor(q.name, q.schema)));
      return params;
    };
    const add = (url: string, body?: string, contentType?: string) =>
      attempts.push({
        route,
        method: method.toUpperCase(),
        url,
        ...(body !== undefined ? { body } : {}),
        ...(contentType ? { contentType } : {}),
      });
    for (const name of names) for (const value of hostileStrings()) add(fill(name, value));
    for (const q of query)
      for (const value of hostileStrings()) {
        const params = goodQuery();
        params.set(q.name, value);
        add(`${fill()}?${params}`);
      }
    add(`${fill()}?${goodQuery()}&page=1&page=2&limit[]=3&__proto__[x]=1&constructor[prototype][y]=1`);
    if (method === 'get') continue;
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const valid = Object.fromEntries(
      Object.entries(schema?.properties ?? {}).map(([name, s]) => [name, sampleFor(name, s)]),
    );
    for (const body of hostileBodies()) add(fill(), body, 'application/json');
    for (const [name] of Object.entries(schema?.properties ?? {}))
      for (const value of hostileValues())
        add(fill(), JSON.stringify({ ...valid, [name]: value }), 'application/json');
    add(fill(), '{"a": [1, 2,', 'application/json');
    add(fill(), '', 'application/json');
    add(fill(), JSON.stringify(valid), 'text/plain');
    add(fill(), 'a=1&b=<script>', 'application/x-www-form-urlencoded');
    add(fill(), '\u0000\u0001binary\uffff', 'application/octet-stream');
  }
}

const started = Date.now();
const sent = new Map<string, number>();
const failures = new Map<string, { count: number; example: string }>();
let total = 0;
// Round robin over the routes, so a run cut short by its bounds still reaches every route.
const byRoute = new Map<string, Attempt[]>();
for (const a of attempts) byRoute.set(a.route, [...(byRoute.get(a.route) ?? []), a]);
const queue: (Attempt & { as: 'guest' | 'member' })[] = [];
for (let i = 0; queue.length < attempts.length * 2; i++)
  for (const list of byRoute.values()) {
    const a = list[i];
    if (a) queue.push({ ...a, as: 'guest' }, { ...a, as: 'member' });
  }
async function worker() {
  while (queue.length > 0 && total < MAX_REQUESTS && Date.now() - started < MAX_SECONDS * 1000) {
    const next = queue.shift()!;
    if (next.as === 'member' && MEMBER_SKIPS.has(next.route)) continue;
    total++;
    sent.set(next.route, (sent.get(next.route) ?? 0) + 1);
    const before = errors.length;
    const headers: Record<string, string> = {};
    if (next.as === 'member') headers.authorization = `Bearer ${memberToken}`;
    if (next.contentType) headers['content-type'] = next.contentType;
    const res = await fetch(`${address}${next.url}`, {
      method: next.method,
      headers,
      ...(next.body !== undefined ? { body: next.body } : {}),
      signal: AbortSignal.timeout(15_000),
    }).catch((error: Error) => ({ status: 599, text: async () => error.message }));
    const text = await res.text().catch(() => '');
    if (res.status === 401 && next.as === 'member' && text.includes('SESSION_EXPIRED'))
      memberToken = await createSession(database.db, member.user.id);
    if (res.status >= 500) {
      const failure = failures.get(next.route) ?? { count: 0, example: '' };
      failure.count++;
      failure.example ||= `${next.as} ${next.method} ${next.url.slice(0, 120)} ${next.body?.slice(0, 80) ?? ''} -> ${res.status} ${errors.slice(before).join(' ').slice(0, 300)}`;
      failures.set(next.route, failure);
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `fuzz: ${total} requests to ${sent.size} routes in ${seconds} s (${attempts.length * 2} planned)`,
);
let fives = 0;
for (const [route, failure] of failures) {
  fives += failure.count;
  console.log(`  5xx ${failure.count} of ${sent.get(route)}  ${route}\n      e.g. ${failure.example}`);
}
console.log(`5xx answers: ${fives}`);
process.exit(fives > 0 ? 1 : 0);
