import { availableParallelism } from 'node:os';
import { AppError } from '../../errors';

// Decoding members' files (PDFs, pictures) is the heaviest work the forum does. It runs a few at a time,
// leaving at least one core to everyone else's requests, and only a few more may wait: beyond that an upload
// answers 503 at once instead of holding its body in memory behind a long queue
// (docs/decisions/035-member-input-off-the-main-thread.md).

/** Files decoded at once: one fewer than the cores, at least one, at most two. */
export const MEDIA_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
const MAX_WAITING = 16;

export const mediaBusy = () =>
  new AppError(503, 'MEDIA_BUSY', 'Many files are being checked right now. Please try again in a minute.');

export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting = MAX_WAITING,
  ) {}

  /** Runs `work` when a place is free; a 503 when too many already wait. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      if (this.waiting.length >= this.maxWaiting) throw mediaBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
