import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { escapeHtml } from '../../../shared/escape-markup';
import { linkLandReferences } from '../../documents/land/land-links';

// Posts are cooked once, when written (docs/architecture.md#rich-text): Markdown → sanitised HTML in a worker
// thread, so a hostile post costs its author's request at most COOK_TIME_LIMIT_MS and never stalls anyone
// else's. A post that takes longer is stored as escaped plain text.

/**
 * The renderer's version: raise it when cook-worker.mjs's rules or the land links change, and old posts
 * are re-cooked.
 */
export const COOK_VERSION = 6;
export const COOK_TIME_LIMIT_MS = 2_000;
const WORKER_FILE = 'cook-worker.mjs';

export interface Cooked {
  html: string;
  version: number;
}
/**
 * What the server looked up for the renderer (src/server/forum/post-references): the members a post may link as
 * @mentions, as [lower-case name, name] pairs, and the posts it quotes. The worker never reads the database.
 */
export interface CookRefs {
  members?: [string, string][];
  /** The posts a post quotes that its writer may see: [post id, { author, url }] pairs. */
  quotes?: [number, QuoteSource][];
}
export interface QuoteSource {
  author: string;
  url: string;
}
export type Cook = (source: string, refs?: CookRefs) => Promise<Cooked>;

/** The posts table's columns for a cooked post. */
export const cookedColumns = (cooked: Cooked) => ({ cooked: cooked.html, cooked_version: cooked.version });

/**
 * Where cook-worker.mjs is: beside this module under tsx, or, from a bundle (dist/server/…), in a
 * cooking/ folder copied beside it or back in the source tree the bundle was built from.
 */
export function findWorkerFile(moduleUrl: string = import.meta.url): string {
  const here = path.dirname(fileURLToPath(moduleUrl));
  const candidates = [path.join(here, WORKER_FILE), path.join(here, 'cooking', WORKER_FILE)];
  for (let dir = here, depth = 0; depth < 5; dir = path.dirname(dir), depth++)
    candidates.push(path.join(dir, 'src', 'server', 'forum', 'cooking', WORKER_FILE));
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`${WORKER_FILE} not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** What a post shows when its Markdown could not be rendered in time: the text itself, escaped. */
export function plainTextFallback(source: string): string {
  return `<p>${escapeHtml(source).replace(/\r?\n/g, '<br>\n')}</p>\n`;
}

interface Job {
  id: number;
  source: string;
  refs: CookRefs | undefined;
  resolve(html: string): void;
}

/** One worker: renders one post at a time; replaced when a post overruns its time. */
class CookSlot {
  private worker: Worker | null = null;
  private ready: Promise<boolean> = Promise.resolve(false);
  busy = false;

  constructor(
    private readonly file: string,
    private readonly limitMs: number,
  ) {}

  run(job: Job, done: () => void): void {
    this.busy = true;
    const worker = this.ensureWorker();
    worker.ref();
    void this.ready.then((ready) => {
      if (ready && this.worker === worker) this.render(worker, job, done);
      else this.giveUp(worker, job, done);
    });
  }

  /** The worker died while starting: the post gets its text. */
  private giveUp(worker: Worker, job: Job, done: () => void): void {
    worker.unref();
    if (this.worker === worker) this.worker = null;
    this.busy = false;
    job.resolve(plainTextFallback(job.source));
    done();
  }

  private render(worker: Worker, job: Job, done: () => void): void {
    let settled = false;
    const finish = (html: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
      worker.unref();
      this.busy = false;
      job.resolve(html);
      done();
    };
    const onMessage = (message: { id?: number; html?: string | null }) => {
      if (message.id === job.id) finish(message.html ?? plainTextFallback(job.source));
    };
    const onFailure = () => {
      this.worker = null;
      finish(plainTextFallback(job.source));
    };
    const timer = setTimeout(() => {
      this.stop();
      finish(plainTextFallback(job.source));
    }, this.limitMs);
    worker.on('message', onMessage);
    worker.once('error', onFailure);
    worker.once('exit', onFailure);
    worker.postMessage({ id: job.id, source: job.source, refs: job.refs });
  }

  stop(): void {
    const worker = this.worker;
    this.worker = null;
    if (worker) void worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.file);
    worker.unref();
    this.worker = worker;
    this.ready = new Promise<boolean>((resolve) => {
      worker.once('message', () => resolve(true));
      worker.once('error', () => resolve(false));
      worker.once('exit', () => resolve(false));
    });
    return worker;
  }
}

export class Cooker {
  private readonly slots: CookSlot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: { limitMs?: number; workers?: number; workerFile?: string } = {}) {
    const file = options.workerFile ?? findWorkerFile();
    const count = options.workers ?? Math.max(1, Math.min(2, availableParallelism() - 1));
    this.slots = Array.from(
      { length: count },
      () => new CookSlot(file, options.limitMs ?? COOK_TIME_LIMIT_MS),
    );
  }

  readonly cook: Cook = (source, refs) =>
    new Promise<Cooked>((resolve) => {
      // Shutting down: the text for now, marked stale so the background re-cook renders it later.
      if (this.closed) return resolve({ html: plainTextFallback(source), version: 0 });
      // The land a post names is linked here, on the rendered HTML (src/server/documents/land/land-links.ts), in
      // bounded time: the reader is TypeScript of src/calc, which the plain-JavaScript worker cannot load.
      const finish = (html: string) =>
        resolve({ html: linkLandReferences(html), version: this.closed ? 0 : COOK_VERSION });
      this.queue.push({ id: this.nextId++, source, refs, resolve: finish });
      this.dispatch();
    });

  close(): void {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve(plainTextFallback(job.source));
    for (const slot of this.slots) slot.stop();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.run(job, () => this.dispatch());
    }
  }
}
