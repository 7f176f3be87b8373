import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS } from '../../../../shared/contracts/oauth';
import { providerStartUrl, useOAuthProviders } from './oauth/oauth-api';

// docs/product.md#pages: social sign-in links for Google, Facebook and X. Only a provider the server has set
// up shows a button (a link to GET /api/auth/{provider}: a full page navigation to the provider, then back
// to `redirect`); a greyed-out button looks broken to members, so one that is not set up is not shown.
export function SocialSignIn({ mode, redirect }: { mode: 'sign-up' | 'sign-in'; redirect: string }) {
  const providers = useOAuthProviders();
  const verb = mode === 'sign-up' ? 'Sign up' : 'Sign in';
  const enabled = new Set(providers.data?.providers.filter((p) => p.enabled).map((p) => p.id) ?? []);
  const shown = OAUTH_PROVIDERS.filter((id) => enabled.has(id));
  if (shown.length === 0) return null;

  return (
    <section aria-labelledby={`social-heading-${mode}`} className="stack" style={{ marginBottom: '1rem' }}>
      <h2 id={`social-heading-${mode}`} className="visually-hidden">
        {verb} with another account
      </h2>
      <div className="row">
        {shown.map((id) => (
          <a key={id} className="btn btn-secondary" href={providerStartUrl(id, redirect)}>
            {verb} with {OAUTH_PROVIDER_NAMES[id]}
          </a>
        ))}
      </div>
    </section>
  );
}
