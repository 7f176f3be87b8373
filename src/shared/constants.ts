// Fixed lists and limits of the product (docs/product.md#who-it-is-for, #validation and #limits). One place, used by server and client.

export const ROLES = ['admin', 'moderator', 'member', 'guest'] as const;
export type Role = (typeof ROLES)[number];

export const MEMBER_CATEGORIES = [
  'Mineral Owner',
  'Landman',
  'Attorney',
  'Geologist',
  'Engineer',
  'Industry Professional',
  'Other',
] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];

export const REPORT_REASONS = [
  'Spam',
  'Harassment',
  'Inappropriate content',
  'Personal information',
  'Buying/selling',
  'Misinformation',
  'Off-topic',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  passwordMin: 8,
  // argon2 hashes any length, but a 10 MB "password" is an attack, not a password.
  passwordMax: 256,
  titleMax: 200,
  contentMax: 50_000,
  bioMax: 500,
  locationMax: 100,
  reportDetailsMax: 2_000,
  reasonMax: 2_000,
  threadPageSize: 20,
  threadPageSizeMax: 100,
  postPageSize: 50,
  adminUserPageSize: 20,
  adminLogLimit: 50,
  categoryNameMax: 100,
  categorySlugMax: 60,
  categoryDescriptionMax: 500,
  searchQueryMax: 200,
  /** Counties one thread may say it is about (a spacing unit straddles two or three at most). */
  threadCountiesMax: 6,
} as const;

export const MUTE_HOURS = [24, 48, 72] as const;

export const SESSION_DAYS = 30;

export const DEFAULT_CATEGORY_COLOR = '#0072CE';

// External links of the consulting company (docs/product.md#who-it-is-for: opened in a new tab).
export const COMPANY = {
  name: 'Oklahoma Mineral Consulting',
  mainSite: 'https://www.okmineralconsulting.com/',
  consultation: 'https://www.okmineralconsulting.com/consultation',
  contactEmail: 'info@okmineralconsulting.com',
} as const;
