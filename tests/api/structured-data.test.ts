import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRUCTURED_TEXT_MAX } from '../../src/shared/structured-data';
import { makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// schema.org DiscussionForumPosting on the server-rendered thread page (docs/product.md#pages, "Structured data"),
// drawn by the thread page's own component and read back the way a search engine does: the JSON-LD block
// parsed out of GET /thread/:id.

const ORIGIN = 'https://forum.example.com';
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN }, { pages: true });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;

interface Counter {
  '@type': string;
  interactionType: string;
  userInteractionCount: number;
}
interface Person {
  '@type': string;
  name: string;
  url?: string;
}
interface Comment {
  '@type': string;
  '@id': string;
  url: string;
  text: string;
  author: Person;
  datePublished: string;
  interactionStatistic: Counter[];
}
interface Posting {
  '@context': string;
  '@type': string;
  url: string;
  headline: string;
  text: string;
  author: Person;
  datePublished: string;
  commentCount: number;
  interactionStatistic: Counter[];
  comment: Comment[];
}

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ html: string; blocks: Posting[] }> {
  const res = await t.call('GET', url, { headers });
  expect(res.statusCode).toBe(200);
  const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Posting,
  );
  return { html: res.body, blocks };
}

const count = (stats: Counter[], type: string) =>
  stats.find((s) => s.interactionType === `https://schema.org/${type}`)?.userInteractionCount;

describe('DiscussionForumPosting JSON-LD on /thread/:id', () => {
  it('describes the thread, its author, dates, replies and vote counts', async () => {
    const made = await makeThread(db(), {
      author: cast.member,
      categoryId,
      title: 'Pooling order & "bonus" question',
      content: 'We got a **pooling order**. What now?',
    });
    const reply = await makePost(db(), {
      thread: made,
      author: cast.moderator,
      content: 'Read the _election_ options.',
    });
    await makePost(db(), { thread: made, author: cast.member, content: 'Held reply secret', status: 'held' });
    await makePost(db(), {
      thread: made,
      author: cast.member,
      content: 'Removed reply secret',
      status: 'removed',
    });
    const voters = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
    for (const [voter, vote] of [
      [voters[0], 1],
      [voters[1], 1],
      [voters[2], -1],
    ] as const) {
      const res = await t.call('POST', `/api/posts/${made.firstPost.id}/vote`, {
        token: voter?.token,
        body: { vote_type: vote },
      });
      expect(res.statusCode).toBe(200);
    }
    const upvote = await t.call('POST', `/api/posts/${reply.id}/vote`, {
      token: voters[0]?.token,
      body: { vote_type: 1 },
    });
    expect(upvote.statusCode).toBe(200);

    const { blocks, html } = await jsonLd(`/thread/${made.thread.id}`, { host: 'evil.example' });
    expect(blocks).toHaveLength(1);
    const posting = blocks[0] as Posting;
    expect(posting['@context']).toBe('https://schema.org');
    expect(posting['@type']).toBe('DiscussionForumPosting');
    expect(posting.url).toBe(`${ORIGIN}/thread/${made.thread.id}`);
    expect(posting.headline).toBe('Pooling order & "bonus" question');
    expect(posting.text).toBe('We got a pooling order. What now?');
    expect(posting.author).toEqual({
      '@type': 'Person',
      name: cast.member.user.username,
      url: `${ORIGIN}/u/${cast.member.user.username}`,
    });
    expect(new Date(posting.datePublished).getTime()).toBe(new Date(made.thread.created_at).getTime());
    expect(posting.commentCount).toBe(1);
    // The score the page shows (two up, one down: +1), as likes when above zero and dislikes below.
    expect(count(posting.interactionStatistic, 'LikeAction')).toBe(1);
    expect(count(posting.interactionStatistic, 'DislikeAction')).toBe(0);
    expect(count(posting.interactionStatistic, 'CommentAction')).toBe(1);
    for (const stat of posting.interactionStatistic) expect(stat['@type']).toBe('InteractionCounter');

    expect(posting.comment).toHaveLength(1);
    const comment = posting.comment[0] as Comment;
    expect(comment['@type']).toBe('Comment');
    expect(comment.url).toBe(`${ORIGIN}/thread/${made.thread.id}#post-${reply.id}`);
    expect(comment.text).toBe('Read the election options.');
    expect(comment.author.name).toBe(cast.moderator.user.username);
    expect(new Date(comment.datePublished).getTime()).toBe(new Date(reply.created_at).getTime());
    expect(count(comment.interactionStatistic, 'LikeAction')).toBe(1);
    expect(count(comment.interactionStatistic, 'DislikeAction')).toBe(0);
    expect(html).not.toContain('secret');
    expect(html).not.toContain('evil.example');
  });

  it('keeps hostile text inside the block: </script>, <!--, U+2028 and $ patterns stay data', async () => {
    const hostile = "End </script><script>alert(1)</script> <!-- x --> $' $& $` done";
    const made = await makeThread(db(), {
      author: cast.member,
      categoryId,
      title: `Title </script><img src=x onerror=alert(2)> \u2028 $'`,
      content: `\`\`\`\n${hostile}\n\`\`\``,
    });
    await makePost(db(), { thread: made, author: cast.admin, content: `\`\`\`\n${hostile}\n\`\`\`` });
    const { blocks, html } = await jsonLd(`/thread/${made.thread.id}`);
    expect(blocks).toHaveLength(1);
    const posting = blocks[0] as Posting;
    expect(posting.headline).toBe(`Title </script><img src=x onerror=alert(2)> \u2028 $'`);
    const block = html.slice(html.indexOf('application/ld+json'));
    expect(block.slice(0, block.indexOf('</script>'))).not.toContain('\u2028');
    expect(posting.text).toBe(hostile);
    expect(posting.comment[0]?.text).toBe(posting.text);
    // The page's script elements are the shell's app script, its data and the JSON-LD block: nothing a member
    // wrote became markup.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<img src=x');
  });

  it('carries the start of a long post, cut at a word, not a second copy of all of it', async () => {
    const words = Array.from({ length: 4_000 }, (_, i) => `word${i}`);
    const made = await makeThread(db(), { author: cast.member, categoryId, content: words.join(' ') });
    await makePost(db(), {
      thread: made,
      author: cast.member,
      content: words.map((w, i) => (i % 2 ? `_${w}_` : `**${w}**`)).join(' '),
    });
    const posting = (await jsonLd(`/thread/${made.thread.id}`)).blocks[0] as Posting;
    for (const text of [posting.text, posting.comment[0]?.text ?? '']) {
      expect(text.length).toBeLessThanOrEqual(STRUCTURED_TEXT_MAX);
      expect(text.length).toBeGreaterThan(STRUCTURED_TEXT_MAX * 0.9);
      expect(text.endsWith('…')).toBe(true);
      const shown = text.slice(0, -1).split(' ');
      expect(shown).toEqual(words.slice(0, shown.length));
    }
  });

  it('shows a deleted author as [deleted] without a profile link', async () => {
    const leaving = await makeUser(db(), { username: 'LeavingLdAuthor' });
    const made = await makeThread(db(), { author: leaving, categoryId });
    await db().updateTable('users').set({ is_deleted: true }).where('id', '=', leaving.user.id).execute();
    const { blocks, html } = await jsonLd(`/thread/${made.thread.id}`);
    expect(blocks[0]?.author).toEqual({ '@type': 'Person', name: '[deleted]' });
    expect(html).not.toContain('LeavingLdAuthor');
  });

  it("on a later page, names the thread and lists that page's replies as comments", async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId, content: 'The opening words' });
    for (let i = 1; i <= 52; i += 1) {
      await makePost(db(), { thread: made, author: cast.admin, content: `Reply number ${i}` });
    }
    const { blocks } = await jsonLd(`/thread/${made.thread.id}?page=2`);
    const posting = blocks[0] as Posting;
    // The opening post is on the first page; a later page names the thread by its title.
    expect(posting.text).toBe(made.thread.title);
    expect(posting.commentCount).toBe(52);
    expect(posting.comment.map((c) => c.text)).toEqual([
      'Reply number 50',
      'Reply number 51',
      'Reply number 52',
    ]);
    expect(posting.comment[0]?.url).toContain(`/thread/${made.thread.id}?page=2#post-`);
  });

  it('has no structured data for held, removed or unknown threads (404)', async () => {
    const held = await makeThread(db(), { author: cast.member, status: 'held', title: 'Held LD' });
    for (const url of [`/thread/${held.thread.id}`, '/thread/999999', '/thread/abc']) {
      const res = await t.call('GET', url, { token: cast.admin.token });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('application/ld+json');
    }
  });
});
