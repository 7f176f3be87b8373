import type { FastifyBaseLogger } from 'fastify';
import type { SMTPServer } from 'smtp-server';
import type { InboundMessage } from './inbound-message';
import { parseMime } from './parse-mime';
import { looksLikeReplyAddress } from './reply-address';

/** What the listener hands each message to: the inbound service, named by its shape so neither file imports the other. */
export interface InboundReceiver {
  readonly domain: string | undefined;
  receive(message: InboundMessage): Promise<unknown>;
  idle(): Promise<void>;
}

// The forum's own SMTP listener for replies by e-mail (INBOUND_SMTP_PORT; off by default). It takes mail
// only for reply+...@INBOUND_DOMAIN, at most INBOUND_MAX_BYTES a message (advertised with SIZE; a larger one
// is refused with 552 and its bytes are dropped as they arrive, never held), and answers 250 only once the
// message is handled, so a crash before that leaves the sender's server to try again: nothing is lost.

const MAX_CLIENTS = 10;
const MAX_RECIPIENTS = 5;

export interface ListenerOptions {
  port: number;
  host: string;
  maxBytes: number;
}

type SmtpError = Error & { responseCode?: number };
const smtpError = (code: number, message: string): SmtpError =>
  Object.assign(new Error(message), { responseCode: code });

export class SmtpListener {
  private server: SMTPServer | null = null;

  constructor(
    private readonly inbound: InboundReceiver,
    private readonly options: ListenerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port = 0;

  async start(): Promise<void> {
    const domain = this.inbound.domain;
    if (!domain) {
      this.log.warn('INBOUND_SMTP_PORT is set but INBOUND_DOMAIN is not: the reply listener stays closed');
      return;
    }
    const { SMTPServer } = await import('smtp-server');
    const { maxBytes } = this.options;
    const server = new SMTPServer({
      name: domain,
      banner: 'replies by e-mail',
      size: maxBytes,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      maxClients: MAX_CLIENTS,
      logger: false,
      onRcptTo: (address, session, callback) => {
        if (session.envelope.rcptTo.length >= MAX_RECIPIENTS)
          return callback(smtpError(452, 'Too many recipients'));
        if (!looksLikeReplyAddress(address.address, domain))
          return callback(smtpError(550, 'No such mailbox here'));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= maxBytes) chunks.push(chunk);
          else chunks.length = 0;
        });
        stream.on('end', () => {
          if (stream.sizeExceeded || size > maxBytes) {
            return callback(smtpError(552, `Message too large: at most ${maxBytes} bytes`));
          }
          const rcpt = session.envelope.rcptTo.map((r) => r.address);
          parseMime(Buffer.concat(chunks), 'smtp', rcpt)
            .then((message) => this.inbound.receive(message))
            .then(
              () => callback(null, 'Received'),
              (error: unknown) => {
                this.log.warn({ err: error }, 'inbound mail could not be read');
                callback(smtpError(554, 'The message could not be read'));
              },
            );
        });
        stream.on('error', () => callback(smtpError(451, 'Transfer failed, please try again')));
      },
    });
    server.on('error', (error) => this.log.warn({ err: error }, 'reply listener error'));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : this.options.port;
    this.server = server;
    this.log.info(`Replies by e-mail: listening for reply+…@${domain} on ${this.options.host}:${this.port}`);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await this.inbound.idle();
  }
}
