import type { JobHandler } from '../jobs/background-work';
import { fanOutPost, POST_PUBLISHED_JOB } from './fan-out';

export const FAN_OUT_HANDLERS: Record<string, JobHandler> = {
  [POST_PUBLISHED_JOB]: fanOutPost,
};
