import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationsChangedEvent } from '../../../shared/contracts/notifications';
import { AppError } from '../../errors';
import { hashToken, SESSIONS_REVOKED_CHANNEL } from '../../people/auth/sessions';
import type { DatabaseHandle } from '../../platform/db/connection';
import { countUnread } from './list-notifications';
import { NOTIFICATIONS_CHANNEL } from './notify';

// Live notification counts over Server-Sent Events (docs/architecture.md#live-updates). Every process
// listens on NOTIFICATIONS_CHANNEL, so a reply written through one process reaches a member connected to
// another. Connections are capped per member and per address, pinged so proxies keep them open, and ended
// after MAX_AGE (the browser reconnects), so forgotten tabs cannot pile up. Each stream belongs to the session
// that opened it: when any of a member's sessions end (a ban, a role change, a password change, signing out
// one device or all others), every process ends the member's streams whose session is gone, at once.

export interface LiveLimits {
  perMember: number;
  perAddress: number;
  maxAgeMs: number;
  heartbeatMs: number;
}

const DEFAULT_LIMITS: LiveLimits = {
  perMember: 5,
  perAddress: 20,
  maxAgeMs: 30 * 60_000,
  heartbeatMs: 25_000,
};

interface Stream {
  userId: number;
  /** The SHA-256 of the session token that opened it, as stored in `sessions`. */
  sessionHash: string;
  address: string;
  send(text: string): void;
  end(): void;
}

export class LiveHub {
  private readonly byMember = new Map<number, Set<Stream>>();
  private readonly byAddress = new Map<string, number>();
  private stopListening: (() => Promise<void>) | null = null;
  private stopRevocations: (() => Promise<void>) | null = null;
  private readonly limits: LiveLimits;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    limits: Partial<LiveLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(NOTIFICATIONS_CHANNEL, (payload) => {
      for (const part of payload.split(',')) {
        const userId = Number(part);
        if (this.byMember.has(userId)) void this.pushCount(userId);
      }
    });
    this.stopRevocations = await this.database.listen(SESSIONS_REVOKED_CHANNEL, (payload) => {
      const userId = Number(payload);
      if (this.byMember.has(userId)) void this.endSignedOut(userId);
    });
  }

  /** Ends every stream (before the server closes, which would otherwise wait for them). */
  async stop(): Promise<void> {
    for (const streams of [...this.byMember.values()]) for (const stream of [...streams]) stream.end();
    await this.stopListening?.().catch(() => {});
    await this.stopRevocations?.().catch(() => {});
    this.stopListening = null;
    this.stopRevocations = null;
  }

  get openStreams(): number {
    let total = 0;
    for (const streams of this.byMember.values()) total += streams.size;
    return total;
  }

  /** Takes over the response as an event stream for this member, or refuses with 429 over a cap. */
  open(userId: number, sessionToken: string, request: FastifyRequest, reply: FastifyReply): void {
    const address = request.ip;
    if ((this.byMember.get(userId)?.size ?? 0) >= this.limits.perMember)
      throw new AppError(429, 'TOO_MANY_STREAMS', 'Too many open live connections for this account.');
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress)
      throw new AppError(429, 'TOO_MANY_STREAMS', 'Too many open live connections from this address.');

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      // The socket goes with the stream, so an ended stream never lingers as a keep-alive connection.
      connection: 'close',
    });
    let ended = false;
    const stream: Stream = {
      userId,
      sessionHash: hashToken(sessionToken),
      address,
      send: (text) => {
        if (!ended) raw.write(text);
      },
      end: () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        this.forget(stream);
        raw.end();
      },
    };
    const heartbeat = setInterval(() => stream.send(': ping\n\n'), this.limits.heartbeatMs);
    const expiry = setTimeout(() => stream.end(), this.limits.maxAgeMs);
    heartbeat.unref();
    expiry.unref();
    request.raw.on('close', () => stream.end());
    raw.on('error', () => stream.end());

    const streams = this.byMember.get(userId) ?? new Set<Stream>();
    streams.add(stream);
    this.byMember.set(userId, streams);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    stream.send('retry: 3000\n\n');
    void this.pushCount(userId);
  }

  /** Ends the member's streams whose session no longer exists (or all of them if the check fails). */
  private async endSignedOut(userId: number): Promise<void> {
    let live: Set<string>;
    try {
      const rows = await this.database.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', userId)
        .execute();
      live = new Set(rows.map((row) => row.token_hash));
    } catch (error) {
      // Unsure which sessions are left: ending every stream is safe, the browser reconnects if it may.
      this.log.warn({ err: error }, 'live stream session check failed');
      live = new Set();
    }
    for (const stream of [...(this.byMember.get(userId) ?? [])]) {
      if (!live.has(stream.sessionHash)) stream.end();
    }
  }

  private forget(stream: Stream): void {
    const streams = this.byMember.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byMember.delete(stream.userId);
    const left = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (left <= 0) this.byAddress.delete(stream.address);
    else this.byAddress.set(stream.address, left);
  }

  private async pushCount(userId: number): Promise<void> {
    try {
      const event: NotificationsChangedEvent = { unread: await countUnread(this.database.db, userId) };
      const text = `event: changed\ndata: ${JSON.stringify(event)}\n\n`;
      for (const stream of this.byMember.get(userId) ?? []) stream.send(text);
    } catch (error) {
      this.log.warn({ err: error }, 'live notification count failed');
    }
  }
}
