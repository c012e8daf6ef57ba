import {
  apiTokenRoutes,
  passwordRoutes,
  profileRoutes,
  twoFactorRoutes,
  type CreateApiTokenRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type TwoFactorChallengeRequest,
  type UpdatePasswordRequest,
  type UpdateProfileRequest,
  type User,
} from '../../shared/api';
import { callRoute } from '../api/callRoute';

/** The account suite's calls (Fortify's and Jetstream's paths), one per contract entry. */
export const accountApi = {
  forgotPassword: (body: ForgotPasswordRequest) => callRoute(passwordRoutes.forgot, { body }),
  resetPassword: (body: ResetPasswordRequest) => callRoute(passwordRoutes.reset, { body }),
  confirmPassword: (password: string) => callRoute(passwordRoutes.confirm, { body: { password } }),
  passwordConfirmed: async () => (await callRoute(passwordRoutes.confirmedStatus)).confirmed,
  updatePassword: (body: UpdatePasswordRequest) => callRoute(passwordRoutes.update, { body }),
  updateProfile: (body: UpdateProfileRequest): Promise<User> => callRoute(profileRoutes.update, { body }),
  verifyEmail: (params: { id: number; hash: string }, query: { expires: number; signature: string }) => callRoute(profileRoutes.verifyEmail, { params, query }),
  resendVerification: () => callRoute(profileRoutes.sendVerification),
  browserSessions: async () => (await callRoute(profileRoutes.sessions)).sessions,
  logoutOtherSessions: (password: string) => callRoute(profileRoutes.logoutOtherSessions, { body: { password } }),
  deleteAccount: (password: string) => callRoute(profileRoutes.deleteAccount, { body: { password } }),
  enableTwoFactor: () => callRoute(twoFactorRoutes.enable),
  confirmTwoFactor: async (code: string) => (await callRoute(twoFactorRoutes.confirm, { body: { code } })).recovery_codes,
  twoFactorQrCode: () => callRoute(twoFactorRoutes.qrCode),
  twoFactorSecretKey: async () => (await callRoute(twoFactorRoutes.secretKey)).secretKey,
  regenerateRecoveryCodes: async () => (await callRoute(twoFactorRoutes.regenerateRecoveryCodes)).recovery_codes,
  disableTwoFactor: () => callRoute(twoFactorRoutes.disable),
  twoFactorChallenge: async (body: TwoFactorChallengeRequest) => (await callRoute(twoFactorRoutes.challenge, { body })).user,
  apiTokens: async () => (await callRoute(apiTokenRoutes.list)).tokens,
  createApiToken: (body: CreateApiTokenRequest) => callRoute(apiTokenRoutes.create, { body }),
  revokeApiToken: (id: number) => callRoute(apiTokenRoutes.revoke, { params: { id } }),
};
