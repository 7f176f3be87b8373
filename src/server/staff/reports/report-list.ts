import { type Kysely, sql } from 'kysely';
import type { ListedReport, ListReportsResponse } from '../../../shared/contracts/reports';
import type { ContentStatus } from '../../forum/records/visibility';
import type { Caller } from '../../people/auth/caller';
import { requireStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';

// The moderation queue (docs/product.md#pages, Moderation Queue): one page of reports, newest first, with the
// content they point at. Targets are read in two batched queries (threads, posts), never one per report.

export interface ListReportsInput {
  page: number;
  limit: number;
  status: 'open' | 'approved' | 'removed' | 'dismissed' | 'all';
  source: 'user' | 'auto' | 'first-post' | 'all';
  target_type: 'thread' | 'post' | 'all';
}

// A post may be 50,000 characters; the queue needs enough to judge, and links to the thread for the rest.
const CONTENT_PREVIEW_MAX = 5_000;
const preview = (text: string): string =>
  text.length > CONTENT_PREVIEW_MAX ? `${text.slice(0, CONTENT_PREVIEW_MAX)}…` : text;
const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);
const shownName = (name: string | null, deleted: boolean | null): string | null =>
  name === null ? null : deleted ? '[deleted]' : name;

interface TargetInfo {
  content: string;
  title: string;
  threadId: number;
  status: ContentStatus;
  authorId: number;
  authorUsername: string | null;
  isOpeningPost: boolean;
  replyCount: number;
}

export async function listReports(
  db: Kysely<Database>,
  caller: Caller,
  input: ListReportsInput,
): Promise<ListReportsResponse> {
  requireStaff(caller);
  let query = db.selectFrom('reports as r');
  if (input.status !== 'all') query = query.where('r.status', '=', input.status);
  if (input.source !== 'all') query = query.where('r.source', '=', input.source);
  if (input.target_type !== 'all') query = query.where('r.target_type', '=', input.target_type);
  const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('users as rep', 'rep.id', 'r.reporter_id')
    .leftJoin('users as res', 'res.id', 'r.resolved_by')
    .selectAll('r')
    .select(['rep.username as reporter_name', 'rep.is_deleted as reporter_deleted'])
    .select(['res.username as resolver_name', 'res.is_deleted as resolver_deleted'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
    .execute();

  const targets = await loadTargets(db, rows);
  const reports: ListedReport[] = rows.map((row) => {
    const target = targets.get(`${row.target_type}:${row.target_id}`);
    return {
      id: row.id,
      status: row.status,
      source: row.source,
      target_type: row.target_type,
      target_id: row.target_id,
      created_at: iso(row.created_at)!,
      reasons: row.reasons,
      details: row.details,
      reporter_username: shownName(row.reporter_name, row.reporter_deleted),
      target_content: target ? preview(target.content) : null,
      target_thread_id: target?.threadId ?? null,
      rule: row.rule,
      target_title: target?.title ?? null,
      target_is_opening_post: target?.isOpeningPost ?? false,
      target_reply_count: target?.replyCount ?? null,
      target_status: target?.status ?? null,
      target_author_id: target?.authorId ?? null,
      target_author_username: target?.authorUsername ?? null,
      resolved_by_username: shownName(row.resolver_name, row.resolver_deleted),
      resolved_at: iso(row.resolved_at),
      resolution_reason: row.resolution_reason,
    };
  });
  return {
    reports,
    pagination: { page: input.page, limit: input.limit, total, totalPages: Math.ceil(total / input.limit) },
  };
}

async function loadTargets(
  db: Kysely<Database>,
  rows: { target_type: 'thread' | 'post'; target_id: number }[],
): Promise<Map<string, TargetInfo>> {
  const ids = (type: 'thread' | 'post') => [
    ...new Set(rows.filter((r) => r.target_type === type).map((r) => r.target_id)),
  ];
  const threadIds = ids('thread');
  const postIds = ids('post');
  const found = new Map<string, TargetInfo>();
  if (threadIds.length > 0) {
    const threads = await db
      .selectFrom('threads as t')
      .innerJoin('users as u', 'u.id', 't.author_id')
      .leftJoin('posts as fp', (join) =>
        join.onRef('fp.thread_id', '=', 't.id').on('fp.is_first_post', '=', true),
      )
      .select(['t.id', 't.title', 't.status', 't.author_id', 't.reply_count', 'u.username', 'u.is_deleted'])
      .select('fp.content')
      .where('t.id', 'in', threadIds)
      .execute();
    for (const t of threads) {
      found.set(`thread:${t.id}`, {
        content: t.content === null ? t.title : `${t.title}\n\n${t.content}`,
        title: t.title,
        threadId: t.id,
        status: t.status,
        authorId: t.author_id,
        authorUsername: shownName(t.username, t.is_deleted),
        isOpeningPost: false,
        replyCount: t.reply_count,
      });
    }
  }
  if (postIds.length > 0) {
    const posts = await db
      .selectFrom('posts as p')
      .innerJoin('threads as t', 't.id', 'p.thread_id')
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .select([
        'p.id',
        'p.content',
        'p.status',
        'p.thread_id',
        'p.author_id',
        'p.is_first_post',
        't.title',
        't.reply_count',
        'u.username',
        'u.is_deleted',
      ])
      .where('p.id', 'in', postIds)
      .execute();
    for (const p of posts) {
      found.set(`post:${p.id}`, {
        content: p.content,
        title: p.title,
        threadId: p.thread_id,
        status: p.status,
        authorId: p.author_id,
        authorUsername: shownName(p.username, p.is_deleted),
        isOpeningPost: p.is_first_post,
        replyCount: p.reply_count,
      });
    }
  }
  return found;
}
