import { z } from 'zod';
import { email, user } from './auth';
import { confirmPasswordRequest, messageResponse } from './password';
import { route } from './route';
import { NO_CHANGES, changes } from './changes';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);

export const updateProfileRequest = z.object({ name: z.string().trim().min(2).max(60), email });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const browserSession = z.object({
  agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  is_current_device: z.boolean(),
  last_active: z.string(),
});
export type BrowserSession = z.infer<typeof browserSession>;

/** The signed link of the verification mail: who, a hash of the address, and the signature over both. */
export const verifyEmailParams = z.object({ id, hash: z.string().regex(/^[0-9a-f]{40}$/) });
export const verifyEmailQuery = z.object({ expires: z.coerce.number().int().positive().max(2 ** 53), signature: z.string().regex(/^[0-9a-f]{64}$/) });

/** Profile information, e-mail verification, browser sessions and deleting the account (Fortify's and Jetstream's paths). */
export const profileRoutes = {
  update: route({ changes: changes(['user']), method: 'PUT', path: '/user/profile-information', access: 'user', body: updateProfileRequest, response: user }),
  verifyEmail: route({ changes: changes(['user']), method: 'POST', path: '/email/verify/:id/:hash', access: 'public', params: verifyEmailParams, query: verifyEmailQuery, response: messageResponse }),
  sendVerification: route({ changes: NO_CHANGES, method: 'POST', path: '/email/verification-notification', access: 'user', response: messageResponse }),
  sessions: route({ method: 'GET', path: '/user/browser-sessions', access: 'user', response: z.object({ sessions: z.array(browserSession) }) }),
  logoutOtherSessions: route({ changes: changes(['account']), method: 'DELETE', path: '/user/other-browser-sessions', access: 'user', body: confirmPasswordRequest, response: z.void(), status: 204 }),
  deleteAccount: route({ changes: changes(['user', 'characters']), method: 'DELETE', path: '/user', access: 'user', body: confirmPasswordRequest, response: z.void(), status: 204 }),
};
