import { type Answer, call, isSuccess, type Member } from './forum-client';

// Writers and readers in a loop against a running forum: each worker creates threads and replies to
// threads already acknowledged, and reads the lists in between. Every acknowledged (2xx) write is kept, so
// a test can check afterwards that each one is in the database.

export class WriteLoad {
  readonly answers: Answer[] = [];
  readonly ackedThreads: number[] = [];
  readonly ackedPosts: number[] = [];
  private running = false;
  private workers: Promise<void>[] = [];
  private sequence = 0;

  constructor(
    private readonly base: string,
    private readonly members: Member[],
    private readonly categoryId: number,
    /** Pause between one worker's requests: a modest, steady load rather than a benchmark. */
    private readonly pauseMs = 40,
    /** `writes`: threads and replies only, a write burst. */
    private readonly mix: 'mixed' | 'writes' = 'mixed',
  ) {}

  start(): void {
    this.running = true;
    this.workers = this.members.map((member) => this.work(member));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  get ackedWrites(): number {
    return this.ackedThreads.length + this.ackedPosts.length;
  }

  /** Resolves once `count` more writes than now have been acknowledged. */
  async waitForWrites(count: number): Promise<void> {
    const target = this.ackedWrites + count;
    while (this.ackedWrites < target) await pause(50);
  }

  private async work(member: Member): Promise<void> {
    let step = 0;
    while (this.running) {
      step += 1;
      // Mixed: thread, reply, list, read in turn; writes only: a thread then three replies.
      const op = this.mix === 'writes' ? (step % 4 === 1 ? 1 : 2) : ((step - 1) % 4) + 1;
      const n = ++this.sequence;
      const target = this.ackedThreads[n % Math.max(1, this.ackedThreads.length)];
      if (op === 1 || target === undefined) {
        const answer = await call(this.base, 'create thread', 'POST', '/api/threads', {
          token: member.token,
          body: {
            category_id: this.categoryId,
            title: `Pooling order question ${n}`,
            content: `Has anyone been through a pooling order in this section? Message ${n} from ${member.username}.`,
          },
        });
        this.answers.push(answer);
        if (isSuccess(answer)) this.ackedThreads.push((answer.body as { thread: { id: number } }).thread.id);
      } else if (op === 2) {
        const answer = await call(this.base, 'reply', 'POST', '/api/posts', {
          token: member.token,
          body: { thread_id: target, content: `Reply ${n}: the division order came last week.` },
        });
        this.answers.push(answer);
        if (isSuccess(answer)) this.ackedPosts.push((answer.body as { post: { id: number } }).post.id);
      } else if (op === 3) {
        this.answers.push(await call(this.base, 'list threads', 'GET', '/api/threads?sort=latest'));
      } else {
        this.answers.push(await call(this.base, 'read thread', 'GET', `/api/threads/${target}`));
      }
      await pause(this.pauseMs);
    }
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
