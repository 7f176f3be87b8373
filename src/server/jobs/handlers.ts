import { forgetMemberInPosts, MEMBER_ERASED_JOB } from '../account-data/forget-member';
import { FAN_OUT_HANDLERS } from '../notifications/fan-out-handlers';
import type { JobHandler } from './background-work';

/** Every kind of background job and its handler, in one list. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  ...FAN_OUT_HANDLERS,
  [MEMBER_ERASED_JOB]: forgetMemberInPosts,
};
