import { z } from 'zod';
import { CATEGORY_GROUPS } from '../categories';
import { LIMITS } from '../constants';
import { cleanText } from './common';
import { category } from './forum';

// The admin's category form (docs/product.md#validation and #api): name and slug required; the slug is forced to
// lowercase letters, digits and dashes; order index a whole number >= 0; colour hex (default #0072CE);
// is_locked / is_archived as booleans or the product description's 0/1. The same schemas serve the form and the server.

/** Lowercase letters, digits and dashes: any other run of characters becomes one dash; no dash at the ends. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SLUG_RULE = 'Slug is required: use letters, digits and dashes';
const ORDER_RULE = 'Order index must be a whole number of 0 or more';
const COLOR_RULE = 'Color must be a hex color such as #0072CE';

const nameField = cleanText(
  LIMITS.categoryNameMax,
  `Name must be at most ${LIMITS.categoryNameMax} characters`,
).pipe(z.string().min(1, 'Name is required'));
const slugField = z
  .string({ error: SLUG_RULE })
  .max(LIMITS.categorySlugMax * 4, `Slug must be at most ${LIMITS.categorySlugMax} characters`)
  .transform(slugify)
  .pipe(
    z
      .string()
      .min(1, SLUG_RULE)
      .max(LIMITS.categorySlugMax, `Slug must be at most ${LIMITS.categorySlugMax} characters`),
  );
const booleanish = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Must be true/false or 1/0' })
  .transform((v) => v === true || v === 1);
const orderIndexField = z
  .union([z.number({ error: ORDER_RULE }), z.string().trim().regex(/^\d+$/, ORDER_RULE).transform(Number)], {
    error: ORDER_RULE,
  })
  .pipe(z.number().int(ORDER_RULE).min(0, ORDER_RULE).max(1_000_000, ORDER_RULE));
// An empty colour field means "the default", as the form starts empty.
const colorField = z
  .string({ error: COLOR_RULE })
  .trim()
  .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/, COLOR_RULE)
  .transform((v) => (v === '' ? null : v));
const iconField = z
  .string()
  .trim()
  .max(50, 'Icon name must be at most 50 characters')
  .regex(/^[a-z0-9-]*$/i, 'Icon name must be letters, digits and dashes');
const groupKeys = CATEGORY_GROUPS.map((g) => g.key) as [string, ...string[]];

const optionalFields = {
  description: cleanText(
    LIMITS.categoryDescriptionMax,
    `Description must be at most ${LIMITS.categoryDescriptionMax} characters`,
  ).optional(),
  icon: iconField.optional(),
  color: colorField.optional(),
  order_index: orderIndexField.optional(),
  is_locked: booleanish.optional(),
  is_archived: booleanish.optional(),
  // Beyond the product description: which home-page group shows the category (null: listed under no group).
  group_key: z.enum(groupKeys, { error: 'Unknown category group' }).nullable().optional(),
};

export const createCategoryBody = z.object({
  name: z.string({ error: 'Name is required' }).pipe(nameField),
  slug: slugField,
  ...optionalFields,
});
export type CreateCategoryBody = z.input<typeof createCategoryBody>;
export type CreateCategoryInput = z.output<typeof createCategoryBody>;

export const updateCategoryBody = z.object({
  name: z.string({ error: 'Name is required' }).pipe(nameField).optional(),
  slug: slugField.optional(),
  ...optionalFields,
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBody>;
export type UpdateCategoryInput = z.output<typeof updateCategoryBody>;

export const categoryResponse = z.object({ category });
export type CategoryResponse = z.infer<typeof categoryResponse>;
