import type { ForgotPasswordBody, ResetPasswordBody } from '../../../shared/contracts/accounts';
import type { SessionResponse } from '../../../shared/contracts/auth';
import { api } from '../../api/api-client';

type Ok = { ok: true; message?: string };

export const forgotPasswordRequest = (body: ForgotPasswordBody) =>
  api.post<Ok>('/api/auth/forgot-password', body);
export const checkResetLink = (token: string) =>
  api.get<Ok>(`/api/auth/reset-password?token=${encodeURIComponent(token)}`);
export const resetPasswordRequest = (body: ResetPasswordBody) =>
  api.post<SessionResponse>('/api/auth/reset-password', body);
export const confirmEmailRequest = (token: string) => api.post<Ok>('/api/auth/confirm-email', { token });
