import { type FormEvent, useEffect, useState } from 'react';
import type { Post } from '../../../../../shared/contracts/forum';
import { FIRST_POST_TEXT } from '../../../../../shared/first-post-texts';
import { ApiError, errorText } from '../../../../api/api-client';
import { Alert } from '../../../../ui/alert';
import { AttachmentPicker, FileDropZone } from '../attachments/attachment-picker';
import {
  filesBody,
  filesProblem,
  focusFilesProblem,
  useComposerFiles,
} from '../attachments/use-composer-files';
import { DraftNotice } from '../drafts/draft-notice';
import { useDraft } from '../drafts/use-draft';
import { useCreatePost } from '../forum-mutations';
import {
  focusReplyBox,
  setReplyTarget,
  takeReplyInsertion,
  takeWaitingFocus,
  useReplyInsertion,
  useReplyTarget,
} from '../replies/reply-target';
import { MarkdownField } from './markdown-field';

/** The reply box of a member who may write: text, files, and a draft kept on the server as they type. */
export function ReplyComposer({
  threadId,
  onPosted,
  onMustConfirm,
}: {
  threadId: number;
  onPosted(post: Post): void;
  onMustConfirm(): void;
}) {
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  /** What became of the last reply sent: published, or held for a moderator (a first post, or auto-moderation). */
  const [posted, setPosted] = useState<false | 'visible' | 'held'>(false);
  const create = useCreatePost(threadId);
  const replyTo = useReplyTarget(threadId);
  const insertion = useReplyInsertion();
  // A Reply (or the r key) pressed while this box was still loading.
  useEffect(() => {
    if (takeWaitingFocus()) focusReplyBox();
  }, []);
  // A quote from a post above: added to what is already written.
  useEffect(() => {
    if (!insertion) return;
    takeReplyInsertion();
    setContent((current) => (current.trim() ? `${current.trimEnd()}\n\n` : '') + insertion.text);
  }, [insertion]);
  const files = useComposerFiles();
  const draft = useDraft(`reply-${threadId}`, { title: '', content }, (d) => setContent(d.content));

  const empty = content.trim().length === 0;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) return;
    const problem = filesProblem(files);
    if (problem) {
      setError(problem);
      focusFilesProblem(files);
      return;
    }
    setError('');
    setPosted(false);
    try {
      await draft.settle();
      const result = await create.mutateAsync({
        content: trimmed,
        ...(replyTo ? { reply_to_post_id: replyTo.postId } : {}),
        ...filesBody(files),
      });
      setContent('');
      setReplyTarget(null);
      files.clear();
      setPosted(result.post.status === 'held' ? 'held' : 'visible');
      onPosted(result.post);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'EMAIL_UNCONFIRMED') onMustConfirm();
      else setError(errorText(caught, 'Failed to post reply'));
    }
  }

  return (
    <form className="card reply-form" onSubmit={submit} noValidate aria-labelledby="reply-heading">
      <h2 id="reply-heading">Post a Reply</h2>
      {error && <Alert kind="error">{error}</Alert>}
      {posted === 'visible' && !error && <Alert kind="success">Your reply was posted.</Alert>}
      {posted === 'held' && !error && <Alert kind="info">{FIRST_POST_TEXT.replyWaiting}</Alert>}
      {replyTo && (
        <p className="reply-target">
          <span>
            Replying to <a href={`#post-${replyTo.postId}`}>@{replyTo.author}</a>
          </span>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={`Stop replying to ${replyTo.author}`}
            onClick={() => setReplyTarget(null)}
          >
            ×
          </button>
        </p>
      )}
      <FileDropZone files={files}>
        <MarkdownField
          label="Your reply"
          value={content}
          onChange={(v) => {
            setContent(v);
            setPosted(false);
          }}
          preview
        />
        <DraftNotice draft={draft} onDiscard={() => setContent('')} />
        <AttachmentPicker files={files} />
      </FileDropZone>
      <button type="submit" className="btn" disabled={empty || create.isPending}>
        {create.isPending ? 'Posting...' : 'Post Reply'}
      </button>
    </form>
  );
}
