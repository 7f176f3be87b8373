import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { Database } from '../../platform/db/schema';
import { sha256 } from './browser-binding';
import {
  type ProviderProfile,
  profileFromFacebook,
  profileFromGoogle,
  profileFromX,
} from './provider-profiles';
import type { ProviderClients, ProviderSettings } from './providers';

// The authorization-code flow with PKCE (RFC 6749, RFC 7636), through openid-client. The state, PKCE
// verifier and OpenID nonce live in a row keyed by the state's hash and bound to the browser's key; the
// row is deleted when the provider sends the browser back, so a state is good once, in one browser.

const FLOW_MINUTES = 10;

/** Why a callback was refused; the code goes to the app, which shows OAUTH_ERROR_TEXT[code]. */
export class OAuthFlowError extends Error {
  constructor(
    readonly code: 'OAUTH_STATE' | 'OAUTH_DENIED' | 'OAUTH_FAILED',
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

export interface StartFlowInput {
  browserKey: string;
  returnTo: string;
  linkUserId?: number;
}

/** Records a new flow and answers the provider's authorization URL to send the browser to. */
export async function startFlow(
  db: Kysely<Database>,
  clients: ProviderClients,
  settings: ProviderSettings,
  input: StartFlowInput,
): Promise<URL> {
  const configuration = await clients.configuration(settings);
  const state = client.randomState();
  const verifier = client.randomPKCECodeVerifier();
  const nonce = settings.kind === 'oidc' ? client.randomNonce() : null;
  await sweepExpired(db);
  await db
    .insertInto('oauth_flows')
    .values({
      state_hash: sha256(state),
      browser_hash: sha256(input.browserKey),
      provider: settings.id,
      code_verifier: verifier,
      nonce,
      return_to: input.returnTo,
      link_user_id: input.linkUserId ?? null,
      expires_at: new Date(Date.now() + FLOW_MINUTES * 60_000),
    })
    .execute();
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: settings.redirectUri,
    scope: settings.scopes,
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(nonce ? { nonce } : {}),
  });
}

export interface FinishedFlow {
  profile: ProviderProfile;
  returnTo: string;
  linkUserId: number | null;
}

/**
 * Checks the callback against the flow this browser started, redeems the code at the provider (with the
 * PKCE verifier; for Google the ID token is verified) and reads who signed in.
 */
export async function finishFlow(
  db: Kysely<Database>,
  clients: ProviderClients,
  settings: ProviderSettings,
  input: { browserHash: string; query: URLSearchParams },
): Promise<FinishedFlow> {
  const state = input.query.get('state');
  if (!state) throw new OAuthFlowError('OAUTH_STATE', 'callback without state');
  const flow = await db
    .deleteFrom('oauth_flows')
    .where('state_hash', '=', sha256(state))
    .where('browser_hash', '=', input.browserHash)
    .where('provider', '=', settings.id)
    .returningAll()
    .executeTakeFirst();
  if (!flow || new Date(flow.expires_at).getTime() < Date.now()) {
    throw new OAuthFlowError('OAUTH_STATE', 'unknown, used, expired or foreign state');
  }
  if (input.query.has('error')) {
    throw new OAuthFlowError('OAUTH_DENIED', `provider answered ${input.query.get('error')}`);
  }
  // The URL the provider redirected to, rebuilt from PUBLIC_URL (not the Host header), so redirect_uri
  // in the token request is exactly the registered one.
  const callbackUrl = new URL(settings.redirectUri);
  callbackUrl.search = input.query.toString();
  try {
    const configuration = await clients.configuration(settings);
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: state,
      ...(settings.kind === 'oidc' ? { expectedNonce: flow.nonce ?? '', idTokenExpected: true } : {}),
    });
    const profile =
      settings.kind === 'oidc'
        ? profileFromGoogle(tokens.claims())
        : await readUserInfo(configuration, settings, tokens.access_token);
    return { profile, returnTo: flow.return_to, linkUserId: flow.link_user_id };
  } catch (error) {
    throw new OAuthFlowError('OAUTH_FAILED', describeError(error), error);
  }
}

async function readUserInfo(
  configuration: client.Configuration,
  settings: ProviderSettings & { kind: 'oauth2' },
  accessToken: string,
): Promise<ProviderProfile> {
  // Facebook's and X's user-info answers are not OpenID UserInfo (no `sub`), so this is a plain protected
  // resource call; each shape is checked by its own parser.
  const response = await client.fetchProtectedResource(
    configuration,
    accessToken,
    new URL(settings.userinfoUrl),
    'GET',
  );
  if (!response.ok) throw new Error(`user info answered ${response.status}`);
  const body: unknown = await response.json();
  return settings.id === 'facebook' ? profileFromFacebook(body) : profileFromX(body);
}

/** A log-safe description: the error's kind and message, never a response body (it may hold tokens). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`.slice(0, 300);
}

/** Flows, pending steps and codes are short-lived; whatever expired is removed when a new flow starts. */
async function sweepExpired(db: Kysely<Database>): Promise<void> {
  const now = new Date();
  await db.deleteFrom('oauth_flows').where('expires_at', '<', now).execute();
  await db.deleteFrom('oauth_pending').where('expires_at', '<', now).execute();
  await db.deleteFrom('oauth_login_codes').where('expires_at', '<', now).execute();
}
