import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLVED_TEXT } from '../../src/shared/solved-texts';
import { jsonLdText } from '../../src/shared/structured-data';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { reportPost } from '../support/report-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// Accepted answers (docs/decisions/043-solved-threads-and-similar-questions.md): who may mark, change and clear
// one; what may not be marked; the thread's JSON, lists and search; the chosen member's notification.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let guestAccount: Awaited<ReturnType<typeof makeUser>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://forum.example.com' }, { pages: true });
  cast = await makeCast(t.database.db);
  guestAccount = await makeUser(t.database.db, { role: 'guest' });
  categoryId = (
    await t.database.db
      .insertInto('categories')
      .values({ name: 'Answers', slug: 'answers-test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const mark = (threadId: number, postId: unknown, token?: string) =>
  t.call('POST', `/api/threads/${threadId}/answer`, { token, body: { post_id: postId } });
const clear = (threadId: number, token?: string) =>
  t.call('DELETE', `/api/threads/${threadId}/answer`, { token });

async function question(title = 'How is a pooling order bonus paid?') {
  const made = await makeThread(db(), { author: cast.member, categoryId, title });
  const answer = await makePost(db(), { thread: made, author: cast.moderator, content: 'Within 30 days.' });
  const other = await makePost(db(), { thread: made, author: cast.admin, content: 'Ask the operator.' });
  return { made, answer, other };
}

describe('who may choose the answer', () => {
  it('refuses a guest, a guest account, another member, a muted author and a banned member', async () => {
    const { made, answer } = await question();
    expect((await mark(made.thread.id, answer.id)).statusCode).toBe(401);
    expect((await mark(made.thread.id, answer.id, guestAccount.token)).statusCode).toBe(403);
    const stranger = await mark(made.thread.id, answer.id, cast.muted.token);
    expect(stranger.statusCode).toBe(403);
    const other = await makeUser(db());
    const notAuthor = await mark(made.thread.id, answer.id, other.token);
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().error).toBe(SOLVED_TEXT.notAllowed);
    expect((await mark(made.thread.id, answer.id, cast.banned.token)).statusCode).toBeGreaterThanOrEqual(401);
    expect((await mark(made.thread.id, answer.id, cast.banned.token)).statusCode).toBeLessThan(404);
    const mutedOwn = await makeThread(db(), { author: cast.muted, categoryId });
    const reply = await makePost(db(), { thread: mutedOwn, author: cast.member });
    const muted = await mark(mutedOwn.thread.id, reply.id, cast.muted.token);
    expect(muted.statusCode).toBe(403);
    expect(muted.json().code).toBe('MUTED');
    const row = await db()
      .selectFrom('threads')
      .select('answer_post_id')
      .where('id', '=', made.thread.id)
      .executeTakeFirstOrThrow();
    expect(row.answer_post_id).toBeNull();
  });

  it('lets the author mark, change and clear; moderators and admins too', async () => {
    const { made, answer, other } = await question();
    const marked = await mark(made.thread.id, answer.id, cast.member.token);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      thread: { answer_post_id: answer.id },
      message: SOLVED_TEXT.marked,
    });
    const changed = await mark(made.thread.id, other.id, cast.moderator.token);
    expect(changed.json().thread.answer_post_id).toBe(other.id);
    const cleared = await clear(made.thread.id, cast.admin.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().thread.answer_post_id).toBeNull();
    expect((await clear(made.thread.id, cast.member.token)).statusCode).toBe(200);
    expect((await clear(made.thread.id, await makeUser(db()).then((u) => u.token))).statusCode).toBe(403);
  });
});

describe('what cannot be the answer', () => {
  it('refuses the question itself, another thread’s post, a removed or held reply', async () => {
    const { made } = await question();
    const first = await mark(made.thread.id, made.firstPost.id, cast.member.token);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toBe(SOLVED_TEXT.firstPost);
    const elsewhere = await question();
    const foreign = await mark(made.thread.id, elsewhere.answer.id, cast.member.token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(SOLVED_TEXT.postNotInThread);
    const removed = await makePost(db(), { thread: made, author: cast.admin, status: 'removed' });
    const onRemoved = await mark(made.thread.id, removed.id, cast.moderator.token);
    expect(onRemoved.statusCode).toBe(409);
    expect(onRemoved.json().error).toBe(SOLVED_TEXT.postNotVisible);
    const held = await makePost(db(), { thread: made, author: cast.admin, status: 'held' });
    // The author cannot see someone else's held post: it is not a reply here for them.
    expect((await mark(made.thread.id, held.id, cast.member.token)).statusCode).toBe(400);
    expect((await mark(made.thread.id, held.id, cast.admin.token)).statusCode).toBe(409);
    expect((await mark(made.thread.id, 999_999_999, cast.member.token)).statusCode).toBe(400);
  });

  it('refuses a locked thread, a removed or held thread, and an archived category', async () => {
    const locked = await makeThread(db(), { author: cast.member, categoryId, locked: true });
    const lockedReply = await makePost(db(), { thread: locked, author: cast.admin });
    const res = await mark(locked.thread.id, lockedReply.id, cast.moderator.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(SOLVED_TEXT.threadLocked);
    const removed = await makeThread(db(), { author: cast.member, categoryId, status: 'removed' });
    const removedReply = await makePost(db(), { thread: removed, author: cast.admin });
    expect((await mark(removed.thread.id, removedReply.id, cast.member.token)).statusCode).toBe(404);
    const onRemoved = await mark(removed.thread.id, removedReply.id, cast.admin.token);
    expect(onRemoved.statusCode).toBe(409);
    expect(onRemoved.json().error).toBe(SOLVED_TEXT.threadNotVisible);
    const archivedId = (
      await db()
        .insertInto('categories')
        .values({ name: 'Old answers', slug: 'old-answers-test', is_archived: true })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const old = await makeThread(db(), { author: cast.member, categoryId: archivedId });
    const oldReply = await makePost(db(), { thread: old, author: cast.admin });
    const archived = await mark(old.thread.id, oldReply.id, cast.member.token);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error).toBe(SOLVED_TEXT.categoryArchived);
  });

  it('answers bad input with a 4xx that says what is wrong, never a 500', async () => {
    const { made } = await question();
    for (const postId of [undefined, 'abc', -1, 1.5, 3e12, '<script>alert(1)</script>', '٣', { a: 1 }, [1]]) {
      const res = await mark(made.thread.id, postId, cast.member.token);
      expect(res.statusCode, String(postId)).toBe(400);
      expect(res.json().error).toMatch(/post_id/);
    }
    expect((await mark(0, 1, cast.member.token)).statusCode).toBe(400);
    expect((await mark(999_999_999, 1, cast.member.token)).statusCode).toBe(404);
    const raw = await t.call('POST', `/api/threads/${made.thread.id}/answer`, {
      token: cast.member.token,
      body: 'not json',
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
  });
});

describe('a solved thread', () => {
  it('carries its answer in the thread JSON, for guests too, and stays solved after a new reply', async () => {
    const { made, answer } = await question('Who pays the severance tax on royalty?');
    // A guest reads the thread first: the guest cache must not keep the unsolved copy.
    expect((await t.call('GET', `/api/threads/${made.thread.id}`)).json().answer).toBeNull();
    await mark(made.thread.id, answer.id, cast.member.token);
    const read = (await t.call('GET', `/api/threads/${made.thread.id}`)).json();
    expect(read.thread.answer_post_id).toBe(answer.id);
    expect(read.answer).toMatchObject({
      post_id: answer.id,
      author_username: cast.moderator.user.username,
      excerpt: 'Within 30 days.',
      url: `/thread/${made.thread.id}#post-${answer.id}`,
    });
    const reply = await t.call('POST', '/api/posts', {
      token: cast.admin.token,
      body: { thread_id: made.thread.id, content: 'Thanks, that settles it.' },
    });
    expect(reply.statusCode).toBe(201);
    expect((await t.call('GET', `/api/threads/${made.thread.id}`)).json().thread.answer_post_id).toBe(
      answer.id,
    );
  });

  it('is no longer solved once moderation removes its answer', async () => {
    const { made, answer } = await question();
    await mark(made.thread.id, answer.id, cast.member.token);
    const filed = await reportPost(t, cast.member.token, answer.id);
    const removed = await t.call('POST', `/api/reports/${filed.json().report.id}/remove`, {
      token: cast.admin.token,
      body: { reason: 'Wrong' },
    });
    expect(removed.statusCode).toBe(200);
    const read = (await t.call('GET', `/api/threads/${made.thread.id}`)).json();
    expect(read.thread.answer_post_id).toBeNull();
    expect(read.answer).toBeNull();
  });

  it('notifies the member whose reply was chosen, once, and not when one chooses one’s own', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const replier = await makeUser(db());
    const reply = await makePost(db(), { thread: made, author: replier });
    await mark(made.thread.id, reply.id, cast.member.token);
    await clear(made.thread.id, cast.member.token);
    await mark(made.thread.id, reply.id, cast.member.token);
    const list = (await t.call('GET', '/api/notifications', { token: replier.token })).json();
    const chosen = list.notifications.filter((n: { kind: string }) => n.kind === 'answer_accepted');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toMatchObject({ actor: { username: cast.member.user.username }, post_id: reply.id });
    const own = await makePost(db(), { thread: made, author: cast.member });
    await mark(made.thread.id, own.id, cast.member.token);
    const mine = (await t.call('GET', '/api/notifications', { token: cast.member.token })).json();
    expect(mine.notifications.some((n: { kind: string }) => n.kind === 'answer_accepted')).toBe(false);
  });

  it('lists and searches filter by ?solved=1 and ?solved=0; search ranks the solved one first', async () => {
    const word = `zircon${Date.now() % 100000}`;
    const solved = await question(`Is the ${word} lease bonus taxable?`);
    const open = await question(`Is the ${word} lease bonus taxable?`);
    await mark(solved.made.thread.id, solved.answer.id, cast.member.token);
    const ids = (r: { json(): { threads: { id: number }[] } }) => r.json().threads.map((x) => x.id);
    const onlySolved = await t.call('GET', `/api/threads?category_id=${categoryId}&solved=1`);
    expect(ids(onlySolved)).toContain(solved.made.thread.id);
    expect(ids(onlySolved)).not.toContain(open.made.thread.id);
    const unsolved = await t.call('GET', `/api/threads?category_id=${categoryId}&solved=0&sort=replies`);
    expect(ids(unsolved)).toContain(open.made.thread.id);
    expect(ids(unsolved)).not.toContain(solved.made.thread.id);
    expect(unsolved.json().pagination.total).toBe(ids(unsolved).length);
    const searched = await t.call('GET', `/api/search?q=${word}`);
    expect(searched.statusCode, searched.body).toBe(200);
    const search = searched.json();
    expect(search.results.map((r: { thread: { id: number } }) => r.thread.id)).toEqual([
      solved.made.thread.id,
      open.made.thread.id,
    ]);
    const searchOpen = (await t.call('GET', `/api/search?q=${word}&solved=0`)).json();
    expect(searchOpen.results.map((r: { thread: { id: number } }) => r.thread.id)).toEqual([
      open.made.thread.id,
    ]);
    for (const bad of ['yes', '2', '<b>', '']) {
      const res = await t.call('GET', `/api/threads?solved=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe(SOLVED_TEXT.solvedParam);
    }
  });

  it('the thread page carries schema.org QAPage with the accepted and suggested answers', async () => {
    const { made, answer, other } = await question('What is a division order?');
    const before = await t.call('GET', `/thread/${made.thread.id}`);
    expect(before.body).toContain('"DiscussionForumPosting"');
    await mark(made.thread.id, answer.id, cast.member.token);
    const page = await t.call('GET', `/thread/${made.thread.id}`);
    const blocks = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!),
    );
    const qa = blocks.find((b) => b['@type'] === 'QAPage');
    expect(qa).toBeDefined();
    expect(qa.mainEntity).toMatchObject({
      '@type': 'Question',
      name: 'What is a division order?',
      answerCount: 2,
      acceptedAnswer: { '@type': 'Answer', text: 'Within 30 days.' },
      suggestedAnswer: [{ '@type': 'Answer', text: 'Ask the operator.' }],
    });
    expect(qa.mainEntity.acceptedAnswer.url).toContain(`#post-${answer.id}`);
    expect(qa.mainEntity.suggestedAnswer[0].url).toContain(`#post-${other.id}`);
    expect(jsonLdText(qa)).not.toContain('</');
  });
});
