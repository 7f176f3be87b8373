import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { sendWeeklySummaries } from '../../conversation/digest/weekly-summary';
import { MailWorker } from '../../conversation/mail/mail-worker';
import type { Database } from '../db/schema';

/**
 * `send-digests`: queues every weekly summary that is due now (the same per-member weekly claim as the
 * server's ticker, so running it beside the server never sends one twice) and sends the outbox at once.
 */
export async function sendDigestsCommand(db: Kysely<Database>, config: Config): Promise<number> {
  const queued = await sendWeeklySummaries(db, config);
  const worker = new MailWorker(db, config, quietLogger());
  const handled = await worker.runOnce();
  await worker.stop();
  console.log(`Weekly summaries queued: ${queued}. Messages sent from the outbox: ${handled}.`);
  return 0;
}

/** The worker reports failures as warnings; print those, nothing else. */
function quietLogger(): FastifyBaseLogger {
  const nothing = () => {};
  const logger = {
    level: 'warn',
    info: nothing,
    debug: nothing,
    trace: nothing,
    silent: nothing,
    warn: (...args: unknown[]) => console.error('warning:', ...args.filter((a) => typeof a === 'string')),
    error: (...args: unknown[]) => console.error('error:', ...args.filter((a) => typeof a === 'string')),
    fatal: (...args: unknown[]) => console.error('fatal:', ...args.filter((a) => typeof a === 'string')),
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}
