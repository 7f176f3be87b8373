import { describe, expect, it } from 'vitest';
import {
  macMatches,
  makeReplyAddress,
  readReplyAddress,
} from '../../src/server/conversation/inbound-mail/reply-address';
import { sameMac, signText } from '../../src/server/conversation/mail/signed-token';
import {
  makeUnsubscribeToken,
  readUnsubscribeToken,
} from '../../src/server/conversation/notification-mail/unsubscribe-token';

// The unsubscribe links and Reply-To addresses already sent must keep working: both sign with the shared
// helper (src/server/conversation/mail/signed-token.ts), and these values were made by each token's own
// signing before it was shared. A change that alters them ends every link and address in members' mailboxes.

const SECRET = 'fixed-test-secret';
const DOMAIN = 'reply.example.test';
const OWNER = { password_hash: '$argon2id$v=19$salt$hash', email: 'Owner@Example.test' };

describe('mail tokens made before the signing was shared', () => {
  it('reply addresses are the same, and still match', () => {
    expect(makeReplyAddress(SECRET, DOMAIN, 42, 1234, OWNER)).toBe(
      'reply+16-ya-7da46436e3dba123ffab25ad@reply.example.test',
    );
    expect(
      makeReplyAddress(SECRET, DOMAIN, 42, 1234, { password_hash: null, email: 'owner@example.test' }),
    ).toBe('reply+16-ya-b088f47ccd818f1e842be8b6@reply.example.test');
    const read = readReplyAddress('REPLY+16-ya-7DA46436E3DBA123FFAB25AD@Reply.Example.test', DOMAIN)!;
    expect(read).toEqual({ userId: 42, threadId: 1234, mac: '7da46436e3dba123ffab25ad' });
    expect(macMatches(SECRET, read, OWNER)).toBe(true);
    expect(macMatches(SECRET, read, { ...OWNER, password_hash: 'changed' })).toBe(false);
    expect(macMatches('another-secret', read, OWNER)).toBe(false);
    expect(macMatches(SECRET, { ...read, threadId: 1235 }, OWNER)).toBe(false);
  });

  it('unsubscribe tokens are the same, and still read', () => {
    const issued = new Date('2026-11-01T00:00:00Z');
    const token = 'u1.42.weekly_summary.1793491200.PQxZ2T6oLJTj3IuYLdYbZtKpxNN8jcsSzCNX4QGSFAo';
    expect(makeUnsubscribeToken(SECRET, 42, 'weekly_summary', issued)).toBe(token);
    expect(makeUnsubscribeToken(SECRET, 7, 'all', new Date('2026-01-02T03:04:05Z'))).toBe(
      'u1.7.all.1767323045.s6C9fOPYc46Ix_X1S599nhA0D94Ez9F0wdK1DRYAZAU',
    );
    expect(readUnsubscribeToken(SECRET, token, issued)).toEqual({ userId: 42, scope: 'weekly_summary' });
    expect(() => readUnsubscribeToken(SECRET, token.replace('.42.', '.43.'), issued)).toThrow(/not valid/);
    expect(() => readUnsubscribeToken('another-secret', token, issued)).toThrow(/not valid/);
  });
});

describe('the shared signing', () => {
  it('cuts hex to the length asked, and compares whole macs only', () => {
    expect(signText(SECRET, 'body', 'hex', 24)).toHaveLength(24);
    expect(signText(SECRET, 'body', 'hex')).toHaveLength(64);
    expect(signText(SECRET, 'body', 'base64url')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mac = signText(SECRET, 'body', 'hex');
    expect(sameMac(mac, mac)).toBe(true);
    expect(sameMac(mac, mac.slice(0, 63))).toBe(false);
    expect(
      sameMac(mac, `${mac.slice(0, 63)}0` === mac ? `${mac.slice(0, 63)}1` : `${mac.slice(0, 63)}0`),
    ).toBe(false);
    expect(sameMac(mac, '')).toBe(false);
  });
});
