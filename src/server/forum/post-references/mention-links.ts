import { allMatches } from '../../../calc/all-matches';
import { badRequest } from '../../errors';
import type { Db } from '../records/visibility';

export const MAX_MENTIONS = 10;
// A name as registration allows it (letters, digits, underscore), after a start or a non-word character.
const MENTION = /(?:^|[^\w@/])@([A-Za-z0-9_]{3,30})(?![\w@])/g;

export function mentionedNames(content: string): string[] {
  const names = new Set<string>();
  for (const match of allMatches(content, MENTION)) names.add(match[1]!.toLowerCase());
  return [...names];
}

export function tooManyMentions(count: number) {
  return badRequest(
    `A post can mention at most ${MAX_MENTIONS} members; this one mentions ${count}. Remove some @names and try again.`,
    'content',
    'TOO_MANY_MENTIONS',
  );
}

/**
 * The @names of a post that the renderer links to a profile (docs/product.md#mentions-quotes-and-replies):
 * active members only, as [lower-case name, name] pairs. Unknown, deleted and banned names stay plain text.
 * More than MAX_MENTIONS different names is refused before anything is rendered.
 */
export async function mentionLinks(db: Db, content: string): Promise<[string, string][]> {
  const names = mentionedNames(content);
  if (names.length === 0) return [];
  if (names.length > MAX_MENTIONS) throw tooManyMentions(names.length);
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where((eb) => eb(eb.fn('lower', ['username']), 'in', names))
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .execute();
  return rows.map((row) => [row.username.toLowerCase(), row.username]);
}
