import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback for the mail tests: it keeps every message it accepts, parsed. `refuse`
// makes it answer DATA with a temporary (451) or permanent (550) error, as a provider does when it is
// down or does not want the message.

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  refuse: 'temporary' | 'permanent' | null;
  /** Resolves with the first message to `address` once it arrives (polls; the worker is asynchronous). */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(
  options: { onMail?: (mail: ReceivedMail, count: number) => void } = {},
): Promise<SmtpTestServer> {
  const state: SmtpTestServer = {
    url: '',
    port: 0,
    received: [],
    refuse: null,
    waitFor: async (address, timeoutMs = 10_000) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = state.received.find((m) => m.to.includes(address.toLowerCase()));
        if (found) return found;
        if (Date.now() > end) throw new Error(`no mail to ${address} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          const code = state.refuse === 'temporary' ? 451 : 550;
          callback(Object.assign(new Error('Test server refuses the message'), { responseCode: code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((mail) => {
            const received: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              headers: mail.headers,
              raw,
            };
            state.received.push(received);
            options.onMail?.(received, state.received.length);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.port = port;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
