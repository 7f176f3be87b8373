import type { JobHandler } from '../../platform/jobs/background-work';
import { fanOutPost, POST_PUBLISHED_JOB } from './fan-out';
import { reachLimits } from './recipient-limits';

export function fanOutHandlers(
  config: Parameters<typeof reachLimits>[0] & { NOTIFICATION_EMAIL_DELAY_SECONDS: number },
): Record<string, JobHandler> {
  const settings = {
    limits: reachLimits(config),
    // The notifications' mail job runs when they are old enough to be mailed, not at once.
    mailDelaySeconds: config.NOTIFICATION_EMAIL_DELAY_SECONDS,
  };
  return { [POST_PUBLISHED_JOB]: (trx, payload) => fanOutPost(trx, payload, settings) };
}
