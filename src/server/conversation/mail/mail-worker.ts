import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/schema';
import type { MailOutboxTable } from '../../platform/db/schema-accounts';
import { scrubSecretLinks } from './scrub-links';

// The one place mail leaves the forum (docs/architecture.md#mail). It starts and stops with the server.
// Each pass claims due rows one at a time (FOR UPDATE SKIP LOCKED, so several processes share the queue),
// sends each, and records the outcome. A row interrupted mid-send (the process died after claiming it)
// is marked failed, not sent again: the SMTP server may already have taken it, and a message must never
// arrive twice.

const POLL_MS = 2000;
const LEASE_SECONDS = 120;
export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;

type OutboxRow = Selectable<MailOutboxTable>;
// One pass sends at most this many, so stopping the server never waits on a long backlog.
const MAX_PER_PASS = 200;

export type MailMode = 'smtp' | 'outbox';

export class MailWorker {
  readonly mode: MailMode;
  /** The SMTP connection, made with the first message: nodemailer loads only when there is mail to send. */
  private transport: Promise<Transporter> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    this.mode = config.SMTP_URL ? 'smtp' : 'outbox';
  }

  private smtp(url: string): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        // Well inside the lease, so a slow server cannot make a claimed row look abandoned.
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      }),
    );
    return this.transport;
  }

  /** Where mail goes, for the start-up line; the SMTP password is never shown. */
  describe(): string {
    if (!this.config.SMTP_URL) {
      return 'no SMTP_URL: messages stay in the outbox table, are printed in this log, and `npm run -s cli -- outbox` lists them';
    }
    const url = new URL(this.config.SMTP_URL);
    return `sending through ${url.protocol}//${url.host} from ${this.config.MAIL_FROM}`;
  }

  start(): void {
    this.stopped = false;
    this.log.info(`Mail: ${this.describe()}`);
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.chain.catch(() => {});
    (await this.transport?.catch(() => null))?.close();
    this.transport = null;
  }

  /** Sends (or, without SMTP, logs) every due message now; returns how many were handled. Tests call it. */
  runOnce(): Promise<number> {
    const pass = this.chain.then(() => this.drain());
    this.chain = pass.catch(() => {});
    return pass;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((error: unknown) => this.log.warn({ err: error }, 'mail worker pass failed'))
        .finally(() => this.schedule());
    }, POLL_MS);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    await this.failAbandoned();
    let handled = 0;
    while (handled < MAX_PER_PASS) {
      const row = await this.claim();
      if (!row) break;
      await this.deliver(row);
      handled++;
      if (this.stopped) break;
    }
    return handled;
  }

  private async claim(): Promise<OutboxRow | undefined> {
    const result = await sql<OutboxRow>`
      update mail_outbox
      set status = 'sending', attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
      where id = (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by id
        limit 1
        for update skip locked)
      returning *`.execute(this.db);
    return result.rows[0];
  }

  private async failAbandoned(): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({
        status: 'failed',
        last_error: 'Interrupted while sending; not sent again so that nobody receives it twice.',
      })
      .where('status', '=', 'sending')
      .where('locked_until', '<', new Date())
      .execute();
  }

  private async deliver(row: OutboxRow): Promise<void> {
    if (!this.config.SMTP_URL) {
      this.log.info(
        { mailId: row.id, to: row.to_address, subject: row.subject },
        `Mail not sent (no SMTP_URL), kept in the outbox:\n${row.text_body}`,
      );
      await this.finish(row.id, { status: 'logged', sent_at: new Date(), locked_until: null });
      return;
    }
    try {
      const transport = await this.smtp(this.config.SMTP_URL);
      await transport.sendMail({
        from: this.config.MAIL_FROM,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        // RFC 8058 one-click: a POST to the same address unsubscribes, with no sign-in.
        ...(row.unsubscribe_url
          ? {
              list: { unsubscribe: row.unsubscribe_url },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
      await this.finish(row.id, {
        status: 'sent',
        sent_at: new Date(),
        locked_until: null,
        last_error: null,
        ...scrubbed(row),
      });
    } catch (error) {
      const failure = error as { message?: string; permanent?: boolean };
      const giveUp = failure.permanent === true || row.attempts >= MAX_MAIL_ATTEMPTS;
      const wait = Math.min(FIRST_RETRY_SECONDS * 2 ** (row.attempts - 1), LONGEST_RETRY_SECONDS);
      this.log.warn({ mailId: row.id, attempts: row.attempts, giveUp }, `mail not sent: ${failure.message}`);
      await this.finish(row.id, {
        status: giveUp ? 'failed' : 'pending',
        next_attempt_at: new Date(Date.now() + wait * 1000),
        locked_until: null,
        last_error: String(failure.message ?? error).slice(0, 500),
        ...(giveUp ? scrubbed(row) : {}),
      });
    }
  }

  private async finish(
    id: number,
    changes: {
      status: 'pending' | 'sent' | 'logged' | 'failed';
      sent_at?: Date;
      next_attempt_at?: Date;
      locked_until: null;
      last_error?: string | null;
    } & Partial<ReturnType<typeof scrubbed>>,
  ): Promise<void> {
    await this.db.updateTable('mail_outbox').set(changes).where('id', '=', id).execute();
  }
}

/** The row's bodies without their secret links, once the message has left (or will never leave). */
function scrubbed(row: Pick<OutboxRow, 'text_body' | 'html_body'>) {
  return {
    text_body: scrubSecretLinks(row.text_body),
    html_body: scrubSecretLinks(row.html_body),
    unsubscribe_url: null,
    reply_to: null,
  };
}
