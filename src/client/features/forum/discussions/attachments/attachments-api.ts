import { useQuery } from '@tanstack/react-query';
import type { Attachment, UploadLimits } from '../../../../../shared/contracts/attachments';
import { api } from '../../../../api/api-client';
import { uploadWithProgress } from '../../../../api/upload';

// Attachments in posts (docs/product.md#members-and-documents): the limits shown before choosing files,
// the upload itself with progress, and removing an upload from the composer.

export const limitsKey = ['attachments', 'limits'] as const;

export function useUploadLimits(enabled: boolean) {
  return useQuery({
    queryKey: limitsKey,
    queryFn: ({ signal }) => api.get<{ limits: UploadLimits }>('/api/attachments/limits', undefined, signal),
    enabled,
    staleTime: 60_000,
  });
}

export const uploadAttachment = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) =>
  uploadWithProgress<{ attachment: Attachment }>(
    '/api/attachments',
    file,
    { name: file.name },
    onProgress,
    signal,
  );

export const deleteAttachment = (id: number) => api.delete(`/api/attachments/${id}`);

/** "240 KB", "2.4 MB": sizes as a member reads them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The file's type as the browser says, or by its extension when the browser does not know. */
export function typeOf(file: File): string {
  if (file.type) return file.type;
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? '';
}

/** Why a file cannot be attached, before it is sent; null when it may go (the server checks again). */
export function refusal(file: File, limits: UploadLimits): string | null {
  const type = typeOf(file);
  // Servers whose image library cannot read HEIC leave it out of the types: then say how to send a JPEG.
  if ((type === 'image/heic' || type === 'image/heif') && !limits.types.includes(type))
    return `“${file.name}” is an iPhone HEIC photo, which the forum cannot read. Share it as a JPEG (on the iPhone: Settings → Camera → Formats → Most Compatible), or take a screenshot of it.`;
  if (!limits.types.includes(type))
    return `“${file.name}” cannot be attached: only pictures (JPEG, PNG, WebP, HEIC) and PDFs.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > limits.max_bytes)
    return `“${file.name}” is ${formatBytes(file.size)}; the largest file you can attach is ${formatBytes(limits.max_bytes)}.`;
  return null;
}
