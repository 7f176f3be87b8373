import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { bareAddress, type InboundAttachment, type InboundMessage, isAutomatic } from './inbound-message';
import { parseMime } from './parse-mime';

// Mail providers' inbound webhooks as InboundMessages (docs/inbound-mail.md says how to set each up):
// - Postmark: JSON, authenticated by HTTP basic auth in the webhook address (the password is INBOUND_WEBHOOK_SECRET);
// - Mailgun: a form (multipart with attachments), signed with HMAC-SHA256 of timestamp + token under
//   MAILGUN_WEBHOOK_SIGNING_KEY;
// - Amazon SES through SNS: JSON carrying the raw message, authenticated by SNS's signature when
//   SES_SNS_TOPIC_ARN is set (sns-signature.ts), else by basic auth like Postmark.
// Anything unauthenticated is 401 and never read further.

const MAILGUN_MAX_AGE_SECONDS = 15 * 60;
type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};
const refused = () =>
  new AppError(401, 'INBOUND_UNAUTHORIZED', 'The webhook signature or password is not valid.');
const malformed = (what: string) =>
  new AppError(400, 'INBOUND_MALFORMED', `The webhook payload is not valid: ${what}.`);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function checkBasicAuth(headers: Headers, secret: string | undefined): void {
  if (!secret) throw new AppError(404, 'NOT_FOUND', 'Not found');
  const auth = header(headers, 'authorization') ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(auth);
  const password = match
    ? Buffer.from(match[1]!, 'base64').toString('utf8').split(':').slice(1).join(':')
    : '';
  if (!sameText(password, secret)) throw refused();
}

export function parseJson(body: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw malformed('not a JSON object');
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function fromPostmark(body: Buffer): InboundMessage {
  const json = parseJson(body);
  const from = bareAddress(str((json.FromFull as { Email?: unknown } | undefined)?.Email) ?? str(json.From));
  const listed = ['ToFull', 'CcFull'].flatMap((key) =>
    Array.isArray(json[key]) ? (json[key] as { Email?: unknown }[]).map((r) => str(r?.Email) ?? '') : [],
  );
  const recipients = [str(json.OriginalRecipient) ?? '', ...listed, ...(str(json.To)?.split(',') ?? [])]
    .map((r) => bareAddress(r) ?? '')
    .filter(Boolean);
  const headerList = Array.isArray(json.Headers)
    ? (json.Headers as { Name?: unknown; Value?: unknown }[])
    : [];
  const headerOf = (name: string) =>
    str(headerList.find((h) => str(h?.Name)?.toLowerCase() === name)?.Value) ?? undefined;
  const attachments: InboundAttachment[] = (Array.isArray(json.Attachments) ? json.Attachments : []).flatMap(
    (a: { Name?: unknown; Content?: unknown; ContentType?: unknown }) =>
      typeof a?.Content === 'string'
        ? [
            {
              filename: str(a.Name) ?? 'attachment',
              contentType: str(a.ContentType) ?? '',
              content: Buffer.from(a.Content, 'base64'),
            },
          ]
        : [],
  );
  return {
    source: 'postmark',
    messageId: (headerOf('message-id') ?? str(json.MessageID))?.slice(0, 300) ?? null,
    from,
    recipients,
    subject: str(json.Subject) ?? '',
    text: str(json.TextBody),
    html: str(json.HtmlBody),
    attachments,
    automatic: isAutomatic(headerOf, from),
  };
}

export async function fromMailgun(
  body: Buffer,
  contentType: string,
  config: Config,
): Promise<InboundMessage> {
  const key = config.MAILGUN_WEBHOOK_SIGNING_KEY;
  if (!key) throw new AppError(404, 'NOT_FOUND', 'Not found');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw malformed('not a form');
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const timestamp = field('timestamp') ?? '';
  const token = field('token') ?? '';
  const signature = field('signature') ?? '';
  const expected = createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex');
  if (!/^\d{1,12}$/.test(timestamp) || !sameText(signature, expected)) throw refused();
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAILGUN_MAX_AGE_SECONDS) throw refused();
  const mime = form.get('body-mime');
  if (typeof mime === 'string')
    return { ...(await parseMime(Buffer.from(mime), 'mailgun')), source: 'mailgun' };
  let headerPairs: [string, string][] = [];
  try {
    headerPairs = JSON.parse(field('message-headers') ?? '[]') as [string, string][];
  } catch {
    headerPairs = [];
  }
  const headerOf = (name: string) =>
    headerPairs.find((pair) => Array.isArray(pair) && String(pair[0]).toLowerCase() === name)?.[1] ??
    undefined;
  const from = bareAddress(field('from') ?? field('sender'));
  const attachments: InboundAttachment[] = [];
  for (const [name, value] of form.entries()) {
    if (!/^attachment-\d+$/.test(name) || typeof value === 'string') continue;
    attachments.push({
      filename: value.name || 'attachment',
      contentType: value.type,
      content: Buffer.from(await value.arrayBuffer()),
    });
  }
  return {
    source: 'mailgun',
    messageId: (field('Message-Id') ?? headerOf('message-id') ?? null)?.slice(0, 300) ?? null,
    from,
    recipients: (field('recipient') ?? '')
      .split(',')
      .map((r) => bareAddress(r) ?? '')
      .filter(Boolean),
    subject: field('subject') ?? '',
    text: field('body-plain'),
    html: field('body-html'),
    attachments,
    automatic: isAutomatic(headerOf, from),
  };
}

/** SES through SNS: a subscription to confirm (null: logged for the operator), or a received message. */
export async function fromSes(body: Buffer): Promise<{ confirm: string } | InboundMessage> {
  const envelope = parseJson(body);
  if (envelope.Type === 'SubscriptionConfirmation') return { confirm: str(envelope.SubscribeURL) ?? '' };
  if (envelope.Type !== 'Notification') throw malformed('not an SNS notification');
  let notice: {
    notificationType?: unknown;
    content?: unknown;
    receipt?: { recipients?: unknown };
    mail?: { destination?: unknown };
  };
  try {
    notice = JSON.parse(str(envelope.Message) ?? '');
  } catch {
    throw malformed('the SNS message is not JSON');
  }
  const content = str(notice?.content);
  if (notice?.notificationType !== 'Received' || !content)
    throw malformed('no received message in it (set the SNS action to include the content)');
  const raw = /^[A-Za-z0-9+/=\r\n]+$/.test(content)
    ? Buffer.from(content, 'base64')
    : Buffer.from(content, 'utf8');
  const recipients = Array.isArray(notice.receipt?.recipients)
    ? (notice.receipt.recipients as unknown[]).map(String)
    : [];
  return parseMime(raw, 'ses', recipients);
}

export { header as headerValue };
