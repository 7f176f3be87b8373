import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS } from '../../../shared/contracts/oauth';
import { providerStartUrl, useOAuthProviders } from './oauth/oauth-api';

// docs/product.md#pages: social sign-in links for Google, Facebook and X. A provider the server has set up is a
// link to GET /api/auth/{provider} (a full page navigation to the provider, then back to `redirect`); one it
// has not is a disabled button with a note (issue 7).

export function SocialSignIn({ mode, redirect }: { mode: 'sign-up' | 'sign-in'; redirect: string }) {
  const providers = useOAuthProviders();
  const verb = mode === 'sign-up' ? 'Sign up' : 'Sign in';
  // Until the list arrives (or if it cannot), every button shows disabled; the server is the judge anyway.
  const enabled = new Set(providers.data?.providers.filter((p) => p.enabled).map((p) => p.id) ?? []);
  const off = OAUTH_PROVIDERS.filter((id) => !enabled.has(id)).map((id) => OAUTH_PROVIDER_NAMES[id]);
  const noteId = `social-note-${mode}`;
  const showNote = !providers.isPending && off.length > 0;

  return (
    <section aria-labelledby={`social-heading-${mode}`} className="stack" style={{ marginBottom: '1rem' }}>
      <h2 id={`social-heading-${mode}`} className="visually-hidden">
        {verb} with another account
      </h2>
      <div className="row">
        {OAUTH_PROVIDERS.map((id) => {
          const label = `${verb} with ${OAUTH_PROVIDER_NAMES[id]}`;
          return enabled.has(id) ? (
            <a key={id} className="btn btn-secondary" href={providerStartUrl(id, redirect)}>
              {label}
            </a>
          ) : (
            <button
              key={id}
              type="button"
              className="btn btn-secondary"
              disabled
              aria-describedby={showNote ? noteId : undefined}
            >
              {label}
            </button>
          );
        })}
      </div>
      {showNote && (
        <p id={noteId} className="field-hint">
          {off.length === OAUTH_PROVIDERS.length
            ? `Sign-in with ${joinNames(off)} is not set up on this forum yet. Please ${mode === 'sign-up' ? 'register' : 'sign in'} with an email address.`
            : `Sign-in with ${joinNames(off)} is not set up on this forum.`}
        </p>
      )}
    </section>
  );
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
