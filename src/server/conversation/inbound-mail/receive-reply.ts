import type { Kysely } from 'kysely';
import { createPostBody } from '../../../shared/contracts/forum';
import { MAIL_TEXT } from '../../../shared/mail-texts';
import type { Config } from '../../config';
import { deleteAttachment } from '../../documents/attachments/attachment-access';
import { uploadAttachment } from '../../documents/attachments/upload-attachment';
import { AppError } from '../../errors';
import type { Cook } from '../../forum/cooking/cooker';
import { postingLimitsFrom } from '../../forum/posting-limits/posting-limit';
import { createPost } from '../../forum/posts/create-post';
import { callerFromUser, type SignedInCaller } from '../../people/auth/caller';
import type { Database } from '../../platform/db/schema';
import type { BlobStore } from '../../platform/storage/blob-store';
import type { InboundMessage } from './inbound-message';
import { postedThisHour, type Verdict } from './inbound-record';
import { macMatches, readReplyAddress, replySecret } from './reply-address';
import { replyText } from './reply-text';

// A reply by e-mail becomes a reply in the thread (docs/product.md#replying-by-e-mail): the address names the
// member and thread and must carry the right mac; the From header must be the member's own address; then
// the same service as the web's reply form (posts/create-post.ts) posts it, with every check it makes
// (locked, archived, removed, muted, posting pace, auto-moderation, held first posts). Anything refused
// becomes a bounce saying why, with the member's text in it.

export interface ReplyDeps {
  db: Kysely<Database>;
  config: Config;
  storage: BlobStore;
  cook: Cook;
}

export async function receiveReply(
  deps: ReplyDeps,
  message: InboundMessage,
): Promise<{ verdict: Verdict; text: string }> {
  const { db, config } = deps;
  const domain = config.INBOUND_DOMAIN;
  const text = replyText(message);
  if (!domain) return { verdict: { outcome: 'dropped', reason: 'replies-off' }, text };
  if (message.automatic) return { verdict: { outcome: 'dropped', reason: 'automatic' }, text };
  const sender = message.from;
  const unknown = (reason: string): Verdict => ({
    outcome: 'bounced',
    reason,
    ...(sender
      ? {
          bounce: {
            to: sender,
            paragraphs: [
              MAIL_TEXT.bounceGreeting(null),
              MAIL_TEXT.bounceUnknownAddress,
              MAIL_TEXT.bounceWhatToDoUnknown,
            ],
          },
        }
      : {}),
  });

  const address = message.recipients.map((r) => readReplyAddress(r, domain)).find((a) => a !== null);
  if (!address) return { verdict: unknown('unknown-address'), text };
  const member = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'password_hash', 'role', 'muted_until', 'mute_reason'])
    .select(['email_confirmed_at', 'totp_enabled_at', 'is_active', 'is_deleted'])
    .where('id', '=', address.userId)
    .executeTakeFirst();
  if (!member || !macMatches(await replySecret(db), address, member)) {
    return { verdict: unknown('invalid-token'), text };
  }
  const known = { userId: member.id, threadId: address.threadId };
  const thread = await db
    .selectFrom('threads')
    .select(['title'])
    .where('id', '=', address.threadId)
    .executeTakeFirst();
  const threadUrl = `${config.publicBaseUrl}/thread/${address.threadId}`;
  const refuse = (reason: string, paragraphs: string[]): Verdict => ({
    outcome: 'bounced',
    reason,
    ...known,
    bounce: {
      to: member.email,
      paragraphs: [MAIL_TEXT.bounceGreeting(member.username), ...paragraphs],
      threadUrl,
    },
  });

  if (sender !== member.email.toLowerCase()) {
    // Never to the claimed sender: the account's own address hears of it, so a forged From reaches nobody else.
    const shown = (sender ?? 'an unknown address').slice(0, 254);
    return {
      verdict: refuse('wrong-sender', [MAIL_TEXT.bounceWrongSender(shown), MAIL_TEXT.bounceWhatToDoSender]),
      text,
    };
  }
  if (!member.is_active || member.is_deleted) {
    return {
      verdict: { ...refuse('account-closed', [MAIL_TEXT.bounceAccountClosed]), bounce: undefined },
      text,
    };
  }
  if ((await postedThisHour(db, member.id)) >= config.INBOUND_REPLIES_PER_HOUR) {
    return {
      verdict: refuse('too-many', [
        MAIL_TEXT.bounceTooMany(config.INBOUND_REPLIES_PER_HOUR),
        MAIL_TEXT.bounceWhatToDoRefused,
      ]),
      text,
    };
  }
  if (!text && message.attachments.length === 0)
    return { verdict: refuse('empty', [MAIL_TEXT.bounceEmpty]), text };

  const caller = callerFromUser(member, {
    requireEmailConfirmation: config.REQUIRE_EMAIL_CONFIRMATION,
    requireStaffTwoFactor: false,
  });
  const title = thread?.title ?? `thread ${address.threadId}`;
  try {
    const { attachmentIds, refusedFiles } = await storeAttachments(deps, caller, message);
    const input = createPostBody.safeParse({
      thread_id: address.threadId,
      // A reply of attachments only still needs words: the file names say what it is.
      content:
        text || refusedFiles.concat(message.attachments.map((a) => a.filename)).join(', ') || '(attachment)',
      ...(attachmentIds.length > 0 ? { attachment_ids: attachmentIds, attachments_confirmed: true } : {}),
    });
    if (!input.success) {
      await dropAttachments(deps, caller, attachmentIds);
      const why = input.error.issues[0]?.message ?? 'the reply is not valid';
      return {
        verdict: refuse('invalid', [MAIL_TEXT.bounceRefused(title, why), MAIL_TEXT.bounceWhatToDoRefused]),
        text,
      };
    }
    let post: { id: number };
    try {
      post = await createPost(db, caller, input.data, deps.cook, {
        filesPerPost: config.UPLOAD_FILES_PER_POST,
        postingLimits: postingLimitsFrom(config),
      });
    } catch (error) {
      await dropAttachments(deps, caller, attachmentIds);
      throw error;
    }
    const verdict: Verdict = { outcome: 'posted', reason: 'posted', ...known, postId: post.id };
    if (refusedFiles.length > 0) {
      verdict.bounce = {
        to: member.email,
        subject: MAIL_TEXT.bounceFilesRefusedSubject,
        paragraphs: [MAIL_TEXT.bounceGreeting(member.username), MAIL_TEXT.bounceFilesRefused(refusedFiles)],
        threadUrl,
      };
    }
    return { verdict, text };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        verdict: refuse(error.code, [
          MAIL_TEXT.bounceRefused(title, error.message),
          MAIL_TEXT.bounceWhatToDoRefused,
        ]),
        text,
      };
    }
    throw error;
  }
}

/** Stores each attachment through the upload checks; the ones refused (type, size, quota, PDF text) are named. */
async function storeAttachments(deps: ReplyDeps, caller: SignedInCaller, message: InboundMessage) {
  const attachmentIds: number[] = [];
  const refusedFiles: string[] = [];
  for (const file of message.attachments) {
    const name = file.filename.slice(0, 200) || 'attachment';
    if (
      attachmentIds.length >= deps.config.UPLOAD_FILES_PER_POST ||
      file.content.length > deps.config.UPLOAD_MAX_BYTES
    ) {
      refusedFiles.push(name);
      continue;
    }
    try {
      const stored = await uploadAttachment(deps.db, deps.storage, deps.config, caller, {
        bytes: file.content,
        name,
      });
      attachmentIds.push(stored.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusedFiles.push(name);
    }
  }
  return { attachmentIds, refusedFiles };
}

async function dropAttachments(deps: ReplyDeps, caller: SignedInCaller, ids: number[]) {
  for (const id of ids) await deleteAttachment(deps.db, deps.storage, caller, id).catch(() => {});
}
