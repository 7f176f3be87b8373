import { execFileSync } from 'node:child_process';
import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSnsCertificateUrl } from '../../src/server/conversation/inbound-mail/sns-signature';
import { makeUser } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { INBOUND_DOMAIN, replyAddressFor } from '../support/inbound-mail';
import { createTestApp, type TestApp } from '../support/test-app';

// Amazon SES through SNS with SNS's own signature (docs/inbound-mail.md#amazon-ses): a certificate and key made
// here with openssl stand for SNS's, and the forum's download of the certificate from SigningCertURL is
// answered in the test (the only fetch it makes). Signed by that key for the operator's topic: posted. Another
// topic, another key, a changed field, a certificate from elsewhere, or basic auth alone: 401.

const TOPIC = 'arn:aws:sns:us-east-1:123456789012:forum-inbound';
const CERT_URL = 'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-test.pem';
const MISSING_CERT_URL = 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-gone.pem';

function haveOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const openssl = haveOpenssl();
if (!openssl) console.log('inbound-mail-sns: skipped, no openssl on this machine to make a test certificate');

let t: TestApp;
let certificatePem: string;
let snsKey: KeyObject;
const certificateFetches: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  if (!openssl) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'sns-cert-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=sns.amazonaws.com',
    ],
    { stdio: 'ignore' },
  );
  certificatePem = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  snsKey = createPrivateKey(readFileSync(path.join(dir, 'key.pem')));
  rmSync(dir, { recursive: true, force: true });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === CERT_URL) {
      certificateFetches.push(url);
      return new Response(certificatePem, { status: 200 });
    }
    if (url === MISSING_CERT_URL) {
      certificateFetches.push(url);
      return new Response('Not found', { status: 404 });
    }
    return realFetch(input, init);
  });
  t = await createTestApp({ INBOUND_DOMAIN, SES_SNS_TOPIC_ARN: TOPIC, REQUIRE_EMAIL_CONFIRMATION: 'false' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

const db = () => t.database.db;

/** What SNS signs: these fields, those present, in this order, each "Name\nvalue\n". */
function stringToSign(message: Record<string, string>): string {
  const fields =
    message.Type === 'Notification'
      ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
  return fields
    .filter((name) => message[name] !== undefined)
    .map((name) => `${name}\n${message[name]}\n`)
    .join('');
}

function signed(
  message: Record<string, string>,
  options: { version?: '1' | '2'; key?: KeyObject; certUrl?: string } = {},
): Record<string, string> {
  const version = options.version ?? '2';
  const signature = sign(
    version === '1' ? 'sha1' : 'sha256',
    Buffer.from(stringToSign(message)),
    options.key ?? snsKey,
  ).toString('base64');
  return {
    ...message,
    SignatureVersion: version,
    Signature: signature,
    SigningCertURL: options.certUrl ?? CERT_URL,
  };
}

async function replyNotice(text: string) {
  const member = await makeUser(db());
  const made = await makeThread(db(), { author: member, title: 'SNS thread' });
  const address = await replyAddressFor(t, member.user.id, made.thread.id);
  const raw = `From: ${member.user.email}\r\nTo: ${address}\r\nSubject: Re\r\nMessage-ID: <sns-${made.thread.id}@x>\r\n\r\n${text}\r\n`;
  const notice = {
    Type: 'Notification',
    MessageId: `msg-${made.thread.id}`,
    TopicArn: TOPIC,
    Subject: 'Amazon SES Email Receipt Notification',
    Message: JSON.stringify({
      notificationType: 'Received',
      receipt: { recipients: [address] },
      content: Buffer.from(raw).toString('base64'),
    }),
    Timestamp: new Date().toISOString(),
  };
  return { threadId: made.thread.id, notice };
}

const deliver = (
  envelope: Record<string, string>,
  type = 'Notification',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mail/inbound',
    headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': type, ...headers },
    payload: JSON.stringify(envelope),
  });
const replies = (threadId: number) =>
  db()
    .selectFrom('posts')
    .select('content')
    .where('thread_id', '=', threadId)
    .where('is_first_post', '=', false)
    .execute();

describe.skipIf(!openssl)('Amazon SES through SNS, checked by its signature', () => {
  it('posts a message SNS signed for the topic, with either signature version, fetching the certificate once', async () => {
    const first = await replyNotice('Signed with SHA-256');
    const ok = await deliver(signed(first.notice));
    expect(ok.json()).toEqual({ ok: true, outcome: 'posted' });
    expect(await replies(first.threadId)).toEqual([{ content: 'Signed with SHA-256' }]);

    const second = await replyNotice('Signed with SHA-1');
    const older = await deliver(signed(second.notice, { version: '1' }));
    expect(older.json()).toEqual({ ok: true, outcome: 'posted' });
    expect(await replies(second.threadId)).toEqual([{ content: 'Signed with SHA-1' }]);
    expect(certificateFetches.filter((url) => url === CERT_URL)).toHaveLength(1);
  });

  it('refuses anything SNS did not sign for this topic, without fetching a stranger’s certificate', async () => {
    const { threadId, notice } = await replyNotice('Should never be posted');
    const good = signed(notice);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const fetchesBefore = certificateFetches.length;
    const cases: [string, Record<string, string>][] = [
      [
        'changed message',
        {
          ...good,
          Message: JSON.stringify({
            ...JSON.parse(good.Message!),
            content: Buffer.from('From: someone@else.test\r\n\r\nNot theirs\r\n').toString('base64'),
          }),
        },
      ],
      ['changed subject', { ...good, Subject: 'Other' }],
      ['another key', signed(notice, { key: stranger })],
      ['another topic', signed({ ...notice, TopicArn: 'arn:aws:sns:us-east-1:999999999999:other' })],
      ['certificate elsewhere', signed(notice, { certUrl: 'https://evil.example/cert.pem' })],
      [
        'look-alike host',
        signed(notice, { certUrl: 'https://sns.us-east-1.amazonaws.com.evil.example/c.pem' }),
      ],
      ['plain http', signed(notice, { certUrl: CERT_URL.replace('https:', 'http:') })],
      ['no signature', { ...good, Signature: '' }],
      ['unknown version', { ...good, SignatureVersion: '3' }],
      ['version as a number', { ...good, SignatureVersion: 2 as unknown as string }],
      ['a field as an object', { ...good, Timestamp: { a: 1 } as unknown as string }],
    ];
    for (const [what, envelope] of cases) {
      const res = await deliver(envelope);
      expect(res.statusCode, what).toBe(401);
      expect(res.json().code, what).toBe('INBOUND_UNAUTHORIZED');
    }
    // Basic auth is no way around it once the topic is set.
    const basic = `Basic ${Buffer.from('inbound:anything').toString('base64')}`;
    expect((await deliver(notice, 'Notification', { authorization: basic })).statusCode).toBe(401);
    expect((await deliver({} as Record<string, string>)).statusCode).toBe(401);
    expect(certificateFetches.length).toBe(fetchesBefore);
    expect(await replies(threadId)).toEqual([]);
  });

  it('answers 502 when the certificate cannot be fetched, so SNS tries again later', async () => {
    const { threadId, notice } = await replyNotice('Later');
    const res = await deliver(signed(notice, { certUrl: MISSING_CERT_URL }));
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('INBOUND_CERTIFICATE_UNAVAILABLE');
    expect(await replies(threadId)).toEqual([]);
  });

  it('logs a signed subscription confirmation, and refuses an unsigned one', async () => {
    const confirmation = {
      Type: 'SubscriptionConfirmation',
      MessageId: 'confirm-1',
      Token: 'token-1',
      TopicArn: TOPIC,
      Message: 'You have chosen to subscribe to the topic.',
      SubscribeURL: 'https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&Token=token-1',
      Timestamp: new Date().toISOString(),
    };
    const res = await deliver(signed(confirmation), 'SubscriptionConfirmation');
    expect(res.json()).toEqual({ ok: true, outcome: 'subscription-logged' });
    const unsigned = await deliver(confirmation, 'SubscriptionConfirmation');
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('which certificate addresses are SNS’s', () => {
  it('takes only https on sns.<region>.amazonaws.com for a .pem file', () => {
    expect(isSnsCertificateUrl(CERT_URL)).toBe(true);
    expect(isSnsCertificateUrl('https://sns.cn-north-1.amazonaws.com.cn/x.pem')).toBe(true);
    for (const bad of [
      'http://sns.us-east-1.amazonaws.com/x.pem',
      'https://sns.us-east-1.amazonaws.com:8443/x.pem',
      'https://user:pw@sns.us-east-1.amazonaws.com/x.pem',
      'https://sns.us-east-1.amazonaws.com.evil.example/x.pem',
      'https://evil.example/sns.us-east-1.amazonaws.com/x.pem',
      'https://s3.amazonaws.com/x.pem',
      'https://sns.us-east-1.amazonaws.com/x.txt',
      'not a url',
      '',
      42,
      null,
    ])
      expect(isSnsCertificateUrl(bad), String(bad)).toBe(false);
  });
});
