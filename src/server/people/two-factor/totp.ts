import { Secret, TOTP } from 'otpauth';
import { encode } from 'uqr';
import { FORUM_NAME } from '../../conversation/mail/compose-mail';

// TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30-second steps
// (docs/decisions/022-account-security-and-staff-two-factor.md).

export const TOTP_PERIOD_SECONDS = 30;

function totp(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: FORUM_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits, base32 as apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, username: string): string {
  return totp(secret, username).toString();
}

/** The time step a 6-digit code belongs to (one step either side of now), or null when it matches none. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The QR code of `text` as one SVG path of unit squares (no quiet zone: the page adds its margin). */
export function qrCode(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { border: 0, ecc: 'M' });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, path: parts.join('') };
}
