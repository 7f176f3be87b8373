import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { OAuthProviderId } from '../../../../../shared/contracts/oauth';
import { errorText } from '../../../../api/api-client';
import { Alert } from '../../../../ui/alert';
import { linkStartRequest, oauthKeys, unlinkRequest, useIdentities, useOAuthProviders } from './oauth-api';

// The profile's "Sign-in methods": linked providers with Unlink, and Link for the others that are
// set up. The last way to sign in (no password, one provider) cannot be unlinked; the server checks it too.

export function LinkedAccounts() {
  const identities = useIdentities();
  const providers = useOAuthProviders();
  const queryClient = useQueryClient();
  const location = useLocation();
  const justLinked = (location.state as { oauthLinked?: boolean } | null)?.oauthLinked === true;
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(
    justLinked ? { kind: 'success', text: 'Your sign-in is linked. You can now use it to sign in.' } : null,
  );
  const [busy, setBusy] = useState<OAuthProviderId | null>(null);

  if (identities.isPending || providers.isPending) return null;
  if (identities.isError || providers.isError) {
    return <Alert kind="error">Could not load your sign-in methods.</Alert>;
  }
  const linked = identities.data.identities;
  const onlyWay = !identities.data.hasPassword && linked.length <= 1;
  const linkable = providers.data.providers.filter(
    (p) => p.enabled && !linked.some((i) => i.provider === p.id),
  );

  async function unlink(provider: OAuthProviderId, name: string) {
    setBusy(provider);
    setMessage(null);
    try {
      queryClient.setQueryData(oauthKeys.identities, await unlinkRequest(provider));
      setMessage({ kind: 'success', text: `${name} is no longer linked to your account.` });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, `Failed to unlink ${name}`) });
    } finally {
      setBusy(null);
    }
  }

  async function link(provider: OAuthProviderId, name: string) {
    setBusy(provider);
    setMessage(null);
    try {
      const { authorizationUrl } = await linkStartRequest(provider);
      window.location.assign(authorizationUrl);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, `Failed to link ${name}`) });
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="sign-in-methods" className="stack" style={{ marginTop: '1.5rem' }}>
      <h2 id="sign-in-methods">Sign-in methods</h2>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <p className="muted">
        {identities.data.hasPassword
          ? 'You can sign in with your username or e-mail and password.'
          : 'Your account has no password.'}
      </p>
      {linked.length === 0 && <p>No other sign-in is linked to your account.</p>}
      {linked.length > 0 && (
        <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
          {linked.map((identity) => (
            <li key={identity.provider} className="row">
              <span>
                <strong>{identity.providerName}</strong>
                {identity.email && <span className="muted"> ({identity.email})</span>}
              </span>
              <span className="spacer" />
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={onlyWay || busy !== null}
                aria-describedby={onlyWay ? 'only-sign-in-note' : undefined}
                onClick={() => unlink(identity.provider, identity.providerName)}
              >
                Unlink {identity.providerName}
              </button>
            </li>
          ))}
        </ul>
      )}
      {onlyWay && linked.length > 0 && (
        <p id="only-sign-in-note" className="field-hint">
          This is your only way to sign in, so it cannot be unlinked. Link another provider first.
        </p>
      )}
      {linkable.length > 0 && (
        <div className="row">
          {linkable.map((p) => (
            <button
              key={p.id}
              type="button"
              className="btn btn-secondary"
              disabled={busy !== null}
              onClick={() => link(p.id, p.name)}
            >
              Link {p.name}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
