import type { Caller } from '../../people/auth/caller';
import type { CookRefs } from '../cooking/cooker';
import type { Db } from '../records/visibility';
import { mentionLinks } from './mention-links';
import { quoteLinks } from './quote-links';

/** What the renderer needs to know about the members a post names and the posts it quotes, looked up first. */
export async function postRefs(db: Db, writer: Caller, content: string): Promise<CookRefs> {
  const members = await mentionLinks(db, content);
  const quotes = await quoteLinks(db, writer, content);
  return {
    ...(members.length > 0 ? { members } : {}),
    ...(quotes.length > 0 ? { quotes } : {}),
  };
}
