import { EMAIL_PATTERN } from '../../../shared/account-rules';

// Every message the forum sends is built here: plain text plus simple HTML, the forum's name on top and a
// footer saying why it was sent (docs/architecture.md#mail).
export { FORUM_NAME } from '../../../shared/texts';

import { escapeHtml } from '../../../shared/escape-markup';
import { FORUM_NAME } from '../../../shared/texts';

export interface MailMessage {
  /** A short stable name for the kind of message ('password-reset', 'reply-notification', ...). */
  kind: string;
  to: string;
  subject: string;
  /** The message, as paragraphs of plain text. */
  paragraphs: string[];
  /** The one link the message is about, shown as a button in HTML and as a bare address in text. */
  action?: { label: string; url: string };
  /** Footer: why the recipient got this ("You asked to reset the password of alice."). */
  reason: string;
  /** Notifications only: where to stop them; becomes the List-Unsubscribe header and a footer link. */
  unsubscribeUrl?: string;
  /** Where the recipient's reply goes (reply by e-mail, docs/decisions/045-weekly-summary-and-reply-by-mail.md). */
  replyTo?: string;
}

export interface ComposedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string | null;
  replyTo: string | null;
}

/** An address we can put in a To header as it is: no display name, quotes, brackets or separators. */
export function isPlainAddress(address: string): boolean {
  return EMAIL_PATTERN.test(address) && !/[\s<>"',;\\()[\]]/.test(address) && address.length <= 254;
}

/** A message's fields must not carry line breaks into headers; addresses must be plain addresses. */
export function composeMail(message: MailMessage): ComposedMail {
  const to = message.to.trim();
  if (!isPlainAddress(to)) {
    throw new Error('Mail recipient is not a plain e-mail address');
  }
  const replyTo = message.replyTo?.trim() || null;
  if (replyTo !== null && !isPlainAddress(replyTo)) throw new Error('Reply-To is not a plain e-mail address');
  const subject = oneLine(message.subject).slice(0, 200);
  const unsubscribeUrl = message.unsubscribeUrl ? checkedUrl(message.unsubscribeUrl) : null;
  const action = message.action
    ? { label: oneLine(message.action.label), url: checkedUrl(message.action.url) }
    : null;
  const footer = [oneLine(message.reason)];
  if (unsubscribeUrl) footer.push(`Stop these e-mails: ${unsubscribeUrl}`);

  const text = [
    FORUM_NAME,
    '',
    ...message.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '-- ',
    ...footer,
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2933; max-width: 560px; margin: 0 auto; padding: 16px;">
<p style="font-weight: bold; color: #0b3d6b;">${escapeHtml(FORUM_NAME)}</p>
${message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 10px 16px; background: #0b5cad; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(action.label)}</a></p>\n<p style="font-size: 13px;">Or copy this address: ${escapeHtml(action.url)}</p>` : ''}
<hr style="border: 0; border-top: 1px solid #d0d7de;">
<p style="font-size: 12px; color: #57606a;">${escapeHtml(footer[0]!)}${unsubscribeUrl ? `<br><a href="${escapeHtml(unsubscribeUrl)}">Stop these e-mails</a>` : ''}</p>
</body></html>`;
  return { kind: message.kind, to, subject, text, html, unsubscribeUrl, replyTo };
}

function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

function checkedUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('Mail links must be http(s)');
  return url.toString();
}
