import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Post } from '../../../../../shared/contracts/forum';
import { TEXT } from '../../../../../shared/texts';
import { withRedirect } from '../../../../session/redirect';
import { useVote } from '../forum-mutations';

/**
 * Up and down votes on a post. aria-pressed shows the caller's own vote; pressing it again removes it
 * (docs/product.md#forum-rules). Guests see the buttons disabled (docs/product.md#permissions); pressing them explains why, with a link
 * to log in. They stay focusable (aria-disabled) so keyboard users get the same explanation.
 */
export function VoteButtons({ post, canVote, own }: { post: Post; canVote: boolean; own: boolean }) {
  const vote = useVote(post.thread_id);
  const location = useLocation();
  const [explain, setExplain] = useState(false);
  const noteId = `vote-note-${post.id}`;

  // Nobody votes on their own post (the server refuses it too): the score alone.
  if (own)
    return (
      <p className="vote-box vote-own">
        <span className="vote-count">
          <span className="visually-hidden">Score </span>
          {post.vote_count}
        </span>
        <span className="muted">{post.vote_count === 1 ? 'vote' : 'votes'} on your post</span>
      </p>
    );

  function press(voteType: 1 | -1) {
    if (!canVote) {
      setExplain(true);
      return;
    }
    if (vote.isPending) return;
    vote.mutate({ postId: post.id, voteType });
  }

  return (
    <div className="vote-box">
      <fieldset className="vote-buttons">
        <legend className="visually-hidden">Votes on the post by {post.author_username}</legend>
        <button
          type="button"
          className="vote-button vote-up"
          aria-pressed={post.user_vote === 1}
          aria-disabled={!canVote || undefined}
          aria-describedby={explain ? noteId : undefined}
          aria-label="Upvote"
          title="Upvote: helpful"
          onClick={() => press(1)}
        >
          ▲
        </button>
        <span className="vote-count">
          <span className="visually-hidden">Score </span>
          {post.vote_count}
        </span>
        <button
          type="button"
          className="vote-button vote-down"
          aria-pressed={post.user_vote === -1}
          aria-disabled={!canVote || undefined}
          aria-describedby={explain ? noteId : undefined}
          aria-label="Downvote"
          title="Downvote: not helpful"
          onClick={() => press(-1)}
        >
          ▼
        </button>
      </fieldset>
      <div id={noteId} className="vote-note" role="status">
        {explain && (
          <>
            {TEXT.loginToVote}.{' '}
            <Link to={withRedirect('/login', `${location.pathname}${location.search}`)}>Login</Link>
          </>
        )}
      </div>
    </div>
  );
}
