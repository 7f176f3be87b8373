import type { Post, Thread, ThreadAnswer } from './contracts/forum';
import { plainTextStart } from './plain-text';

// schema.org DiscussionForumPosting for a thread page (https://schema.org/DiscussionForumPosting), the format
// search engines read for forum results: the opening post as the posting, this page's replies as its
// comments, votes as InteractionCounters. Built by the thread page's own component from what a guest sees,
// so the server's render and the browser's agree (docs/decisions/034-react-rendered-once.md).

/**
 * A post's text in the block, cut at this length: search engines show a snippet, and a thread page of fifty
 * posts of 50,000 characters would otherwise carry a second copy of its 2.5 MB of text, and finding a
 * post's first words costs more the more of them are asked for.
 */
export const STRUCTURED_TEXT_MAX = 2000;

/** How the server shows an account that was deleted (its posts stay, under this name). */
export const DELETED_USERNAME = '[deleted]';

const counter = (interactionType: string, count: number) => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${interactionType}`,
  userInteractionCount: count,
});

function author(origin: string, username: string) {
  if (username === DELETED_USERNAME) return { '@type': 'Person', name: username };
  return { '@type': 'Person', name: username, url: `${origin}/u/${encodeURIComponent(username)}` };
}

/** A post's score as the page shows it: net votes above zero as likes, below as dislikes. */
function voteCounters(voteCount: number | undefined) {
  const net = voteCount ?? 0;
  return [counter('LikeAction', Math.max(net, 0)), counter('DislikeAction', Math.max(-net, 0))];
}

export function discussionForumPosting(input: {
  origin: string;
  thread: Thread;
  opening: Post | undefined;
  comments: Post[];
  pageUrl: string;
}) {
  const { origin, thread, opening, comments } = input;
  const threadUrl = `${origin}/thread/${thread.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': threadUrl,
    url: threadUrl,
    mainEntityOfPage: input.pageUrl,
    headline: thread.title,
    text: opening ? plainTextStart(opening.cooked, STRUCTURED_TEXT_MAX) : thread.title,
    author: author(origin, thread.author_username),
    datePublished: thread.created_at,
    ...(opening?.edited_at ? { dateModified: opening.edited_at } : {}),
    articleSection: thread.category_name,
    commentCount: thread.reply_count,
    interactionStatistic: [
      ...voteCounters(opening?.vote_count ?? thread.vote_count),
      counter('CommentAction', thread.reply_count),
      counter('ViewAction', thread.view_count),
    ],
    comment: comments.map((post) => ({
      '@type': 'Comment',
      '@id': `${threadUrl}#post-${post.id}`,
      url: `${input.pageUrl}#post-${post.id}`,
      text: plainTextStart(post.cooked, STRUCTURED_TEXT_MAX),
      author: author(origin, post.author_username),
      datePublished: post.created_at,
      ...(post.edited_at ? { dateModified: post.edited_at } : {}),
      interactionStatistic: voteCounters(post.vote_count),
    })),
  };
}

/**
 * schema.org QAPage for a solved thread (https://schema.org/QAPage): the opening post as the Question, the
 * chosen reply as its acceptedAnswer and this page's other replies as suggestedAnswer
 * (docs/decisions/043-solved-threads-and-similar-questions.md). When the answer is on another page of the
 * thread, the excerpt the thread's top quotes stands for its text.
 */
export function qaPage(input: {
  origin: string;
  thread: Thread;
  opening: Post | undefined;
  comments: Post[];
  pageUrl: string;
  answer: ThreadAnswer;
}) {
  const { origin, thread, opening, comments, answer } = input;
  const threadUrl = `${origin}/thread/${thread.id}`;
  const toAnswer = (post: Post) => ({
    '@type': 'Answer',
    '@id': `${threadUrl}#post-${post.id}`,
    url: `${input.pageUrl}#post-${post.id}`,
    text: plainTextStart(post.cooked, STRUCTURED_TEXT_MAX),
    author: author(origin, post.author_username),
    datePublished: post.created_at,
    upvoteCount: Math.max(post.vote_count, 0),
  });
  const onPage = comments.find((p) => p.id === answer.post_id);
  const accepted = onPage
    ? toAnswer(onPage)
    : {
        '@type': 'Answer',
        '@id': `${threadUrl}#post-${answer.post_id}`,
        url: `${origin}${answer.url}`,
        text: answer.excerpt,
        author: author(origin, answer.author_username),
        datePublished: answer.created_at,
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    '@id': threadUrl,
    url: threadUrl,
    mainEntityOfPage: input.pageUrl,
    mainEntity: {
      '@type': 'Question',
      name: thread.title,
      text: opening ? plainTextStart(opening.cooked, STRUCTURED_TEXT_MAX) : thread.title,
      author: author(origin, thread.author_username),
      datePublished: thread.created_at,
      answerCount: thread.reply_count,
      upvoteCount: Math.max(opening?.vote_count ?? thread.vote_count, 0),
      acceptedAnswer: accepted,
      suggestedAnswer: comments.filter((p) => p.id !== answer.post_id).map(toAnswer),
    },
  };
}

/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>` and `&` as \u escapes, so no text a member
 * wrote (`</script>`, `<!--`) can end the block or start markup, and U+2028/U+2029 escaped as well.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
