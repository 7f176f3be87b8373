import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Post } from '../../../../../shared/contracts/forum';
import { errorText } from '../../../../api/api-client';
import { Alert } from '../../../../ui/alert';
import { MarkdownField } from '../composer/markdown-field';
import { useUpdatePost } from '../forum-mutations';

/** Edit in place (docs/product.md#validation: content non-empty after trimming, otherwise nothing is sent). */
export function PostEditor({ post, onDone }: { post: Post; onDone(): void }) {
  const [content, setContent] = useState(post.content);
  const [error, setError] = useState('');
  const update = useUpdatePost(post.thread_id);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textarea.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) {
      setError('The post cannot be empty.');
      return;
    }
    setError('');
    try {
      await update.mutateAsync({ postId: post.id, content: trimmed });
      onDone();
    } catch (caught) {
      setError(errorText(caught, 'Failed to update post'));
    }
  }

  return (
    <form className="post-editor" onSubmit={submit} noValidate>
      {error && <Alert kind="error">{error}</Alert>}
      <MarkdownField
        label="Edit post"
        value={content}
        onChange={setContent}
        textareaRef={textarea}
        rows={8}
      />
      <div className="row">
        <button type="submit" className="btn" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
