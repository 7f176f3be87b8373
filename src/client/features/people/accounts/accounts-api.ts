import type {
  ChangeEmailBody,
  ChangePasswordBody,
  DeviceSession,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '../../../../shared/contracts/accounts';
import type {
  RecoveryCodesResponse,
  SignInResponse,
  TwoFactorDisableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../../shared/contracts/two-factor';
import type { PublicUser } from '../../../../shared/contracts/users';
import { api } from '../../../api/api-client';

type Ok = { ok: true; message?: string };

export const forgotPasswordRequest = (body: ForgotPasswordBody) =>
  api.post<Ok>('/api/auth/forgot-password', body);
export const checkResetLink = (token: string) =>
  api.get<Ok>(`/api/auth/reset-password?token=${encodeURIComponent(token)}`);
export const resetPasswordRequest = (body: ResetPasswordBody) =>
  api.post<SignInResponse>('/api/auth/reset-password', body);
export const confirmEmailRequest = (token: string) => api.post<Ok>('/api/auth/confirm-email', { token });
export const cancelEmailChangeRequest = (token: string) =>
  api.post<Ok>('/api/auth/cancel-email-change', { token });

// The account security page (docs/product.md#accounts).
export const accountKeys = { me: ['accounts', 'me'] as const, sessions: ['accounts', 'sessions'] as const };
export const meRequest = () => api.get<{ user: PublicUser }>('/api/auth/me');
export const resendConfirmationRequest = () => api.post<Ok>('/api/auth/confirm-email/resend', {});
export const changeEmailRequest = (body: ChangeEmailBody) => api.post<Ok>('/api/auth/email', body);
export const changePasswordRequest = (body: ChangePasswordBody) => api.post<Ok>('/api/auth/password', body);
export const sessionsRequest = () => api.get<{ sessions: DeviceSession[] }>('/api/auth/sessions');
export const signOutDeviceRequest = (id: number) => api.delete<Ok>(`/api/auth/sessions/${id}`);
export const signOutOthersRequest = () => api.delete<Ok>('/api/auth/sessions?keep_current=true');
export const signOutEverywhereRequest = () => api.delete<Ok>('/api/auth/sessions');

// Two-factor sign-in set-up (docs/decisions/022-account-security-and-staff-two-factor.md).
export const twoFactorKeys = { status: ['accounts', 'two-factor'] as const };
export const twoFactorStatusRequest = () => api.get<TwoFactorStatus>('/api/auth/two-factor');
export const twoFactorSetupRequest = (password: string) =>
  api.post<TwoFactorSetup>('/api/auth/two-factor/setup', password ? { password } : {});
export const twoFactorEnableRequest = (code: string) =>
  api.post<RecoveryCodesResponse>('/api/auth/two-factor/enable', { code });
export const renewRecoveryCodesRequest = (code: string) =>
  api.post<RecoveryCodesResponse>('/api/auth/two-factor/recovery-codes', { code });
export const twoFactorDisableRequest = (body: TwoFactorDisableBody) =>
  api.post<Ok>('/api/auth/two-factor/disable', body);
