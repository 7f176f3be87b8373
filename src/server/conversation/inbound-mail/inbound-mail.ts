import type { FastifyBaseLogger } from 'fastify';
import { MAIL_TEXT } from '../../../shared/mail-texts';
import type { InboundMessage } from './inbound-message';
import { alreadyHandled, recordVerdict, type Verdict } from './inbound-record';
import { type ReplyDeps, receiveReply } from './receive-reply';
import type { SmtpListener } from './smtp-listener';

// The one entrance for inbound mail, used by the SMTP listener and the provider webhook alike
// (docs/decisions/045-weekly-summary-and-reply-by-mail.md). Messages are handled one at a time per
// process, so a burst of a thousand cannot hold a thousand parsed mails and database transactions at once.
// It never throws: a fault of ours is recorded, logged and answered with a bounce.

export interface Handled {
  outcome: Verdict['outcome'] | 'duplicate';
  reason: string;
  postId?: number | null;
  bounced: boolean;
}

export class InboundMail {
  private chain: Promise<unknown> = Promise.resolve();
  /** The SMTP listener while it is open (INBOUND_SMTP_PORT), for its port. */
  listener: SmtpListener | null = null;

  constructor(
    private readonly deps: ReplyDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  get enabled(): boolean {
    return !!this.deps.config.INBOUND_DOMAIN;
  }

  get domain(): string | undefined {
    return this.deps.config.INBOUND_DOMAIN;
  }

  receive(message: InboundMessage): Promise<Handled> {
    const run = this.chain.then(() => this.handle(message));
    this.chain = run.catch(() => {});
    return run;
  }

  /** Opens the SMTP listener when INBOUND_SMTP_PORT is set; the server calls it when ready. */
  async start(): Promise<void> {
    const { config } = this.deps;
    if (!config.INBOUND_SMTP_PORT) return;
    const { SmtpListener } = await import('./smtp-listener');
    const listener = new SmtpListener(
      this,
      { port: config.INBOUND_SMTP_PORT, host: config.INBOUND_SMTP_HOST, maxBytes: config.INBOUND_MAX_BYTES },
      this.log,
    );
    await listener.start();
    this.listener = listener;
  }

  /** Closes the listener and waits for the messages in hand (the server's shutdown). */
  async stop(): Promise<void> {
    await this.listener?.stop();
    this.listener = null;
    await this.idle();
  }

  async idle(): Promise<void> {
    await this.chain.catch(() => {});
  }

  private async handle(message: InboundMessage): Promise<Handled> {
    const { db } = this.deps;
    try {
      if (await alreadyHandled(db, message.messageId))
        return { outcome: 'duplicate', reason: 'duplicate', bounced: false };
      const { verdict, text } = await receiveReply(this.deps, message);
      const { bounced } = await recordVerdict(db, message, verdict, text);
      this.log.info(
        {
          source: message.source,
          outcome: verdict.outcome,
          reason: verdict.reason,
          postId: verdict.postId,
          bounced,
        },
        'inbound mail handled',
      );
      return { outcome: verdict.outcome, reason: verdict.reason, postId: verdict.postId ?? null, bounced };
    } catch (error) {
      this.log.error({ err: error, source: message.source }, 'inbound mail failed');
      const fault: Verdict = {
        outcome: 'dropped',
        reason: 'fault',
        ...(message.from ? { bounce: { to: message.from, paragraphs: [MAIL_TEXT.bounceFault] } } : {}),
      };
      const { bounced } = await recordVerdict(db, message, fault, message.text ?? '').catch(() => ({
        bounced: false,
      }));
      return { outcome: 'dropped', reason: 'fault', bounced };
    }
  }
}
