import type {
  LoginBody,
  RegisterBody,
  SessionResponse,
  UpdateProfileBody,
} from '../../../../shared/contracts/auth';
import type { SignInResponse, TwoFactorLoginBody } from '../../../../shared/contracts/two-factor';
import type { PublicUser } from '../../../../shared/contracts/users';
import { api } from '../../../api/api-client';

/** A session, or, for an account with two-factor sign-in, the ticket for the code step. */
export const loginRequest = (body: LoginBody) => api.post<SignInResponse>('/api/auth/login', body);
export const twoFactorLoginRequest = (body: TwoFactorLoginBody) =>
  api.post<SessionResponse>('/api/auth/login/two-factor', body);
export const registerRequest = (body: RegisterBody) => api.post<SessionResponse>('/api/auth/register', body);
export const updateProfileRequest = (body: UpdateProfileBody) =>
  api.put<{ user: PublicUser }>('/api/auth/me', body);
export const uploadAvatarRequest = (file: File) => api.upload<{ user: PublicUser }>('/api/me/avatar', file);
export const removeAvatarRequest = () => api.delete<{ user: PublicUser }>('/api/me/avatar');
