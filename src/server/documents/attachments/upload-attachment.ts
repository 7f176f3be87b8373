import { type Insertable, type Kysely, sql } from 'kysely';
import type { Attachment, UploadLimits } from '../../../shared/contracts/attachments';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { Caller, SignedInCaller } from '../../people/auth/caller';
import { isStaff, requireCanParticipate } from '../../people/auth/permissions';
import type { AttachmentsTable, Database } from '../../platform/db/schema';
import type { BlobStore } from '../../platform/storage/blob-store';
import { screenContent } from '../../staff/moderation/screen-content';
import { checkPdf } from '../media/check-pdf';
import { reencodeImage } from '../media/process-image';
import { sha256 } from '../media/send-file';
import { sniff } from '../media/sniff';
import { countingAttempt, recentAttempts } from '../media/upload-attempts';
import { attachmentFileKey, attachmentThumbKey, toAttachment } from './attachment-mapper';

const NEW_MEMBER_DAYS = 7;
const IMAGE_TYPES = ['jpeg', 'png', 'webp', 'avif', 'gif', 'heic', 'svg'];

/** The limits a member sees before choosing files (docs/product.md#members-and-documents). */
export async function uploadLimitsFor(
  db: Kysely<Database>,
  config: Config,
  caller: Caller,
): Promise<UploadLimits> {
  const user = requireCanParticipate(caller);
  const { limit, used } = await dailyAllowance(db, config, user);
  return {
    max_bytes: config.UPLOAD_MAX_BYTES,
    files_per_post: config.UPLOAD_FILES_PER_POST,
    daily_limit: limit,
    used_today: used,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
  };
}

async function dailyAllowance(db: Kysely<Database>, config: Config, user: SignedInCaller) {
  const row = await db
    .selectFrom('users')
    .select(sql<boolean>`created_at > now() - make_interval(days => ${NEW_MEMBER_DAYS})`.as('is_new'))
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const stored = await db
    .selectFrom('attachments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('uploader_id', '=', user.id)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  // Refused files count too: checking one costs as much as checking a good one.
  const refused = await recentAttempts(db, user.id, 'attachment', 'refused');
  const limit = isStaff(user)
    ? Math.max(config.UPLOAD_DAILY_LIMIT, 1_000)
    : row.is_new
      ? config.UPLOAD_NEW_MEMBER_DAILY_LIMIT
      : config.UPLOAD_DAILY_LIMIT;
  return { limit, used: stored.n + refused };
}

/**
 * POST /api/attachments: checks and stores one picture or PDF, not yet shown anywhere (post_id null) until
 * the member's thread or reply names it. Pictures are re-encoded (no metadata, at most 2,048 px, with a
 * thumbnail); PDFs are checked and their text screened: personal information refuses the upload, other hits
 * (watched words) are kept for attachToPost to report. A refused file counts against the daily allowance.
 */
export async function uploadAttachment(
  db: Kysely<Database>,
  storage: BlobStore,
  config: Config,
  caller: Caller,
  file: { bytes: Buffer; name: string },
): Promise<Attachment> {
  const user = requireCanParticipate(caller);
  const { limit, used } = await dailyAllowance(db, config, user);
  if (used >= limit)
    throw new AppError(
      429,
      'UPLOAD_QUOTA',
      `You have uploaded ${used} files in the last 24 hours, the most allowed (${limit}). Please try again tomorrow.`,
    );
  const stored = await countingAttempt(db, user.id, 'attachment', () =>
    checkAndStore(db, storage, file.bytes),
  );
  const row = await insertRow(db, {
    ...stored,
    uploader_id: user.id,
    original_name: displayName(file.name, stored.kind),
  });
  return toAttachment(row);
}

type StoredFile = Omit<Insertable<AttachmentsTable>, 'uploader_id' | 'original_name'>;

/** Checks one file (pictures re-encoded, PDFs checked and screened) and stores it; answers its row's columns. */
async function checkAndStore(db: Kysely<Database>, storage: BlobStore, bytes: Buffer): Promise<StoredFile> {
  const type = sniff(bytes);
  if (type === 'pdf') {
    const pdf = await checkPdf(bytes);
    const verdict = await screenContent(db, pdf.text);
    if (verdict.hold)
      throw new AppError(
        400,
        'PERSONAL_INFO',
        `This PDF seems to show personal information (${verdict.hits.map((h) => h.reason).join(', ')}). Cover names, addresses and owner numbers, then upload it again.`,
        'file',
      );
    const hash = sha256(bytes);
    await storage.put(attachmentFileKey(hash, 'pdf'), bytes, 'application/pdf');
    return {
      kind: 'pdf',
      content_type: 'application/pdf',
      file_key: attachmentFileKey(hash, 'pdf'),
      thumb_key: null,
      size_bytes: bytes.length,
      page_count: pdf.pageCount,
      screen_hits: verdict.hits.length > 0 ? JSON.stringify(verdict.hits) : null,
    };
  }
  if (IMAGE_TYPES.includes(type)) {
    const { full, thumb } = await reencodeImage(bytes);
    const hash = sha256(full.data);
    // Files first, row last: a failing store leaves no row pointing at a missing file.
    await storage.put(attachmentFileKey(hash, 'webp'), full.data, 'image/webp');
    await storage.put(attachmentThumbKey(hash), thumb.data, 'image/webp');
    return {
      kind: 'image',
      content_type: 'image/webp',
      file_key: attachmentFileKey(hash, 'webp'),
      thumb_key: attachmentThumbKey(hash),
      size_bytes: full.data.length,
      width: full.width,
      height: full.height,
    };
  }
  throw new AppError(
    400,
    'UNSUPPORTED_TYPE',
    'Only pictures (JPEG, PNG, WebP, HEIC) and PDFs can be attached.',
    'file',
  );
}

function insertRow(db: Kysely<Database>, values: Insertable<AttachmentsTable>) {
  return db.insertInto('attachments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The name shown and offered on download, with the extension of what we actually store. */
function displayName(name: string, kind: 'image' | 'pdf'): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'file';
  return `${stem}.${kind === 'pdf' ? 'pdf' : 'webp'}`;
}
