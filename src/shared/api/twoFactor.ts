import { z } from 'zod';
import { user } from './auth';
import { route } from './route';
import { changes } from './changes';

const code = z.string().trim().regex(/^\d{6}$/, 'The code must be 6 digits.');

export const confirmTwoFactorRequest = z.object({ code });
export type ConfirmTwoFactorRequest = z.infer<typeof confirmTwoFactorRequest>;

/** The login's second step: a code from the authenticator app, or one of the recovery codes. */
export const twoFactorChallengeRequest = z
  .object({ code: code.optional(), recovery_code: z.string().trim().min(1).max(64).optional() })
  .refine((body) => body.code !== undefined || body.recovery_code !== undefined, { path: ['code'], message: 'Enter a code or a recovery code.' });
export type TwoFactorChallengeRequest = z.infer<typeof twoFactorChallengeRequest>;

export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });

/** Fortify's two-factor paths: enable, confirm with a code, QR code and key, recovery codes, disable, and the login challenge. */
export const twoFactorRoutes = {
  enable: route({ changes: changes(['account', 'user']), method: 'POST', path: '/user/two-factor-authentication', access: 'user', response: z.void(), status: 204, passwordConfirmed: true }),
  confirm: route({ changes: changes(['account', 'user']), method: 'POST', path: '/user/confirmed-two-factor-authentication', access: 'user', body: confirmTwoFactorRequest, response: recoveryCodesResponse, passwordConfirmed: true }),
  qrCode: route({ method: 'GET', path: '/user/two-factor-qr-code', access: 'user', response: z.object({ svg: z.string(), url: z.string() }), passwordConfirmed: true }),
  secretKey: route({ method: 'GET', path: '/user/two-factor-secret-key', access: 'user', response: z.object({ secretKey: z.string() }), passwordConfirmed: true }),
  regenerateRecoveryCodes: route({ changes: changes(['account']), method: 'POST', path: '/user/two-factor-recovery-codes', access: 'user', response: recoveryCodesResponse, passwordConfirmed: true }),
  disable: route({ changes: changes(['account', 'user']), method: 'DELETE', path: '/user/two-factor-authentication', access: 'user', response: z.void(), status: 204, passwordConfirmed: true }),
  challenge: route({ changes: changes(['user', 'characters']), method: 'POST', path: '/two-factor-challenge', access: 'public', body: twoFactorChallengeRequest, response: z.object({ user }) }),
};
