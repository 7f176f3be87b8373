import { verify, X509Certificate } from 'node:crypto';
import { AppError } from '../../errors';

// Amazon SNS's own proof of a message (docs/inbound-mail.md#amazon-ses), checked with node:crypto: each message
// is signed with a key whose certificate SNS serves over HTTPS from its own host (SigningCertURL). The
// signature covers a fixed list of the message's fields, written "Name\nvalue\n" in that order; version 1
// signs with SHA-1, version 2 with SHA-256. The certificate is trusted for where it comes from: an https URL
// on sns.<region>.amazonaws.com (or .com.cn), a .pem path, fetched with a time and size limit and kept per URL.
// The message must also name the topic the operator set (SES_SNS_TOPIC_ARN), so another account's topic
// pointed at this forum proves nothing.

const CERT_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;
const CERT_MAX_BYTES = 16_384;
const CERT_FETCH_MS = 5_000;
const CACHE_MAX = 20;
const SIGNED_FIELDS: Record<string, readonly string[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
};

const refused = (why: string) =>
  new AppError(401, 'INBOUND_UNAUTHORIZED', `The Amazon SNS signature is not valid: ${why}.`);

/** What SNS signed, as it signs it; null when a field it signs is missing or not text. */
export function snsStringToSign(envelope: Record<string, unknown>): string | null {
  const fields = SIGNED_FIELDS[String(envelope.Type)];
  if (!fields) return null;
  let text = '';
  for (const name of fields) {
    const value = envelope[name];
    if (value === undefined && name === 'Subject') continue;
    if (typeof value !== 'string') return null;
    text += `${name}\n${value}\n`;
  }
  return text;
}

/** Whether a SigningCertURL is one SNS would use: https, SNS's own host, a .pem file, nothing else. */
export function isSnsCertificateUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    CERT_HOST.test(url.hostname) &&
    url.pathname.endsWith('.pem')
  );
}

const certificates = new Map<string, Promise<X509Certificate>>();

async function download(url: string): Promise<X509Certificate> {
  const res = await fetch(url, { signal: AbortSignal.timeout(CERT_FETCH_MS), redirect: 'error' });
  if (!res.ok) throw new Error(`${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length > CERT_MAX_BYTES) throw new Error('too large');
  return new X509Certificate(body);
}

/** The certificate at an SNS URL, fetched once; a failed fetch is not kept, so the next message tries again. */
function certificateAt(url: string): Promise<X509Certificate> {
  let pending = certificates.get(url);
  if (!pending) {
    if (certificates.size >= CACHE_MAX) certificates.delete(certificates.keys().next().value!);
    pending = download(url);
    pending.catch(() => certificates.delete(url));
    certificates.set(url, pending);
  }
  return pending;
}

/**
 * Throws 401 unless the envelope is signed by SNS for `topicArn`. The topic is compared first and the
 * certificate fetched only for a well-formed message of that topic, so a stranger cannot make the forum
 * fetch anything.
 */
export async function verifySnsMessage(
  envelope: Record<string, unknown>,
  topicArn: string,
  now = new Date(),
): Promise<void> {
  if (envelope.TopicArn !== topicArn) throw refused('another topic');
  const text = snsStringToSign(envelope);
  if (text === null) throw refused('a signed field is missing');
  const algorithm =
    envelope.SignatureVersion === '1' ? 'sha1' : envelope.SignatureVersion === '2' ? 'sha256' : null;
  if (!algorithm) throw refused('unknown signature version');
  if (typeof envelope.Signature !== 'string' || !/^[A-Za-z0-9+/=]{1,1024}$/.test(envelope.Signature))
    throw refused('no signature');
  if (!isSnsCertificateUrl(envelope.SigningCertURL)) throw refused('the certificate is not from Amazon SNS');
  let certificate: X509Certificate;
  try {
    certificate = await certificateAt(envelope.SigningCertURL);
  } catch {
    throw new AppError(
      502,
      'INBOUND_CERTIFICATE_UNAVAILABLE',
      'The Amazon SNS certificate could not be fetched.',
    );
  }
  if (new Date(certificate.validFrom) > now || new Date(certificate.validTo) < now)
    throw refused('the certificate is out of date');
  const signature = Buffer.from(envelope.Signature, 'base64');
  if (!verify(algorithm, Buffer.from(text, 'utf8'), certificate.publicKey, signature))
    throw refused('the signature does not match');
}
