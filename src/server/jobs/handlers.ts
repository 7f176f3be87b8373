import { forgetMemberInPosts, MEMBER_ERASED_JOB } from '../account-data/forget-member';
import type { Config } from '../config';
import { fanOutHandlers } from '../notifications/fan-out-handlers';
import type { JobHandler } from './background-work';

/** Every kind of background job and its handler, in one list. */
export function jobHandlers(config: Config): Record<string, JobHandler> {
  return { ...fanOutHandlers(config), [MEMBER_ERASED_JOB]: forgetMemberInPosts };
}
