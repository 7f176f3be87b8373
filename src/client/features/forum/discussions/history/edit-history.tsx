import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import type { RevisionsResponse } from '../../../../../shared/contracts/members';
import { api, errorText } from '../../../../api/api-client';
import { useSession } from '../../../../session/session-context';
import { Alert } from '../../../../ui/alert';
import { TimeAgo } from '../../../../ui/time-ago';
import { UserLink } from '../../../../ui/user-link';
import { wordDiff } from './word-diff';
import '../../../../styles/history.css';

interface Version {
  number: number;
  revisionId: number | null;
  content: string;
  writtenBy: string;
  writtenAt: string;
  hidden: boolean;
}

/**
 * A post's edit history (docs/product.md#members-and-documents): every version, newest first, each with
 * what changed from the one before it, word by word. Staff may hide a version with personal information.
 * Loaded on the first click on EDITED, as its own chunk (decision 024).
 */
export default function EditHistory({ postId, onClose }: { postId: number; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { isStaff } = useSession();
  const client = useQueryClient();
  const key = ['posts', postId, 'revisions'];
  const history = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<RevisionsResponse>(`/api/posts/${postId}/revisions`, undefined, signal),
  });
  const hide = useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      api.put(`/api/posts/${postId}/revisions/${id}`, { hidden }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const data = history.data;
  const versions: Version[] = data
    ? [
        ...data.revisions.map((r, i) => ({
          number: i + 1,
          revisionId: r.id,
          content: r.content,
          writtenBy: r.written_by,
          writtenAt: r.written_at,
          hidden: r.is_hidden,
        })),
        {
          number: data.revisions.length + 1,
          revisionId: null,
          content: data.current.content,
          writtenBy: data.current.written_by,
          writtenAt: data.current.written_at,
          hidden: false,
        },
      ]
    : [];
  // Text a viewer may not read (hidden by staff) is never compared.
  const readable = (v: Version | undefined) => !!v && (!v.hidden || isStaff);

  return (
    <dialog
      ref={dialog}
      className="history-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="history-head">
        <h2 id={titleId}>Edit history</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={onClose}>
          Close
        </button>
      </div>
      {history.isPending && <p className="muted">Loading the versions…</p>}
      {history.isError && (
        <Alert kind="error">{errorText(history.error, 'Could not load the versions.')}</Alert>
      )}
      {hide.isError && <Alert kind="error">{errorText(hide.error, 'Could not change the version.')}</Alert>}
      {data && (
        <p className="muted">
          {versions.length} versions. Removed words are struck through in red, added words underlined in
          green.
        </p>
      )}
      <ol className="history-list" reversed>
        {[...versions].reverse().map((version) => {
          const before = versions[version.number - 2];
          const label = version.revisionId === null ? 'Current version' : `Version ${version.number}`;
          return (
            <li key={version.number} className={`history-item${version.hidden ? ' is-hidden' : ''}`}>
              <h3>
                {label} <span className="muted">· </span>
                <UserLink username={version.writtenBy} /> <span className="muted">·</span>{' '}
                <TimeAgo iso={version.writtenAt} />
                {version.hidden && <span className="badge badge-red">Hidden by staff</span>}
              </h3>
              {!readable(version) ? (
                <p className="muted">Staff hid this version because it showed personal information.</p>
              ) : before && readable(before) ? (
                <DiffText before={before.content} after={version.content} />
              ) : (
                <p className="history-text">{version.content}</p>
              )}
              {isStaff && version.revisionId !== null && (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={hide.isPending}
                  onClick={() => hide.mutate({ id: version.revisionId as number, hidden: !version.hidden })}
                >
                  {version.hidden ? `Show ${label.toLowerCase()} again` : `Hide ${label.toLowerCase()}`}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </dialog>
  );
}

function DiffText({ before, after }: { before: string; after: string }) {
  const parts = wordDiff(before, after);
  if (parts.every((p) => p.kind === 'same')) return <p className="muted">No change to the text.</p>;
  const ends = parts.map((_, i) => parts.slice(0, i + 1).reduce((n, p) => n + p.text.length, 0));
  return (
    <p className="history-text">
      {parts.map((part, i) => {
        const key = `${part.kind}-${ends[i]}`;
        if (part.kind === 'added') return <ins key={key}>{part.text}</ins>;
        if (part.kind === 'removed') return <del key={key}>{part.text}</del>;
        return <span key={key}>{part.text}</span>;
      })}
    </p>
  );
}
