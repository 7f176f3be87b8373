// One e-mail that reached the inbound address, whichever way it came: the SMTP listener (parsed by
// mailparser) or a provider's webhook (Postmark's JSON, Mailgun's form, SES's raw MIME through SNS).

export type InboundSource = 'smtp' | 'postmark' | 'mailgun' | 'ses';

export interface InboundAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface InboundMessage {
  source: InboundSource;
  /** The Message-ID header (or the provider's id), so that a resent message is not posted twice. */
  messageId: string | null;
  /** The sender's bare address from the From header, lower-cased; null when there is none we can read. */
  from: string | null;
  /** Every address it was sent to (the SMTP envelope's, or To and Cc), the reply address among them. */
  recipients: string[];
  subject: string;
  text: string | null;
  html: string | null;
  attachments: InboundAttachment[];
  /** An automatic message (out of office, a bounce, a list): never posted and never answered. */
  automatic: boolean;
}

const BARE_ADDRESS = /<?([^\s<>"]+@[^\s<>"]+?)>?$/;

/** The bare address of a From header's value ("Alice <alice@example.com>" → "alice@example.com"). */
export function bareAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = BARE_ADDRESS.exec(value.trim());
  const address = match?.[1]?.toLowerCase() ?? null;
  return address && address.length <= 254 ? address : null;
}

/** Whether headers mark the message as sent by a machine (RFC 3834 Auto-Submitted, Precedence, bounces). */
export function isAutomatic(header: (name: string) => string | undefined, from: string | null): boolean {
  const autoSubmitted = header('auto-submitted')?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  const precedence = header('precedence')?.trim().toLowerCase();
  if (precedence && ['bulk', 'junk', 'list', 'auto_reply'].includes(precedence)) return true;
  if (header('x-autoreply') || header('x-autorespond')) return true;
  return !from || /^(mailer-daemon|postmaster)@/i.test(from);
}
