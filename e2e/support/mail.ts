import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// The mail the forum sent during the e2e run: scripts/e2e-server.mjs runs a loopback SMTP server that
// writes each message into tmp/e2e-mail-<port>.

export interface E2eMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const mailDir = path.resolve('tmp', `e2e-mail-${process.env.E2E_PORT ?? '3210'}`);

function allMail(): E2eMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(mailDir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((n) => JSON.parse(readFileSync(path.join(mailDir, n), 'utf8')) as E2eMail);
}

/** The newest message to `address` whose subject matches, waiting for the worker to send it. */
export async function waitForMail(address: string, subject: RegExp): Promise<E2eMail> {
  let found: E2eMail | undefined;
  await expect
    .poll(
      () => {
        found = allMail()
          .filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject))
          .at(-1);
        return !!found;
      },
      { timeout: 20_000, message: `a mail to ${address} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first http(s) link in a message's text that contains `pathPart`. */
export function linkIn(mail: E2eMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link in "${mail.subject}"`);
  return link;
}
