import { type Answer, call, isSuccess, MEMBER_PASSWORD, type Member } from './forum-client';

// The soak's traffic on a seeded forum (SOAK_DATABASE_URL, the bench's full seed): mostly reads spread over
// thousands of threads, as guests and as signed-in members, and a few writes (threads, replies, votes) and
// sign-ins, per 100 requests:
//   guests:  15 lists (pages, sorts), 15 thread JSON, 8 thread pages (HTML), 6 searches, 2 categories, 10 home/lists
//   members: 15 lists, 15 thread reads, 5 Unread
//   writes:  1 new thread, 3 replies, 4 votes; 1 sign-in

const WORDS = ['pooling', 'royalty', 'lease', 'division order', 'mineral deed', 'Grady County', 'spacing'];
const SORTS = ['latest', 'popular', 'replies'];

export class SeededSoakTraffic {
  private readonly written: { threadIds: number[]; posts: { id: number; author: number }[] } = {
    threadIds: [],
    posts: [],
  };
  private n = 0;

  constructor(
    private readonly base: string,
    private readonly members: Member[],
    private readonly categoryId: number,
    /** Thread ids of the seed, read in turn, so the caches see many keys as a real forum's would. */
    private readonly seeded: number[],
  ) {}

  async next(): Promise<Answer> {
    const n = ++this.n;
    const who = n % this.members.length;
    const member = this.members[who]!;
    const token = member.token;
    const word = WORDS[n % WORDS.length]!;
    const seededId = this.seeded[(n * 7919) % this.seeded.length]!;
    const mine = this.written.threadIds;
    const threadId = mine.length > 0 && n % 3 === 0 ? mine[n % mine.length]! : seededId;
    const page = 1 + (n % 5);
    const roll = n % 100;
    if (roll === 0) {
      const answer = await call(this.base, 'create thread', 'POST', '/api/threads', {
        token,
        body: {
          category_id: this.categoryId,
          title: `Question about ${word} number ${n}`,
          content: `We received an offer on our ${word} interest. Is it fair? (soak ${n})`,
        },
      });
      if (isSuccess(answer)) mine.push((answer.body as { thread: { id: number } }).thread.id);
      return answer;
    }
    if (roll <= 3) {
      const answer = await call(this.base, 'reply', 'POST', '/api/posts', {
        token,
        body: { thread_id: threadId, content: `About ${word}: check the recorded instrument first. (${n})` },
      });
      if (isSuccess(answer))
        this.written.posts.push({ id: (answer.body as { post: { id: number } }).post.id, author: who });
      return answer;
    }
    if (roll <= 7) {
      const target = this.written.posts.filter((p) => p.author !== who).at(-(1 + (n % 50)));
      if (target)
        return call(this.base, 'vote', 'POST', `/api/posts/${target.id}/vote`, {
          token,
          body: { vote_type: n % 3 === 0 ? -1 : 1 },
        });
      return call(this.base, 'read thread', 'GET', `/api/threads/${threadId}`);
    }
    if (roll === 8)
      return call(this.base, 'sign in', 'POST', '/api/auth/login', {
        body: { username: member.username, password: MEMBER_PASSWORD },
      });
    if (roll <= 14)
      return call(this.base, 'search', 'GET', `/api/search?q=${encodeURIComponent(word)}&page=${page}`);
    if (roll <= 29)
      return call(this.base, 'list threads', 'GET', `/api/threads?sort=${SORTS[n % 3]}&page=${page}`);
    if (roll <= 44) return call(this.base, 'read thread', 'GET', `/api/threads/${threadId}`);
    if (roll <= 52) return call(this.base, 'thread page', 'GET', `/thread/${threadId}`);
    if (roll <= 54) return call(this.base, 'categories', 'GET', '/api/categories');
    if (roll <= 69)
      return call(
        this.base,
        'member lists threads',
        'GET',
        `/api/threads?sort=${SORTS[n % 3]}&page=${page}`,
        {
          token,
        },
      );
    if (roll <= 84)
      return call(this.base, 'member reads thread', 'GET', `/api/threads/${threadId}`, { token });
    if (roll <= 89) return call(this.base, 'member unread', 'GET', '/api/reading/unread', { token });
    return call(this.base, 'home', 'GET', n % 2 === 0 ? '/' : '/threads');
  }
}

/** Thread ids from the first pages of the seeded forum's lists, for the soak to read in turn. */
export async function seededThreadIds(base: string, pages = 40): Promise<number[]> {
  const ids = new Set<number>();
  for (let page = 1; page <= pages; page++) {
    for (const sort of ['latest', 'popular']) {
      const answer = await call(base, 'list', 'GET', `/api/threads?sort=${sort}&page=${page}`);
      const threads = (answer.body as { threads?: { id: number }[] } | null)?.threads ?? [];
      for (const t of threads) ids.add(t.id);
    }
  }
  return [...ids];
}
