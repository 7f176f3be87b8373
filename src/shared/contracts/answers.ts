import { z } from 'zod';
import { SIMILAR_QUERY_MAX, SOLVED_TEXT } from '../solved-texts';
import { stripControlCharacters } from './common';
import { thread } from './forum';

// Accepted answers and similar questions (docs/decisions/043-solved-threads-and-similar-questions.md).

export const markAnswerBody = z.object({
  post_id: z
    .number({ error: 'post_id is required: the id of the reply that answers the thread' })
    .int('post_id must be a positive whole number')
    .positive('post_id must be a positive whole number')
    .max(2_147_483_647, 'post_id must be a positive whole number'),
});
export const answerResponse = z.object({ thread, message: z.string() });
export type AnswerResponse = z.infer<typeof answerResponse>;

export const similarThreadsQuery = z.object({
  q: z
    .string({ error: SOLVED_TEXT.similarQueryRequired })
    .max(SIMILAR_QUERY_MAX, SOLVED_TEXT.similarQueryTooLong)
    .transform((s) => stripControlCharacters(s).trim()),
});

export const similarThread = z.object({
  id: z.number().int(),
  title: z.string(),
  category_name: z.string(),
  reply_count: z.number().int(),
  solved: z.boolean(),
  url: z.string(),
});
export type SimilarThread = z.infer<typeof similarThread>;
export const similarThreadsResponse = z.object({ threads: z.array(similarThread) });
export type SimilarThreadsResponse = z.infer<typeof similarThreadsResponse>;
