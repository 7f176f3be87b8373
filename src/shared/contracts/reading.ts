import { z } from 'zod';
import { pageQuery, pagination } from './common';

// Following threads (docs/product.md#following-threads): watching, bookmarks and read positions.

export const WATCH_LEVELS = ['watching', 'normal', 'muted'] as const;
export type WatchLevel = (typeof WATCH_LEVELS)[number];

export const watchBody = z.object({
  level: z.enum(WATCH_LEVELS, { error: 'Choose watching, normal or muted.' }),
});
export const watchResponse = z.object({ level: z.enum(WATCH_LEVELS) });
export type WatchResponse = z.infer<typeof watchResponse>;

export const readBody = z.object({
  post_id: z
    .number({ error: 'post_id must be a post number.' })
    .int('post_id must be a post number.')
    .positive('post_id must be a post number.')
    .max(2_147_483_647, 'post_id must be a post number.'),
});
export const readResponse = z.object({
  last_read_post_id: z.number().int(),
  unread_notifications: z.number().int(),
});

export const threadReadingResponse = z.object({
  /** The level that applies, which may come from the category (a muted category silences automatic watches). */
  level: z.enum(WATCH_LEVELS),
  /** Muted only because the member muted the thread's category; choosing a level here overrides it. */
  category_muted: z.boolean(),
  last_read_post_id: z.number().int().nullable(),
  /** The first post after the read position, on the page that shows it (oldest first); null when none. */
  first_unread: z.object({ post_id: z.number().int(), url: z.string() }).nullable(),
  /** Of this thread's posts, the ones the member bookmarked. */
  bookmarked_post_ids: z.array(z.number().int()),
  /**
   * Of this thread's posts, the ones an unread notification of the member's is about (a reply, a mention, a
   * score reached): showing one on screen reads it, even when the read position is already past it.
   */
  notified_post_ids: z.array(z.number().int()).optional(),
});
export type ThreadReadingResponse = z.infer<typeof threadReadingResponse>;

export const bookmarkResponse = z.object({ bookmarked: z.boolean() });
export type BookmarkResponse = z.infer<typeof bookmarkResponse>;

export const bookmarkItem = z.object({
  post_id: z.number().int(),
  thread: z.object({ id: z.number().int(), title: z.string() }),
  author_username: z.string(),
  excerpt: z.string(),
  bookmarked_at: z.string(),
  url: z.string(),
});
export const listBookmarksQuery = z.object(pageQuery(20, 50));
export const listBookmarksResponse = z.object({ bookmarks: z.array(bookmarkItem), pagination });
export type ListBookmarksResponse = z.infer<typeof listBookmarksResponse>;

export const readingThread = z.object({
  id: z.number().int(),
  title: z.string(),
  reply_count: z.number().int(),
  last_post_at: z.string(),
  author_username: z.string(),
  /** Posts after the member's read position (0 on the New list: never opened). */
  new_posts: z.number().int(),
  /** Where to open it: the first unread post, or the thread's start. */
  url: z.string(),
  /** It has an accepted answer (docs/decisions/043-solved-threads-and-similar-questions.md). */
  solved: z.boolean().optional(),
});
export type ReadingThread = z.infer<typeof readingThread>;
export const readingListQuery = z.object(pageQuery(20, 50));
export const readingListResponse = z.object({ threads: z.array(readingThread), pagination });
export type ReadingListResponse = z.infer<typeof readingListResponse>;

/** Marks for the thread list on screen (docs/product.md#following-threads): at most this many ids a call. */
export const MAX_MARKED_THREADS = 50;
const idsText = 'ids must be thread numbers separated by commas, at most 50.';
export const threadMarksQuery = z.object({
  ids: z
    .string({ error: idsText })
    .max(12 * MAX_MARKED_THREADS, idsText)
    .regex(/^\d{1,10}(,\d{1,10})*$/, idsText)
    .transform((value) => value.split(',').map(Number))
    .pipe(
      z
        .array(z.number().int().positive(idsText).max(2_147_483_647, idsText))
        .max(MAX_MARKED_THREADS, idsText),
    ),
});
export const threadMark = z.object({
  thread_id: z.number().int(),
  /** False: the member has never opened it (and did not start it). */
  opened: z.boolean(),
  /** Visible posts after the member's read position (0 when never opened). */
  new_posts: z.number().int(),
});
export type ThreadMark = z.infer<typeof threadMark>;
/** Only the threads with something to show: never opened, or with new posts. */
export const threadMarksResponse = z.object({ marks: z.array(threadMark) });
export type ThreadMarksResponse = z.infer<typeof threadMarksResponse>;
