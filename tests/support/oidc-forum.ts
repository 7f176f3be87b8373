import { afterAll, beforeAll } from 'vitest';
import {
  ForumBrowser,
  type OidcTestProvider,
  ProviderBrowser,
  startOidcTestProvider,
} from './oidc-test-provider';
import { createTestApp, type TestApp } from './test-app';

export interface OidcForum {
  /** The loopback OpenID Connect provider, standing in for Google, Facebook and X. */
  idp: OidcTestProvider;
  /** The forum under test, its social sign-in pointed at `idp`. */
  t: TestApp;
  /** A browser of its own (cookies and all) at the forum and at the provider. */
  newBrowser(): ForumBrowser;
}

/**
 * A social sign-in test file's forum: starts the provider and a forum using it before the file's tests
 * and closes both after them. `env` adds to the forum's environment (a rate limit raised, say).
 */
export function oidcForumForFile(env: Record<string, string> = {}): OidcForum {
  const forum = {
    newBrowser: () => new ForumBrowser(forum.t.call, new ProviderBrowser(forum.idp.issuer)),
  } as OidcForum;
  beforeAll(async () => {
    forum.idp = await startOidcTestProvider({ forumUrl: 'http://forum.test' });
    forum.t = await createTestApp({ ...forum.idp.forumEnv(), ...env });
  });
  afterAll(async () => {
    await forum.t?.close();
    await forum.idp?.close();
  });
  return forum;
}
