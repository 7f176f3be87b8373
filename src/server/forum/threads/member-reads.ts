import { sql } from 'kysely';
import { z } from 'zod';
import {
  type ListThreadsResponse,
  type listThreadsQuery,
  listThreadsResponse,
  type ThreadDetailResponse,
  type threadDetailQuery,
  threadDetailResponse,
} from '../../../shared/contracts/forum';
import { AppError } from '../../errors';
import type { Caller, SignedInCaller } from '../../people/auth/caller';
import { isStaff } from '../../people/auth/permissions';
import { asJson, everyoneKey, memberKey, type SharedReads } from '../../platform/cache/shared-reads';
import type { Db } from '../records/visibility';
import type { ThreadPageBoundaries } from '../thread-list-paging/page-boundaries';
import { readThreadPage } from './get-thread';
import { listThreads } from './list-threads';
import { countView, type Viewer } from './thread-views';
import type { ViewBuffer } from './view-buffer';

// A member's thread list and thread page at a guest's cost (docs/decisions/046-members-at-a-guests-cost.md).
// What differs between a member's answer and a guest's: the member's own held threads and posts (listed for
// them alone) and their votes on the posts of the page; staff see held and removed content of everyone and
// keep the full path. So a member's answer starts from the one everyone gets, computed as a guest and kept
// in the shared reads (cleared by every write), and adds what is their own from one small query kept under
// their own key: their votes on the page's posts and whether they have held content there. A member with held
// content in view gets the full answer, computed for them. Everyone's answer is kept as the JSON bytes the
// route sends (asJson), so a member with no vote on the page gets those bytes as they are (no validation,
// serialisation or UTF-8 encoding per request); a page of posts is kept in parts, each post's bytes apart,
// so a member's copy re-encodes only the posts they voted on and joins everyone's bytes around them
// (docs/decisions/052-a-members-page-joined-from-everyones-bytes.md); everyone's parts are never changed.
//
// The place for more of a member's own facts (an ignore list, say) is `ownFacts` and `personalPage`: read
// them in the same statement, keep them under the member's key, and apply them to the member's copy.

type ListInput = z.output<typeof listThreadsQuery>;
type DetailInput = z.output<typeof threadDetailQuery>;

export interface MemberReadOptions {
  shared: SharedReads | null;
  /** The request reads the primary for read-after-write (a replica is configured and this is not it). */
  mustReadPrimary: boolean;
}

/** A member whose answer may start from everyone's: signed in, not staff, and no fresh write to see. */
function sharing(caller: Caller, options: MemberReadOptions): caller is SignedInCaller {
  return options.shared !== null && caller !== null && !isStaff(caller) && !options.mustReadPrimary;
}

export async function listThreadsFor(
  db: Db,
  caller: Caller,
  input: ListInput,
  boundaries: ThreadPageBoundaries | null,
  options: MemberReadOptions,
): Promise<ListThreadsResponse | Buffer> {
  const shared = options.shared;
  if (!shared || !sharing(caller, options)) return listThreads(db, caller, input, boundaries);
  const held = await shared.get(memberKey(caller.id, 'held-threads'), async () => {
    const row = await db
      .selectFrom('threads')
      .select(sql<boolean>`true`.as('held'))
      .where('status', '=', 'held')
      .where('author_id', '=', caller.id)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  });
  if (held) return listThreads(db, caller, input, boundaries);
  return shared.get(everyoneKey(`threads:${JSON.stringify(input)}`), async () =>
    asJson(listThreadsResponse, await listThreads(db, null, input, boundaries)),
  );
}

interface OwnFacts {
  /** The member's votes on the page's posts, by post id (absent: no vote). */
  votes: Map<number, 1 | -1>;
  /** The member has a held post in this thread (shown to them alone: the full answer is computed). */
  heldPosts: boolean;
}

/** One statement: the member's votes on these posts (primary-key probes) and their held posts here. */
async function ownFacts(db: Db, memberId: number, threadId: number, postIds: number[]): Promise<OwnFacts> {
  const votes =
    postIds.length === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(json_build_array(v.post_id, v.vote)), '[]'::json) from post_votes v
          where v.user_id = ${memberId} and v.post_id in (${sql.join(postIds)}))`;
  const { rows } = await sql<{ votes: [number, number][] | string; held: boolean }>`
    select ${votes} as votes,
      exists (select 1 from posts h where h.author_id = ${memberId} and h.thread_id = ${threadId}
        and h.status = 'held') as held`.execute(db);
  const row = rows[0];
  const pairs = (typeof row?.votes === 'string' ? JSON.parse(row.votes) : (row?.votes ?? [])) as [
    number,
    number,
  ][];
  const map = new Map<number, 1 | -1>();
  for (const [postId, vote] of pairs) if (vote === 1 || vote === -1) map.set(Number(postId), vote);
  return { votes: map, heldPosts: row?.held === true };
}

/**
 * Everyone's page, kept as the object a member's post is re-encoded from and as the JSON bytes sent: the
 * head (everything but the posts), each post's own bytes, and the whole answer they join into.
 */
interface EveryonesPage {
  page: ThreadDetailResponse;
  head: Buffer;
  posts: Buffer[];
  whole: Buffer;
}

const COMMA = Buffer.from(',');
const TAIL = Buffer.from(']}');

/** `{...head, "posts":[p0,p1,...]}` from its parts: the same JSON as JSON.stringify of the page. */
function joinPage(head: Buffer, posts: Buffer[]): Buffer {
  const parts: Buffer[] = [head];
  posts.forEach((post, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(post);
  });
  parts.push(TAIL);
  return Buffer.concat(parts);
}

/** Everyone's page (encoded by the response schema) in the parts a member's answer is joined from. */
function everyonesPage(page: ThreadDetailResponse): EveryonesPage {
  const { posts, ...rest } = page;
  const restJson = JSON.stringify(rest);
  const head = Buffer.from(`${restJson.slice(0, -1)}${restJson === '{}' ? '' : ','}"posts":[`);
  const postBytes = posts.map((post) => Buffer.from(JSON.stringify(post)));
  return { page, head, posts: postBytes, whole: joinPage(head, postBytes) };
}

/**
 * The member's answer: everyone's bytes as they are, or everyone's bytes with the posts they voted on
 * encoded again with their vote (a few posts, not the page) and joined in between.
 */
function personalPage(everyone: EveryonesPage, facts: OwnFacts): Buffer {
  if (facts.votes.size === 0) return everyone.whole;
  const { page } = everyone;
  const posts = everyone.posts.map((bytes, i) => {
    const post = page.posts[i];
    const vote = post ? facts.votes.get(post.id) : undefined;
    return post && vote ? Buffer.from(JSON.stringify({ ...post, user_vote: vote })) : bytes;
  });
  return joinPage(everyone.head, posts);
}

/**
 * A thread's page for the caller: an object (computed for them; the route validates and sends it) or, for a
 * member sharing everyone's page, the JSON bytes to send as they are. A member's view is counted either way.
 */
export async function threadDetailFor(
  db: Db,
  caller: Caller,
  id: number,
  input: DetailInput,
  viewer: Viewer,
  views: ViewBuffer | null,
  primary: Db,
  options: MemberReadOptions,
): Promise<ThreadDetailResponse | Buffer> {
  const shared = options.shared;
  // Only where views are counted in memory: a view written at once changes the count the page was read with.
  if (!shared || !views || !sharing(caller, options)) {
    const page = await readThreadPage(db, caller, id, input);
    page.thread.view_count += await countView(primary, id, viewer, views);
    return page;
  }
  // Counted first, so a page computed for this request already holds the member's own view.
  await countView(primary, id, viewer, views);
  const what = `thread:${id}:${JSON.stringify(input)}`;
  let everyone: EveryonesPage | null = null;
  try {
    everyone = await shared.get(everyoneKey(what), async () => {
      const page = await readThreadPage(db, null, id, input);
      // As the guest cache's copy: the views this process holds unwritten, as of when it was computed.
      page.thread.view_count += views.unwritten(id);
      return everyonesPage(z.encode(threadDetailResponse, page));
    });
  } catch (error) {
    // Hidden from guests: a thread held for review, which its author may see. Computed for them.
    if (!(error instanceof AppError) || error.status !== 404) throw error;
  }
  const postIds = everyone?.page.posts.map((post) => post.id) ?? [];
  const facts = everyone
    ? await shared.get(memberKey(caller.id, what), () => ownFacts(db, caller.id, id, postIds))
    : null;
  if (!everyone || !facts || facts.heldPosts) {
    // Their own page (their held posts on it), computed for them and kept under their key, as long as
    // everyone's page is (it holds the same view count): a member with a held post reads at a guest's cost too.
    return shared.get(
      memberKey(caller.id, `own-${what}`),
      async () => {
        const own = await readThreadPage(db, caller, id, input);
        own.thread.view_count += views.unwritten(id);
        return asJson(threadDetailResponse, own);
      },
      true,
    );
  }
  return personalPage(everyone, facts);
}
