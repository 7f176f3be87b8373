import type { Config } from '../../config';
import { notificationMailHandlers } from '../../conversation/notification-mail/send-notification-mail';
import { fanOutHandlers } from '../../conversation/notifications/fan-out-handlers';
import { forgetMemberInPosts, MEMBER_ERASED_JOB } from '../../people/account-data/forget-member';
import type { JobHandler } from './background-work';

/** Every kind of background job and its handler, in one list. */
export function jobHandlers(config: Config): Record<string, JobHandler> {
  return {
    ...fanOutHandlers(config),
    ...notificationMailHandlers(config),
    [MEMBER_ERASED_JOB]: forgetMemberInPosts,
  };
}
