import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/platform/db/schema';
import type { TestApp } from './test-app';

// Shared by the moderation test files: file a member report through the API, read reports back from rows.

export function reportPost(t: TestApp, token: string, postId: number, extra: Record<string, unknown> = {}) {
  return t.call('POST', '/api/reports', {
    token,
    body: { target_type: 'post', target_id: postId, reasons: 'Spam', ...extra },
  });
}

export function reportsOn(db: Kysely<Database>, type: 'thread' | 'post', id: number) {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .orderBy('id')
    .execute();
}
