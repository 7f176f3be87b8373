import { z } from 'zod';
import { LIMITS } from '../constants';
import { SOLVED_TEXT } from '../solved-texts';
import { attachment, attachmentIdsField } from './attachments';
import { cardsField, cardView } from './cards';
import { pageQuery, pagination, stripControlCharacters } from './common';
import { countiesField, countySlugField } from './counties';
import { memberCategorySchema, roleSchema } from './users';

// Threads, posts, votes, categories and search: docs/product.md#data and #api. Booleans the product description writes as 0/1
// stay 0/1 on the wire; extra fields beyond the product description are marked.

const zeroOne = z.union([z.literal(0), z.literal(1)]);
const contentStatus = z.enum(['visible', 'held', 'removed']);

export const threadSorts = ['latest', 'oldest', 'popular', 'replies'] as const;
export const postSorts = ['oldest', 'newest', 'votes'] as const;

export const thread = z.object({
  id: z.number().int(),
  title: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  author_username: z.string(),
  author_role: roleSchema,
  author_member_category: memberCategorySchema.nullable(),
  is_pinned: zeroOne,
  is_locked: zeroOne,
  reply_count: z.number().int(),
  view_count: z.number().int(),
  vote_count: z.number().int(),
  created_at: z.string(),
  last_post_at: z.string(),
  // Beyond the product description:
  author_id: z.number().int(),
  category_slug: z.string(),
  category_page_id: z.string().nullable(),
  /** 'held' (awaiting review: only its author and staff see it) or 'removed' (staff only). */
  status: contentStatus,
  /** The accepted answer's post id: the thread is solved (docs/decisions/043-solved-threads-and-similar-questions.md). */
  answer_post_id: z.number().int().nullable().optional(),
  /** The counties it is about, slug ("grady", "other-state") and name (docs/decisions/042-thread-counties.md). */
  counties: z.array(z.object({ slug: z.string(), name: z.string() })).optional(),
});
export type Thread = z.infer<typeof thread>;

export const post = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  content: z.string(),
  /** The content rendered and sanitised when it was written (docs/architecture.md#rich-text). */
  cooked: z.string(),
  author_id: z.number().int(),
  author_username: z.string(),
  author_role: roleSchema,
  author_member_category: memberCategorySchema.nullable(),
  is_first_post: zeroOne,
  vote_count: z.number().int(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  edited_by_username: z.string().nullable(),
  // Beyond the product description: the caller's own vote (0 for none or a guest), and moderation state.
  user_vote: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  status: contentStatus,
  removed_reason: z.string().nullable().optional(),
  /** Calculator result cards: those attached, then those for calculator links in the text. */
  cards: z.array(cardView),
  author_avatar_url: z.string().nullable().optional(),
  attachments: z.array(attachment).optional(),
  /** The post this one answers, while it is still there: its author and where it is. */
  reply_to: z
    .object({ post_id: z.number().int(), author_username: z.string(), url: z.string() })
    .nullable()
    .optional(),
});
export type Post = z.infer<typeof post>;

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  order_index: z.number().int(),
  is_locked: zeroOne,
  is_archived: zeroOne,
  post_count: z.number().int(),
  thread_count: z.number().int(),
  // Beyond the product description:
  page_id: z.string().nullable(),
  group_key: z.string().nullable(),
  last_post_at: z.string().nullable(),
});
export type Category = z.infer<typeof category>;

/** ?solved=1 lists solved threads only, ?solved=0 those not solved yet; absent, both. */
export const solvedFilter = z.enum(['0', '1'], { error: SOLVED_TEXT.solvedParam }).optional();

export const listThreadsQuery = z.object({
  solved: solvedFilter,
  ...pageQuery(LIMITS.threadPageSize, LIMITS.threadPageSizeMax),
  sort: z.enum(threadSorts, { error: `sort must be one of: ${threadSorts.join(', ')}` }).default('latest'),
  category_slug: z.string().max(LIMITS.categorySlugMax).optional(),
  // Beyond the product description: one exact category (several display names share a slug).
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page_id: z.string().max(LIMITS.categorySlugMax).optional(),
  /** Only the threads about this county (docs/decisions/042-thread-counties.md). */
  county: countySlugField.optional(),
});
export const listThreadsResponse = z.object({ threads: z.array(thread), pagination });
export type ListThreadsResponse = z.infer<typeof listThreadsResponse>;

export const threadDetailQuery = z.object({
  ...pageQuery(LIMITS.postPageSize, 100),
  sort: z.enum(postSorts, { error: `sort must be one of: ${postSorts.join(', ')}` }).default('oldest'),
});
/** The accepted answer as the thread's top shows it: who, the start of its text, and where it is. */
export const threadAnswer = z.object({
  post_id: z.number().int(),
  author_username: z.string(),
  excerpt: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type ThreadAnswer = z.infer<typeof threadAnswer>;
export const threadDetailResponse = z.object({
  thread,
  posts: z.array(post),
  pagination,
  answer: threadAnswer.nullable().optional(),
});
export type ThreadDetailResponse = z.infer<typeof threadDetailResponse>;

const titleField = z
  .string({ error: 'Title is required' })
  .max(LIMITS.titleMax * 4, `Title must be at most ${LIMITS.titleMax} characters`)
  .transform((s) => stripControlCharacters(s).trim())
  .pipe(
    z
      .string()
      .min(1, 'Title is required')
      .max(LIMITS.titleMax, `Title must be at most ${LIMITS.titleMax} characters`),
  );

export const contentField = z
  .string({ error: 'Content is required' })
  .max(LIMITS.contentMax * 2, 'Content must be at most 50,000 characters')
  .transform((s) => stripControlCharacters(s).trim())
  .pipe(
    z
      .string()
      .min(1, 'Content is required')
      .max(LIMITS.contentMax, 'Content must be at most 50,000 characters'),
  );

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `${what} is required` })
    .int(`${what} must be a positive whole number`)
    .positive(`${what} must be a positive whole number`)
    .max(2_147_483_647, `${what} must be a positive whole number`);

// Beyond the product description: uploads to show in the post, and the member's confirmation
// that they covered personal information in them.
const attachmentFields = {
  attachment_ids: attachmentIdsField,
  attachments_confirmed: z.boolean({ error: 'attachments_confirmed must be true or false' }).optional(),
};

export const createThreadBody = z.object({
  category_id: positiveId('Category'),
  title: titleField,
  content: contentField,
  ...attachmentFields,
  cards: cardsField.optional(),
  counties: countiesField.optional(),
});
export type CreateThreadBody = z.input<typeof createThreadBody>;
export const createThreadResponse = z.object({ thread });

export const pinBody = z.object({ pinned: z.boolean({ error: 'pinned must be true or false' }) });
export const lockBody = z.object({ locked: z.boolean({ error: 'locked must be true or false' }) });
export const threadResponse = z.object({ thread });

export const createPostBody = z.object({
  thread_id: positiveId('Thread'),
  content: contentField,
  /** The post this reply answers, in the same thread (shown as "in reply to"). */
  reply_to_post_id: positiveId('The post replied to').optional(),
  ...attachmentFields,
  cards: cardsField.optional(),
});
export type CreatePostBody = z.input<typeof createPostBody>;
/** Without `cards` an edit keeps the post's cards; with it, they are replaced. */
export const updatePostBody = z.object({ content: contentField, cards: cardsField.optional() });
export const postResponse = z.object({ post });

// Beyond the product description: the composer's Preview tab asks the server to render the text
// with the very renderer that cooks posts, so the preview is what will be posted.
export const previewPostBody = z.object({ content: contentField });
export const previewPostResponse = z.object({ html: z.string() });
export type PreviewPostResponse = z.infer<typeof previewPostResponse>;

export const voteBody = z.object({
  vote_type: z.union([z.literal(1), z.literal(-1)], { error: 'vote_type must be 1 or -1' }),
});
export const voteResponse = z.object({
  post_id: z.number().int(),
  vote_count: z.number().int(),
  user_vote: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
});
export type VoteResponse = z.infer<typeof voteResponse>;

export const categoriesQuery = z.object({ includeArchived: z.enum(['true', 'false']).optional() });
export const categoriesResponse = z.object({ categories: z.array(category) });

export const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Enter something to search for')
    .max(LIMITS.searchQueryMax, 'Search is too long'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  category_slug: z.string().max(LIMITS.categorySlugMax).optional(),
  solved: solvedFilter,
  /** Only the threads about this county (docs/decisions/042-thread-counties.md). */
  county: countySlugField.optional(),
});
export const searchResult = z.object({
  thread,
  post_id: z.number().int().nullable(),
  /** Plain text of the best matching passage with matches wrapped in <mark>…</mark>; everything else escaped. */
  snippet_html: z.string(),
  /** Who wrote the post the snippet is from (null without a snippet): a member who ignores them sees it folded. */
  snippet_author_id: z.number().int().nullable(),
  rank: z.number(),
});
/** A section's or township's page, offered first when a search names it (docs/decisions/039-land-references.md). */
export const landOffer = z.object({ key: z.string(), title: z.string(), path: z.string() });
export const searchResponse = z.object({
  results: z.array(searchResult),
  pagination,
  /** The section or township page, when the query names one. */
  land: landOffer.optional(),
});
/** GET /api/search/land: what the search box offers while a reader types. */
export const searchLandQuery = searchQuery.pick({ q: true });
export const searchLandResponse = z.object({ land: landOffer.nullable() });
export type SearchLandResponse = z.infer<typeof searchLandResponse>;
export type SearchResponse = z.infer<typeof searchResponse>;
