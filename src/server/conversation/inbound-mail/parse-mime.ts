import type { InboundMessage, InboundSource } from './inbound-message';
import { bareAddress, isAutomatic } from './inbound-message';

// A raw MIME message (the SMTP listener's, or SES's through SNS) as an InboundMessage. mailparser decodes
// every part and charset it knows (ISO-8859-1, Windows-1252, Shift_JIS, ...), and makes text of an
// HTML-only message. It loads on first use, like the other optional parts (docs/architecture.md).

export async function parseMime(
  raw: Buffer,
  source: InboundSource,
  envelopeRecipients: string[] = [],
): Promise<InboundMessage> {
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const header = (name: string) => {
    const value = parsed.headers.get(name);
    return typeof value === 'string' ? value : value === undefined ? undefined : String(value);
  };
  const from = bareAddress(parsed.from?.value[0]?.address ?? null);
  const listed = [parsed.to, parsed.cc]
    .flatMap((field) => (field ? (Array.isArray(field) ? field : [field]) : []))
    .flatMap((field) => field.value.map((v) => v.address ?? ''))
    .filter(Boolean);
  return {
    source,
    messageId: parsed.messageId?.slice(0, 300) ?? null,
    from,
    recipients: [...envelopeRecipients, ...listed].map((r) => r.toLowerCase()),
    subject: parsed.subject ?? '',
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    attachments: parsed.attachments
      .filter(
        (a) =>
          a.contentDisposition === 'attachment' ||
          a.contentType.startsWith('image/') ||
          a.contentType === 'application/pdf',
      )
      .map((a) => ({ filename: a.filename ?? 'attachment', contentType: a.contentType, content: a.content })),
    automatic: isAutomatic(header, from),
  };
}
