import path from 'node:path';
import { z } from 'zod';

// Configuration is read once at start-up; a bad value stops the process with one line naming the variable
// (docs/architecture.md#configuration).
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

// Social sign-in endpoints must be https://; plain http:// only on loopback, for the local test provider.
const providerUrl = z
  .string()
  .url()
  .refine(isHttpsOrLoopback, 'must be an https:// address (http:// only for 127.0.0.1 or localhost)');
// A flag whose default depends on another setting: undefined when unset.
const optionalFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));
const noLineBreaks = (value: string) => !/[\r\n]/.test(value);
const secretText = z.string().min(1).max(500).optional();
const scopeList = z
  .string()
  .regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, 'must be scopes separated by spaces');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** A streaming replica of DATABASE_URL for list and thread reads (docs/scaling.md#read-replicas-about-100). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * The longest a write holds list and thread reads on the primary while the replica has not replayed it
   * (0: reads always go to the replica). A standby's query conflict may hold replay 30 s by default.
   */
  DATABASE_READ_AFTER_WRITE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /**
   * Repeated queries go to PostgreSQL as named statements, parsed once per connection (default on); turn off
   * behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** Longest a single query may run on PostgreSQL before it is cancelled and the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** How long guests' lists and thread pages are served from memory (0: off; default 1 s, off in tests). */
  GUEST_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * How long guests' search answers are kept, through writes (0: like other answers, cleared by every write;
   * default 10 s, 0 in tests; only with the guest cache on).
   */
  GUEST_SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /**
   * How long a signed-in session's lookup is kept in memory (0: off; default 60 s, off in tests); a sign-out,
   * ban, password or role change ends it at once in every process (docs/decisions/046-members-at-a-guests-cost.md).
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** GET /healthz/memory answers where the process's memory goes (for the load bench and the soak; default off). */
  MEMORY_REPORT: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** Thread views counted in memory and written by the background runner on each poll (default on, off in tests). */
  BATCH_VIEWS: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /**
   * Votes' scores folded into the posts by the background runner in batches, VOTE_FOLD_MS after a vote
   * (default on, off in tests: each vote's score is folded as it is answered). Decision 049.
   */
  BATCH_VOTES: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  VOTE_FOLD_MS: z.coerce.number().int().min(0).max(600_000).default(250),
  /** Rows between two remembered page boundaries of a thread list (0: deep pages always use OFFSET). */
  THREAD_LIST_BOUNDARY_ROWS: z.coerce.number().int().min(0).max(100_000).default(500),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** Where the built web app is (default dist/client); the e2e tests build into their own folder. */
  CLIENT_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ALLOW_DATABASE_RESET: booleanFlag,
  TRUST_PROXY: booleanFlag,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  // Failed sign-ins per client address (Discourse's figures): then 429 until the window moves on.
  LOGIN_ADDRESS_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  LOGIN_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  REGISTER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  // E-mail (docs/architecture.md#mail): without SMTP_URL messages stay in the outbox table.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .max(300)
    .refine(noLineBreaks, 'must be one line')
    .default('Oklahoma Mineral Rights Forum <no-reply@localhost>'),
  REQUIRE_EMAIL_CONFIRMATION: optionalFlag,
  // Moderators and admins must set up two-factor sign-in (/profile/two-factor) before staff tools work
  // (docs/decisions/022-account-security-and-staff-two-factor.md); `false` for a first local try.
  REQUIRE_STAFF_2FA: optionalFlag.transform((v) => v ?? true),
  MAIL_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  MAIL_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /** How long a notification waits before it is e-mailed at once, so a member reading it meanwhile gets none. */
  NOTIFICATION_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // How far one member's posts reach others (docs/decisions/037-secrets-die-together.md): members one post
  // can notify by @mention, quote and reply together; such notifications one member can cause another in
  // an hour; and "at once" e-mails about one member's posts to another in an hour. Beyond them the extra
  // ones are dropped (a watcher still hears of the post as a reply), never the post.
  NOTIFY_ADDRESSED_PER_POST: z.coerce.number().int().min(1).max(1000).default(10),
  NOTIFY_PER_SENDER_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  NOTIFICATION_MAILS_PER_SENDER_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(2),
  // Replies by e-mail and the weekly summary (docs/decisions/045-weekly-summary-and-reply-by-mail.md). Without
  // INBOUND_DOMAIN no mail carries a Reply-To address; without INBOUND_SMTP_PORT no listener opens; the webhook
  // answers only for a provider whose secret is set.
  INBOUND_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,200}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i,
      'must be a domain name',
    )
    .optional(),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  INBOUND_SMTP_HOST: z.string().min(1).max(100).default('127.0.0.1'),
  INBOUND_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(10_000_000),
  INBOUND_REPLIES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(20),
  INBOUND_WEBHOOK_SECRET: secretText,
  MAILGUN_WEBHOOK_SIGNING_KEY: secretText,
  // Amazon SES through SNS: with the topic set, SNS's own signature is checked (and basic auth is not needed).
  SES_SNS_TOPIC_ARN: z
    .string()
    .regex(/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/, 'must be an SNS topic ARN')
    .optional(),
  WEEKLY_SUMMARY: optionalFlag.transform((v) => v ?? true),
  // Social sign-in: a provider is on when its client id and secret are set. The endpoints default
  // to the real providers; tests point them at a local OpenID Connect provider.
  GOOGLE_CLIENT_ID: secretText,
  GOOGLE_CLIENT_SECRET: secretText,
  GOOGLE_ISSUER: providerUrl.default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: secretText,
  FACEBOOK_CLIENT_SECRET: secretText,
  FACEBOOK_AUTHORIZATION_URL: providerUrl.default('https://www.facebook.com/v23.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: providerUrl.default('https://graph.facebook.com/v23.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: providerUrl.default('https://graph.facebook.com/v23.0/me?fields=id,name,email'),
  FACEBOOK_ISSUER: providerUrl.default('https://www.facebook.com'),
  FACEBOOK_SCOPES: scopeList.default('email public_profile'),
  TWITTER_CLIENT_ID: secretText,
  TWITTER_CLIENT_SECRET: secretText,
  TWITTER_AUTHORIZATION_URL: providerUrl.default('https://x.com/i/oauth2/authorize'),
  TWITTER_TOKEN_URL: providerUrl.default('https://api.x.com/2/oauth2/token'),
  TWITTER_USERINFO_URL: providerUrl.default('https://api.x.com/2/users/me'),
  TWITTER_ISSUER: providerUrl.default('https://x.com'),
  TWITTER_SCOPES: scopeList.default('users.read tweet.read'),
  // Uploads: files go under DATA_DIR/uploads unless an S3-compatible bucket is configured.
  S3_BUCKET: z.string().min(1).max(255).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: secretText,
  S3_SECRET_ACCESS_KEY: secretText,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  UPLOAD_FILES_PER_POST: z.coerce.number().int().min(1).max(20).default(5),
  UPLOAD_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(40),
  UPLOAD_NEW_MEMBER_DAILY_LIMIT: z.coerce.number().int().min(0).max(10_000).default(8),
  /** Avatars a member may send per 24 hours, refused ones included (each is decoded; decision 035). */
  AVATAR_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Longest a request may take to arrive, headers and body, before it is answered 408 and closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  // Posting pace per member: seconds between a member's posts, longer for new accounts; 0 is off.
  POST_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  NEW_MEMBER_POST_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  NEW_MEMBER_HOURS: z.coerce.number().int().min(0).max(8760).default(24),
  // A member's first N threads and replies wait for a moderator (docs/decisions/044-first-posts-held-and-ignoring.md).
  APPROVE_NEW_MEMBER_POSTS: z.coerce.number().int().min(0).max(100).default(0),
});

const SOCIAL_PROVIDERS = ['GOOGLE', 'FACEBOOK', 'TWITTER'] as const;

/** Half a provider (an id without its secret) is a mistake, and the redirect address needs PUBLIC_URL. */
const checkedConfigSchema = configSchema.superRefine((config, ctx) => {
  let anyProvider = false;
  for (const name of SOCIAL_PROVIDERS) {
    const id = config[`${name}_CLIENT_ID`];
    const secret = config[`${name}_CLIENT_SECRET`];
    if (id && !secret)
      ctx.addIssue({
        code: 'custom',
        path: [`${name}_CLIENT_SECRET`],
        message: `is required with ${name}_CLIENT_ID`,
      });
    if (secret && !id)
      ctx.addIssue({
        code: 'custom',
        path: [`${name}_CLIENT_ID`],
        message: `is required with ${name}_CLIENT_SECRET`,
      });
    anyProvider ||= !!(id && secret);
  }
  if (config.DATABASE_READ_URL && !config.DATABASE_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'needs DATABASE_URL (the primary)',
    });
  if (config.S3_BUCKET) {
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with S3_BUCKET' });
    }
  }
  if (anyProvider && !config.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'is required for social sign-in (the providers send people back to PUBLIC_URL/api/auth/{provider}/callback)',
    });
  }
});

function isHttpsOrLoopback(value: string): boolean {
  const url = new URL(value);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export type Config = Omit<z.infer<typeof configSchema>, 'REQUIRE_EMAIL_CONFIRMATION'> & {
  dataDir: string;
  /** Unconfirmed members may not post; on by default when mail can really be sent (SMTP_URL set). */
  REQUIRE_EMAIL_CONFIRMATION: boolean;
  /**
   * The forum's absolute address, without a trailing slash, for every link that leaves the page (feeds, the
   * sitemap, robots.txt, structured data, canonicals, mail): PUBLIC_URL, else http://localhost:PORT. Never
   * the request's Host header: answers are cached for everyone, and the header is the client's to choose.
   */
  publicBaseUrl: string;
  /** Whether publicBaseUrl came from PUBLIC_URL (false: the local fallback, said in the first log lines). */
  publicUrlSet: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = checkedConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // A secret's value is never echoed to the console.
    const got = /SECRET|SMTP_URL|SIGNING_KEY/.test(name) ? 'value hidden' : `got "${env[name]}"`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (${got})`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    REQUIRE_EMAIL_CONFIRMATION: parsed.data.REQUIRE_EMAIL_CONFIRMATION ?? !!parsed.data.SMTP_URL,
    publicBaseUrl: parsed.data.PUBLIC_URL
      ? parsed.data.PUBLIC_URL.replace(/\/+$/, '')
      : `http://localhost:${parsed.data.PORT}`,
    publicUrlSet: !!parsed.data.PUBLIC_URL,
  };
}
