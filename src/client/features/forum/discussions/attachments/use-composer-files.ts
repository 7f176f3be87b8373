import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment, UploadLimits } from '../../../../../shared/contracts/attachments';
import { errorText } from '../../../../api/api-client';
import { useSession } from '../../../../session/session-context';
import {
  deleteAttachment,
  limitsKey,
  refusal,
  typeOf,
  uploadAttachment,
  useUploadLimits,
} from './attachments-api';

/** One file in the composer: refused, uploading, or uploaded and ready to post. */
export interface ComposerFile {
  key: string;
  name: string;
  size: number;
  kind: 'image' | 'pdf';
  /** A local address of the picture for its preview (nothing is fetched to show it). */
  preview: string | null;
  progress: number;
  attachment: Attachment | null;
  error: string | null;
}

export interface ComposerFiles {
  files: ComposerFile[];
  limits: UploadLimits | undefined;
  add(list: Iterable<File>): void;
  remove(key: string): void;
  /** After posting: forget the files (they now belong to the post). */
  clear(): void;
  ids: number[];
  uploading: boolean;
  confirmed: boolean;
  setConfirmed(value: boolean): void;
  /** The "I have covered personal information" box, for focusing it when it is the problem. */
  confirmBox: RefObject<HTMLInputElement | null>;
  /** Uploads in this composer not yet posted: they count against the day only once posted. */
  pending: number;
}

let counter = 0;

/** The files a member attaches to a new thread or reply (docs/product.md#members-and-documents). */
export function useComposerFiles(): ComposerFiles {
  const { user } = useSession();
  const client = useQueryClient();
  const limits = useUploadLimits(!!user).data?.limits;
  const [files, setFiles] = useState<ComposerFile[]>([]);
  const [confirmed, setConfirmed] = useState(false);
  const confirmBox = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(files);
  latest.current = files;

  const update = useCallback((key: string, patch: Partial<ComposerFile>) => {
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));
  }, []);

  // Local previews and uploads in flight end with the composer.
  useEffect(
    () => () => {
      for (const f of latest.current) if (f.preview) URL.revokeObjectURL(f.preview);
      for (const c of controllers.current.values()) c.abort();
    },
    [],
  );

  const add = useCallback(
    (list: Iterable<File>) => {
      if (!limits) return;
      let room = limits.files_per_post - latest.current.filter((f) => !f.error).length;
      const added: ComposerFile[] = [];
      for (const file of list) {
        const type = typeOf(file);
        const entry: ComposerFile = {
          key: `f${++counter}`,
          name: file.name || 'pasted picture',
          size: file.size,
          kind: type === 'application/pdf' ? 'pdf' : 'image',
          preview: null,
          progress: 0,
          attachment: null,
          error: refusal(file, limits),
        };
        if (!entry.error && room <= 0)
          entry.error = `“${entry.name}” was not added: a post can have at most ${limits.files_per_post} attachments.`;
        added.push(entry);
        if (entry.error) continue;
        room--;
        if (entry.kind === 'image') entry.preview = URL.createObjectURL(file);
        const controller = new AbortController();
        controllers.current.set(entry.key, controller);
        uploadAttachment(file, (progress) => update(entry.key, { progress }), controller.signal)
          .then(({ attachment }) => update(entry.key, { attachment, progress: 1 }))
          .catch((error: unknown) => {
            if ((error as Error).name === 'AbortError') return;
            update(entry.key, { error: errorText(error, `“${entry.name}” could not be uploaded.`) });
          })
          .finally(() => {
            controllers.current.delete(entry.key);
            void client.invalidateQueries({ queryKey: limitsKey });
          });
      }
      setFiles((current) => [...current, ...added]);
    },
    [limits, update, client],
  );

  const remove = useCallback((key: string) => {
    const file = latest.current.find((f) => f.key === key);
    if (!file) return;
    controllers.current.get(key)?.abort();
    if (file.preview) URL.revokeObjectURL(file.preview);
    // An upload not posted is deleted at once, so it does not linger in storage.
    if (file.attachment) void deleteAttachment(file.attachment.id).catch(() => {});
    setFiles((list) => list.filter((f) => f.key !== key));
  }, []);

  const clear = useCallback(() => {
    for (const f of latest.current) if (f.preview) URL.revokeObjectURL(f.preview);
    setFiles([]);
    setConfirmed(false);
  }, []);

  const ids = files.flatMap((f) => (f.attachment && !f.error ? [f.attachment.id] : []));
  const uploading = files.some((f) => !f.attachment && !f.error);
  return {
    files,
    limits,
    add,
    remove,
    clear,
    ids,
    uploading,
    confirmed,
    setConfirmed,
    confirmBox,
    pending: ids.length,
  };
}

/** Why the post cannot go yet because of its files, or null. */
export function filesProblem(files: ComposerFiles): string | null {
  if (files.uploading) return 'Please wait until your files have finished uploading.';
  if (files.ids.length > 0 && !files.confirmed)
    return 'Please confirm that you have covered personal information (names, addresses, owner numbers) in your files.';
  return null;
}

/**
 * Brings the files' problem into view and focus: on a phone the box sits off-screen between the text and the
 * buttons, and an error shown elsewhere looked like the button did nothing.
 */
export function focusFilesProblem(files: ComposerFiles): void {
  const box = files.confirmBox.current;
  if (!box || files.confirmed) return;
  box.scrollIntoView({ block: 'center' });
  box.focus({ preventScroll: true });
}

/** The files part of a new thread or reply. */
export const filesBody = (files: ComposerFiles) =>
  files.ids.length > 0 ? { attachment_ids: files.ids, attachments_confirmed: files.confirmed } : {};
