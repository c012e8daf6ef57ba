import { z } from 'zod';
import { email, newPassword, passwordMismatch, passwordsMatch } from './auth';
import { route } from './route';
import { NO_CHANGES } from './changes';

export const messageResponse = z.object({ message: z.string() });

export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z
  .object({
    token: z.string().min(1).max(200),
    email,
    password: newPassword,
    password_confirmation: z.string().max(200),
  })
  .refine(passwordsMatch, passwordMismatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const confirmPasswordRequest = z.object({ password: z.string().min(1).max(200) });
export type ConfirmPasswordRequest = z.infer<typeof confirmPasswordRequest>;

export const updatePasswordRequest = z
  .object({
    current_password: z.string().min(1).max(200),
    password: newPassword,
    password_confirmation: z.string().max(200),
  })
  .refine(passwordsMatch, passwordMismatch);
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;

/** Fortify's password paths: forgotten, reset, confirmed for a sensitive act, and changed. */
export const passwordRoutes = {
  forgot: route({ changes: NO_CHANGES, method: 'POST', path: '/forgot-password', access: 'public', body: forgotPasswordRequest, response: messageResponse }),
  reset: route({ changes: NO_CHANGES, method: 'POST', path: '/reset-password', access: 'public', body: resetPasswordRequest, response: messageResponse }),
  confirm: route({ changes: NO_CHANGES, method: 'POST', path: '/user/confirm-password', access: 'user', body: confirmPasswordRequest, response: z.object({ confirmed: z.literal(true) }), status: 201 }),
  confirmedStatus: route({ method: 'GET', path: '/user/confirmed-password-status', access: 'user', response: z.object({ confirmed: z.boolean() }) }),
  update: route({ changes: NO_CHANGES, method: 'PUT', path: '/user/password', access: 'user', body: updatePasswordRequest, response: messageResponse }),
};
