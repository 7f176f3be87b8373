import { z } from 'zod';
import { pageQuery, pagination } from './common';
import { thread } from './forum';

// The land pages' calls (docs/decisions/039-land-references.md): a section or a township, its names, its
// map and feed, and the visible threads that name it, newest activity first.

const part = (name: string) =>
  z
    .string()
    .max(4, `${name} is too long`)
    .regex(/^[A-Za-z0-9]+$/, `${name} is letters and digits`);

export const townshipParams = z.object({
  state: part('The state'),
  meridian: part('The meridian'),
  township: part('The township'),
  range: part('The range'),
});
export const sectionParams = townshipParams.extend({ section: part('The section') });

export const landPageQuery = z.object(pageQuery(20, 100));

export const land = z.object({
  key: z.string(),
  kind: z.enum(['section', 'township']),
  /** "Section 20-5N-3W". */
  title: z.string(),
  /** Every common way of writing it, the deed's first. */
  names: z.array(z.string()),
  state: z.string(),
  meridian: z.string(),
  section: z.number().int().nullable(),
  /** The township's page, for a section. */
  township_path: z.string(),
  map_path: z.string(),
  feed_path: z.string(),
});
export type Land = z.infer<typeof land>;

export const landPageResponse = z.object({
  land,
  threads: z.array(thread),
  pagination,
  /** The counties the threads naming it carry, most carried first (docs/decisions/042-thread-counties.md). */
  counties: z.array(z.object({ slug: z.string(), name: z.string(), threads: z.number().int() })).optional(),
});
export type LandPageResponse = z.infer<typeof landPageResponse>;

/** A section or township key in a path: "ok-im-05n-03w-20". */
export const landKeyParams = z.object({
  key: z
    .string()
    .max(24, 'That is not a section or township')
    .regex(/^[a-z0-9-]+$/, 'That is not a section or township'),
});

export const followedLand = z.object({
  key: z.string(),
  title: z.string(),
  path: z.string(),
  followed_at: z.string(),
  /** The newest visible thread naming it, or null when none does yet. */
  newest: z.object({ thread_id: z.number().int(), title: z.string(), last_post_at: z.string() }).nullable(),
});
export const myLandResponse = z.object({ follows: z.array(followedLand) });
export type MyLandResponse = z.infer<typeof myLandResponse>;
export const followResponse = z.object({ key: z.string(), following: z.boolean() });
export type FollowResponse = z.infer<typeof followResponse>;
