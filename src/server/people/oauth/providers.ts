import * as client from 'openid-client';
import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS, type OAuthProviderId } from '../../../shared/contracts/oauth';
import type { Config } from '../../config';

// The three providers of docs/product.md#pages, each on only when its client id and secret are configured.
// Google is OpenID Connect (discovery, ID token checked); Facebook and X are plain OAuth 2 with a
// user-info call. All three use the authorization-code flow with PKCE through openid-client.

interface CommonSettings {
  id: OAuthProviderId;
  name: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  redirectUri: string;
}

export interface OidcSettings extends CommonSettings {
  kind: 'oidc';
  issuer: string;
}

export interface OAuth2Settings extends CommonSettings {
  kind: 'oauth2';
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** X wants the client secret in HTTP Basic; Facebook takes it in the form body. */
  clientAuth: 'basic' | 'post';
}

export type ProviderSettings = OidcSettings | OAuth2Settings;

export function providerSettings(config: Config): Partial<Record<OAuthProviderId, ProviderSettings>> {
  const settings: Partial<Record<OAuthProviderId, ProviderSettings>> = {};
  const redirectUri = (id: OAuthProviderId) =>
    new URL(`/api/auth/${id}/callback`, config.PUBLIC_URL ?? 'http://localhost').href;
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    settings.google = {
      kind: 'oidc',
      id: 'google',
      name: OAUTH_PROVIDER_NAMES.google,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      issuer: config.GOOGLE_ISSUER,
      scopes: 'openid email profile',
      redirectUri: redirectUri('google'),
    };
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    settings.facebook = {
      kind: 'oauth2',
      id: 'facebook',
      name: OAUTH_PROVIDER_NAMES.facebook,
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      issuer: config.FACEBOOK_ISSUER,
      authorizationUrl: config.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: config.FACEBOOK_TOKEN_URL,
      userinfoUrl: config.FACEBOOK_USERINFO_URL,
      scopes: config.FACEBOOK_SCOPES,
      clientAuth: 'post',
      redirectUri: redirectUri('facebook'),
    };
  }
  if (config.TWITTER_CLIENT_ID && config.TWITTER_CLIENT_SECRET) {
    settings.twitter = {
      kind: 'oauth2',
      id: 'twitter',
      name: OAUTH_PROVIDER_NAMES.twitter,
      clientId: config.TWITTER_CLIENT_ID,
      clientSecret: config.TWITTER_CLIENT_SECRET,
      issuer: config.TWITTER_ISSUER,
      authorizationUrl: config.TWITTER_AUTHORIZATION_URL,
      tokenUrl: config.TWITTER_TOKEN_URL,
      userinfoUrl: config.TWITTER_USERINFO_URL,
      scopes: config.TWITTER_SCOPES,
      clientAuth: 'basic',
      redirectUri: redirectUri('twitter'),
    };
  }
  return settings;
}

/** Outbound calls to a provider give up after this many seconds (openid-client's default is 30). */
const PROVIDER_TIMEOUT_SECONDS = 10;

function isLoopbackHttp(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

/** The openid-client configurations of the enabled providers, made on first use and kept. */
export class ProviderClients {
  private readonly configurations = new Map<OAuthProviderId, Promise<client.Configuration>>();

  constructor(readonly settings: Partial<Record<OAuthProviderId, ProviderSettings>>) {}

  list(): { id: OAuthProviderId; name: string; enabled: boolean }[] {
    return OAUTH_PROVIDERS.map((id) => ({
      id,
      name: OAUTH_PROVIDER_NAMES[id],
      enabled: !!this.settings[id],
    }));
  }

  get(id: OAuthProviderId): ProviderSettings | undefined {
    return this.settings[id];
  }

  configuration(settings: ProviderSettings): Promise<client.Configuration> {
    let pending = this.configurations.get(settings.id);
    if (!pending) {
      pending = makeConfiguration(settings);
      // A failed discovery (provider unreachable) is tried again on the next sign-in, not cached.
      pending.catch(() => this.configurations.delete(settings.id));
      this.configurations.set(settings.id, pending);
    }
    return pending;
  }
}

async function makeConfiguration(settings: ProviderSettings): Promise<client.Configuration> {
  // openid-client refuses plain http://. The configuration only accepts it for a provider on this machine
  // (config.ts), which is the local OpenID Connect provider the tests run; real providers are https://.
  const insecure = isLoopbackHttp(settings.issuer);
  let configuration: client.Configuration;
  if (settings.kind === 'oidc') {
    configuration = await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      },
    );
    // Check the ID token's signature against the provider's published keys too, not only its claims.
    client.enableNonRepudiationChecks(configuration);
  } else {
    configuration = new client.Configuration(
      {
        issuer: settings.issuer,
        authorization_endpoint: settings.authorizationUrl,
        token_endpoint: settings.tokenUrl,
        code_challenge_methods_supported: ['S256'],
      },
      settings.clientId,
      settings.clientSecret,
      settings.clientAuth === 'basic'
        ? client.ClientSecretBasic(settings.clientSecret)
        : client.ClientSecretPost(settings.clientSecret),
    );
    const endpoints = [settings.authorizationUrl, settings.tokenUrl, settings.userinfoUrl];
    if (endpoints.some(isLoopbackHttp)) client.allowInsecureRequests(configuration);
  }
  configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
  return configuration;
}
