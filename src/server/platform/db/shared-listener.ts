import pg from 'pg';

// LISTEN for every channel of one process on one PostgreSQL connection. A NOTIFY wakes every backend that
// listens in the database, whatever its channels: with a connection per channel (seven in a forum process)
// each write's notice woke seven backends, which under a few hundred writes a second was a visible share
// of the database's CPU. One connection is woken once and hands each notice to its channel's handlers.

type Handler = (payload: string) => void;

/** The reconnect delay after the connection drops (server restart); notices sent meanwhile are lost. */
const RECONNECT_MS = 1000;

export class SharedListener {
  private readonly handlers = new Map<string, Set<Handler>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  /** LISTEN and UNLISTEN in the order asked, so a channel stopped and started again ends up listened. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly url: string) {}

  /** Calls `onMessage` with each notice's payload on `channel`; resolves once listening. */
  async listen(channel: string, onMessage: Handler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    const handler: Handler = (payload) => onMessage(payload);
    set.add(handler);
    if (first) await this.command(`listen ${pg.escapeIdentifier(channel)}`);
    else await this.ready();
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      if (this.handlers.size === 0) await this.close();
      else await this.command(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  private command(text: string): Promise<void> {
    const run = this.chain.then(async () => {
      const client = await this.ready();
      await client.query(text);
    });
    this.chain = run.catch(() => {});
    return run;
  }

  private ready(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: this.url });
    next.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => {
      void next.end().catch(() => {});
      if (this.client !== next) return;
      this.client = null;
      setTimeout(() => void this.relisten().catch(() => {}), RECONNECT_MS).unref();
    });
    await next.connect();
    // Channels asked for while connecting are listened here; later ones by their own command.
    for (const channel of this.handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    this.client = next;
    return next;
  }

  /** After a dropped connection: a new one, listening on every channel still wanted. */
  private async relisten(): Promise<void> {
    if (this.handlers.size === 0 || this.client) return;
    try {
      await this.ready();
    } catch {
      setTimeout(() => void this.relisten().catch(() => {}), RECONNECT_MS).unref();
    }
  }

  private async close(): Promise<void> {
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
