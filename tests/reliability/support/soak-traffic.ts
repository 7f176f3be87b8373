import { readFileSync } from 'node:fs';
import { type Answer, call, isSuccess, MEMBER_PASSWORD, type Member } from './forum-client';

// The soak's traffic: requests started at a fixed rate (an open loop: a slow answer does not slow the
// sending), each one picked from a mix of what members and guests do.

interface Written {
  threadIds: number[];
  /** Post ids with the index of the member who wrote them, so nobody votes on their own post. */
  posts: { id: number; author: number }[];
}

const WORDS = ['pooling', 'royalty', 'lease', 'division order', 'mineral deed', 'Grady County', 'spacing'];

export class SoakTraffic {
  readonly written: Written = { threadIds: [], posts: [] };
  private n = 0;

  constructor(
    private readonly base: string,
    private readonly members: Member[],
    private readonly categoryId: number,
  ) {}

  /** Sends one request of the mix; never rejects. */
  async next(): Promise<Answer> {
    const n = ++this.n;
    const who = n % this.members.length;
    const member = this.members[who]!;
    const threadId = this.written.threadIds[n % Math.max(1, this.written.threadIds.length)];
    const word = WORDS[n % WORDS.length]!;
    const roll = n % 20;
    if (threadId === undefined || roll === 0) {
      const answer = await call(this.base, 'create thread', 'POST', '/api/threads', {
        token: member.token,
        body: {
          category_id: this.categoryId,
          title: `Question about ${word} number ${n}`,
          content: `We received an offer on our ${word} interest. Is it fair? (soak ${n})`,
        },
      });
      if (isSuccess(answer)) {
        const thread = (answer.body as { thread: { id: number } }).thread;
        this.written.threadIds.push(thread.id);
      }
      return answer;
    }
    if (roll <= 2) {
      const answer = await call(this.base, 'reply', 'POST', '/api/posts', {
        token: member.token,
        body: { thread_id: threadId, content: `About ${word}: check the recorded instrument first. (${n})` },
      });
      if (isSuccess(answer))
        this.written.posts.push({ id: (answer.body as { post: { id: number } }).post.id, author: who });
      return answer;
    }
    if (roll <= 4) {
      const target = this.written.posts.filter((p) => p.author !== who).at(-(1 + (n % 50)));
      if (target)
        return call(this.base, 'vote', 'POST', `/api/posts/${target.id}/vote`, {
          token: member.token,
          body: { vote_type: n % 3 === 0 ? -1 : 1 },
        });
    }
    if (roll <= 6)
      return call(this.base, 'sign in', 'POST', '/api/auth/login', {
        body: { username: member.username, password: MEMBER_PASSWORD },
      });
    if (roll <= 8)
      return call(
        this.base,
        'search',
        'GET',
        `/api/search?q=${encodeURIComponent(word)}&page=${1 + (n % 3)}`,
      );
    if (roll <= 12) return call(this.base, 'read thread', 'GET', `/api/threads/${threadId}`);
    if (roll === 13) return call(this.base, 'thread page', 'GET', `/thread/${threadId}`);
    if (roll === 14) return call(this.base, 'categories', 'GET', '/api/categories');
    if (roll === 15)
      return call(this.base, 'member lists threads', 'GET', '/api/threads?sort=popular', {
        token: member.token,
      });
    return call(this.base, 'list threads', 'GET', `/api/threads?sort=latest&page=${1 + (n % 3)}`);
  }
}

/** Resident memory of a process in MB (Linux /proc), or null where that is not available. */
export function residentMb(pid: number): number | null {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
