import { MEMBER_CATEGORIES, type MemberCategory } from '../../../shared/constants';
import type { PublicUser } from '../../../shared/contracts/users';
import type { UserRow } from '../../platform/db/schema';
import { avatarUrl } from '../members/avatar-urls';

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

export function toMemberCategory(value: string | null): MemberCategory | null {
  return (MEMBER_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as MemberCategory) : null;
}

/** Maps a users row to the API's User; the e-mail and mute details only when the viewer may see them. */
export function toPublicUser(row: UserRow, options: { includePrivate: boolean }): PublicUser {
  return {
    id: row.id,
    username: row.is_deleted ? '[deleted]' : row.username,
    ...(options.includePrivate ? { email: row.email } : {}),
    role: row.role,
    member_category: toMemberCategory(row.member_category),
    bio: row.bio,
    location: row.location,
    is_active: row.is_active,
    created_at: iso(row.created_at)!,
    last_login: iso(row.last_login),
    works_in_industry: row.works_in_industry,
    avatar_url: avatarUrl(row.avatar_key),
    ...(options.includePrivate
      ? {
          muted_until: iso(row.muted_until),
          mute_reason: row.mute_reason,
          email_confirmed: !!row.email_confirmed_at,
          two_factor_enabled: !!row.totp_enabled_at,
        }
      : {}),
  };
}
