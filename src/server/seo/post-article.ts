import type { Post } from '../../shared/contracts/forum';
import { cardsHtml } from '../calc-cards/card-html';
import { escapeHtml } from '../http/app-shell';

/** One post of the crawlable thread page as an <article>, its anchor the one "In reply to" links point at. */
export function postArticleHtml(post: Post): string {
  const edited = post.edited_at
    ? ` · edited <time datetime="${post.edited_at}">${post.edited_at.slice(0, 10)}</time>`
    : '';
  return `<article class="post" id="post-${post.id}">
<header><strong>${escapeHtml(post.author_username)}</strong> · <time datetime="${post.created_at}">${post.created_at.slice(0, 10)}</time>${edited}</header>
${inReplyToHtml(post.reply_to)}<div class="post-content">${post.cooked}</div>${post.cards.length > 0 ? `\n${cardsHtml(post.cards)}` : ''}
</article>`;
}

/**
 * "In reply to @name" above a reply that answers another post, as the React page shows it (in-reply-to.tsx);
 * nothing when the post answers none or the post answered is no longer visible (reply_to is then null).
 */
function inReplyToHtml(replyTo: Post['reply_to']): string {
  if (!replyTo) return '';
  return `<p class="post-reply-to"><a href="${escapeHtml(replyTo.url)}">In reply to @${escapeHtml(replyTo.author_username)}</a></p>\n`;
}
