import type { Post, Thread } from '../../shared/contracts/forum';
import { DELETED_USERNAME } from '../forum-shared/thread-rows';
import type { Db } from '../forum-shared/visibility';
import { plainTextStart } from './plain-text';

// schema.org DiscussionForumPosting for a thread page (https://schema.org/DiscussionForumPosting), the format
// search engines read for forum results: the opening post as the posting, this page's replies as its
// comments, votes as InteractionCounters. Built from what an anonymous reader sees (visible posts only).

/**
 * A post's text in the block, cut at this length: search engines show a snippet, and a thread page of fifty
 * posts of 50,000 characters would otherwise carry a second copy of its 2.5 MB of text, and finding a
 * post's first words costs more the more of them are asked for.
 */
export const STRUCTURED_TEXT_MAX = 2000;

interface Votes {
  up: number;
  down: number;
}

/** Up and down votes of each post, one query for the page. */
export async function votesOf(db: Db, postIds: number[]): Promise<Map<number, Votes>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('post_votes')
    .select((eb) => [
      'post_id',
      eb.fn.countAll<string>().filterWhere('vote', '>', 0).as('up'),
      eb.fn.countAll<string>().filterWhere('vote', '<', 0).as('down'),
    ])
    .where('post_id', 'in', postIds)
    .groupBy('post_id')
    .execute();
  return new Map(rows.map((r) => [r.post_id, { up: Number(r.up), down: Number(r.down) }]));
}

const counter = (interactionType: string, count: number) => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${interactionType}`,
  userInteractionCount: count,
});

function author(origin: string, username: string) {
  if (username === DELETED_USERNAME) return { '@type': 'Person', name: username };
  return { '@type': 'Person', name: username, url: `${origin}/u/${encodeURIComponent(username)}` };
}

function voteCounters(votes: Votes | undefined) {
  return [counter('LikeAction', votes?.up ?? 0), counter('DislikeAction', votes?.down ?? 0)];
}

export function discussionForumPosting(input: {
  origin: string;
  thread: Thread;
  opening: Post | undefined;
  comments: Post[];
  votes: Map<number, Votes>;
  pageUrl: string;
}) {
  const { origin, thread, opening, comments, votes } = input;
  const threadUrl = `${origin}/thread/${thread.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': threadUrl,
    url: threadUrl,
    mainEntityOfPage: input.pageUrl,
    headline: thread.title,
    text: opening ? plainTextStart(opening.cooked, STRUCTURED_TEXT_MAX) : thread.title,
    author: author(origin, thread.author_username),
    datePublished: thread.created_at,
    ...(opening?.edited_at ? { dateModified: opening.edited_at } : {}),
    articleSection: thread.category_name,
    commentCount: thread.reply_count,
    interactionStatistic: [
      ...voteCounters(opening ? votes.get(opening.id) : undefined),
      counter('CommentAction', thread.reply_count),
      counter('ViewAction', thread.view_count),
    ],
    comment: comments.map((post) => ({
      '@type': 'Comment',
      '@id': `${threadUrl}#post-${post.id}`,
      url: `${input.pageUrl}#post-${post.id}`,
      text: plainTextStart(post.cooked, STRUCTURED_TEXT_MAX),
      author: author(origin, post.author_username),
      datePublished: post.created_at,
      ...(post.edited_at ? { dateModified: post.edited_at } : {}),
      interactionStatistic: voteCounters(votes.get(post.id)),
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>` and `&` as \u escapes, so no text a member
 * wrote (`</script>`, `<!--`) can end the block or start markup, and U+2028/U+2029 escaped as well.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
