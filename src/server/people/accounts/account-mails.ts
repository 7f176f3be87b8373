import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { FORUM_NAME } from '../../conversation/mail/compose-mail';
import { enqueueMail, publicBaseUrl } from '../../conversation/mail/mail-outbox';
import type { Database } from '../../platform/db/schema';

// The texts of the account mails: password reset, address confirmation, e-mail change.

interface Recipient {
  username: string;
  email: string;
}

export function queueResetMail(db: Kysely<Database>, config: Config, user: Recipient, token: string) {
  return enqueueMail(db, {
    kind: 'password-reset',
    to: user.email,
    subject: `Reset your password on ${FORUM_NAME}`,
    paragraphs: [
      `Someone, hopefully you, asked to reset the password of the account "${user.username}".`,
      'The link below works once, for 60 minutes. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: `${publicBaseUrl(config)}/reset-password?token=${token}` },
    reason: `You get this e-mail because a password reset was asked for your account on ${FORUM_NAME}.`,
  });
}

export function queueConfirmationMail(db: Kysely<Database>, config: Config, user: Recipient, token: string) {
  return enqueueMail(db, {
    kind: 'confirm-email',
    to: user.email,
    subject: `Confirm your e-mail address for ${FORUM_NAME}`,
    paragraphs: [
      `Welcome, ${user.username}! Please confirm that this address is yours.`,
      'The link works for 7 days. If you did not create an account, ignore this e-mail.',
    ],
    action: { label: 'Confirm my address', url: `${publicBaseUrl(config)}/confirm-email?token=${token}` },
    reason: `You get this e-mail because an account on ${FORUM_NAME} was registered with this address.`,
  });
}

export function queueChangeEmailMails(
  db: Kysely<Database>,
  config: Config,
  user: Recipient,
  newEmail: string,
  links: { token: string; cancelToken: string },
) {
  const base = publicBaseUrl(config);
  return Promise.all([
    enqueueMail(db, {
      kind: 'change-email',
      to: newEmail,
      subject: `Confirm your new e-mail address for ${FORUM_NAME}`,
      paragraphs: [
        `The member "${user.username}" asked to use this address for their account.`,
        'The change takes effect when you follow the link below, within 24 hours.',
      ],
      action: { label: 'Use this address', url: `${base}/confirm-email?token=${links.token}` },
      reason: `You get this e-mail because this address was entered on ${FORUM_NAME}. If that was not you, ignore it.`,
    }),
    enqueueMail(db, {
      kind: 'change-email-notice',
      to: user.email,
      subject: `Your e-mail address on ${FORUM_NAME} is being changed`,
      paragraphs: [
        `Someone signed in as "${user.username}" asked to change the account's e-mail address to ${maskAddress(newEmail)}.`,
        'Nothing changes until the new address is confirmed. If this was not you, cancel the change with the link below (it works once, without signing in), then sign in and change your password: that also signs out every other device.',
      ],
      action: { label: 'Cancel this change', url: `${base}/cancel-email-change?token=${links.cancelToken}` },
      reason: `You get this e-mail because it is the address of your account on ${FORUM_NAME}.`,
    }),
  ]);
}

/** "al***@example.com": enough for the owner to recognise, not a gift to whoever reads the old inbox. */
export function maskAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
