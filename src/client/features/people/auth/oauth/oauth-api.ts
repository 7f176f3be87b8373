import { useQuery } from '@tanstack/react-query';
import type {
  CompleteSignUpBody,
  ConfirmLinkBody,
  ExchangeResponse,
  IdentitiesResponse,
  OAuthProviderId,
  PendingResponse,
  ProvidersResponse,
} from '../../../../../shared/contracts/oauth';
import { api } from '../../../../api/api-client';

// Social sign-in calls of the app. Starting a sign-in is not a call: the browser navigates to
// GET /api/auth/{provider} (see providerStartUrl).

export const oauthKeys = {
  providers: ['oauth', 'providers'] as const,
  identities: ['oauth', 'identities'] as const,
};

export function useOAuthProviders() {
  return useQuery({
    queryKey: oauthKeys.providers,
    queryFn: () => api.get<ProvidersResponse>('/api/auth/providers'),
    staleTime: 5 * 60_000,
  });
}

export function useIdentities() {
  return useQuery({
    queryKey: oauthKeys.identities,
    queryFn: () => api.get<IdentitiesResponse>('/api/auth/identities'),
  });
}

/** Where a provider button goes; `redirect` is the page to come back to (docs/product.md#pages). */
export function providerStartUrl(provider: OAuthProviderId, redirect: string): string {
  const base = `/api/auth/${provider}`;
  return redirect === '/' ? base : `${base}?redirect=${encodeURIComponent(redirect)}`;
}

export const exchangeCodeRequest = (code: string) =>
  api.post<ExchangeResponse>('/api/auth/exchange', { code });
export const pendingStepRequest = (ticket: string) =>
  api.post<PendingResponse>('/api/auth/oauth/pending', { ticket });
export const completeSignUpRequest = (body: CompleteSignUpBody) =>
  api.post<ExchangeResponse | { ok: true; message: string }>('/api/auth/oauth/sign-up', body);
export const confirmLinkRequest = (body: ConfirmLinkBody) =>
  api.post<ExchangeResponse>('/api/auth/oauth/link', body);
export const unlinkRequest = (provider: OAuthProviderId) =>
  api.delete<IdentitiesResponse>(`/api/auth/identities/${provider}`);
export const linkStartRequest = (provider: OAuthProviderId) =>
  api.post<{ authorizationUrl: string }>(`/api/auth/identities/${provider}/link`);
