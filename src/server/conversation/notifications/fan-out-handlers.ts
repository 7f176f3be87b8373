import type { JobHandler } from '../../platform/jobs/background-work';
import { fanOutPost, POST_PUBLISHED_JOB } from './fan-out';
import { type ReachLimits, reachLimits } from './recipient-limits';

export function fanOutHandlers(config: Parameters<typeof reachLimits>[0]): Record<string, JobHandler> {
  const limits: ReachLimits = reachLimits(config);
  return { [POST_PUBLISHED_JOB]: (trx, payload) => fanOutPost(trx, payload, limits) };
}
