import type { Attachment } from '../../../shared/contracts/attachments';
import type { AttachmentRow } from '../../platform/db/schema';

export const attachmentFileKey = (hash: string, ext: 'webp' | 'pdf') => `files/${hash}.${ext}`;
export const attachmentThumbKey = (hash: string) => `files/${hash}-thumb.webp`;

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    kind: row.kind,
    name: row.original_name,
    size_bytes: row.size_bytes,
    width: row.width,
    height: row.height,
    page_count: row.page_count,
    url: `/api/attachments/${row.id}/file`,
    thumb_url: row.thumb_key ? `/api/attachments/${row.id}/thumb` : null,
  };
}
