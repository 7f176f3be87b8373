import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOidc } from 'oidc-provider';
import type { TestApp } from './test-app';

// A real OpenID Connect provider (oidc-provider) on loopback, for the social sign-in tests (issue 7). It
// stands in for Google (OpenID Connect: discovery, signed ID token) and, through its token and /me
// endpoints, for Facebook and X (plain OAuth 2 with a user-info call). Its /me answers each provider's own
// shape: Facebook's { id, name, email } and X's { data: { id, username, name } } next to the OpenID claims.
// Sign-in uses the library's development login page: any login name (it becomes the subject), any password.

export interface TestAccount {
  email?: string | null;
  emailVerified?: boolean;
  name?: string;
  username?: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** Claims for a login name; unknown names get `<name>@example.test`, verified. */
  accounts: Map<string, TestAccount>;
  /** The forum's environment for this provider: Google, Facebook and X all pointed at it. */
  forumEnv(providers?: ('google' | 'facebook' | 'twitter')[]): Record<string, string>;
  close(): Promise<void>;
}

export const TEST_CLIENT_SECRET = 'test-client-secret-not-for-production';

export async function startOidcTestProvider(options: {
  forumUrl: string;
  port?: number;
}): Promise<OidcTestProvider> {
  const forumUrl = options.forumUrl.replace(/\/+$/, '');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, TestAccount>();

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const client = (id: string, auth: 'client_secret_post' | 'client_secret_basic') => ({
    client_id: `forum-${id}`,
    client_secret: TEST_CLIENT_SECRET,
    redirect_uris: [`${forumUrl}/api/auth/${id}/callback`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: auth,
  });

  const provider = new Provider(issuer, {
    clients: [
      client('google', 'client_secret_post'),
      client('facebook', 'client_secret_post'),
      client('twitter', 'client_secret_basic'),
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    // PKCE is refused unless present, so the tests prove the forum always sends it.
    pkce: { required: () => true, methods: ['S256'] },
    // Like Google, put the e-mail in the ID token itself.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub', 'id', 'data'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async findAccount(_ctx: KoaContextWithOidc, sub: string) {
      const account = accounts.get(sub) ?? {};
      const email = account.email === undefined ? `${sub}@example.test` : account.email;
      const name = account.name ?? sub;
      const username = account.username ?? sub;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...(email ? { email, email_verified: account.emailVerified ?? true } : {}),
          name,
          preferred_username: username,
          // Facebook's /me shape.
          id: sub,
          // X's /2/users/me shape.
          data: { id: sub, username, name },
        }),
      };
    },
    // The forum is a first-party client here: grant what it asks without a consent page.
    async loadExistingGrant(ctx: KoaContextWithOidc) {
      const { client: current, session, result } = ctx.oidc;
      if (!current || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(current.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: current.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    forumEnv(providers = ['google', 'facebook', 'twitter']) {
      const env: Record<string, string> = { PUBLIC_URL: forumUrl };
      if (providers.includes('google')) {
        Object.assign(env, {
          GOOGLE_CLIENT_ID: 'forum-google',
          GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
          GOOGLE_ISSUER: issuer,
        });
      }
      // Facebook and X are plain OAuth 2: explicit endpoints, the user-info call at /me. /me needs the
      // openid scope at this provider, so the test scopes include it.
      for (const [id, prefix, scopes] of [
        ['facebook', 'FACEBOOK', 'openid email profile'],
        ['twitter', 'TWITTER', 'openid'],
      ] as const) {
        if (!providers.includes(id)) continue;
        Object.assign(env, {
          [`${prefix}_CLIENT_ID`]: `forum-${id}`,
          [`${prefix}_CLIENT_SECRET`]: TEST_CLIENT_SECRET,
          [`${prefix}_AUTHORIZATION_URL`]: `${issuer}/auth`,
          [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
          [`${prefix}_USERINFO_URL`]: `${issuer}/me`,
          [`${prefix}_ISSUER`]: issuer,
          [`${prefix}_SCOPES`]: scopes,
        });
      }
      return env;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A browser at the provider, for tests without Chromium: follows redirects with its own cookies, fills the
 * development login form when asked, and stops at the first redirect back to the forum.
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly issuer: string) {}

  /** Goes to the authorization URL; answers the forum callback URL the provider redirects to. */
  async authorize(authorizationUrl: string, login: string): Promise<URL> {
    let url = new URL(authorizationUrl);
    let method = 'GET';
    let body: string | undefined;
    for (let hop = 0; hop < 12; hop++) {
      if (url.origin !== new URL(this.issuer).origin) return url;
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        headers: {
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body,
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) this.cookies.set(name.trim(), value.join('='));
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        method = 'GET';
        body = undefined;
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action || !html.includes('name="login"')) {
        throw new Error(
          `Unexpected provider page ${response.status} at ${url.pathname}: ${html.slice(0, 300)}`,
        );
      }
      url = new URL(action, url);
      method = 'POST';
      body = new URLSearchParams({ prompt: 'login', login, password: 'any-password' }).toString();
    }
    throw new Error('Too many redirects at the provider');
  }
}

/** The forum side of a social sign-in, driven through `app.inject` with one browser's cookie. */
export interface SignInStep {
  status: number;
  location: string;
  /** The fragment the forum sends the app: code=, ticket=&step=, linked= or error=. */
  fragment: URLSearchParams;
}

export class ForumBrowser {
  cookie = '';

  constructor(
    private readonly call: TestApp['call'],
    readonly provider: ProviderBrowser,
  ) {}

  /** GET /api/auth/{provider}: the provider's authorization URL, and this browser's binding cookie. */
  async start(id: string, redirect?: string): Promise<URL> {
    const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
    const res = await this.call('GET', `/api/auth/${id}${query}`, { headers: this.headers() });
    if (res.statusCode !== 302) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
    this.remember(res.headers['set-cookie']);
    return new URL(String(res.headers.location));
  }

  /** Follows the provider's redirect back to our callback. */
  async callback(callbackUrl: URL): Promise<SignInStep> {
    const res = await this.call('GET', `${callbackUrl.pathname}${callbackUrl.search}`, {
      headers: this.headers(),
    });
    const location = String(res.headers.location ?? '');
    return { status: res.statusCode, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
  }

  /** The whole round trip: start, sign in at the provider as `login`, come back. */
  async signIn(id: string, login: string, redirect?: string): Promise<SignInStep> {
    const authorizationUrl = await this.start(id, redirect);
    return this.callback(await this.provider.authorize(authorizationUrl.href, login));
  }

  post(url: string, body: unknown, token?: string) {
    return this.call('POST', url, { body, headers: this.headers(), ...(token ? { token } : {}) });
  }

  headers(): Record<string, string> {
    return this.cookie ? { cookie: this.cookie } : {};
  }

  remember(setCookie: string | string[] | undefined): void {
    const line = [setCookie ?? []].flat().find((c) => c.startsWith('oauth_browser='));
    if (line) this.cookie = line.split(';')[0]!;
  }
}
