import { z } from 'zod';
import { route } from './route';
import { changes } from './changes';

/** An e-mail address as every account form takes it: trimmed, lower-cased. */
export const email = z.string().trim().toLowerCase().max(255).pipe(z.email());
/** A new password and its confirmation, as register, reset and password update take them. */
export const newPassword = z.string().min(8).max(200);

/** The confirmation check of a new password, shared by every form that sets one. */
export function passwordsMatch(data: { password: string; password_confirmation: string }): boolean {
  return data.password === data.password_confirmation;
}
export const passwordMismatch = { path: ['password'], message: 'The password field confirmation does not match.' };

export const registerRequest = z
  .object({
    name: z.string().trim().min(2).max(60),
    email,
    password: newPassword,
    password_confirmation: z.string().max(200),
  })
  .refine(passwordsMatch, passwordMismatch);
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email,
  password: z.string().min(1).max(200),
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  /** Null until the player follows the link in the verification mail. */
  email_verified_at: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  /** An admin may use the content admin (granted by an admin, or a verified e-mail in ADMIN_EMAILS). */
  is_admin: z.boolean(),
});
export type User = z.infer<typeof user>;

/**
 * Fortify answers a JSON login with `two_factor`; we add the user so the client needs no second
 * call. With two-factor on, no one is signed in yet: the two-factor challenge comes next.
 */
export const loginResponse = z.discriminatedUnion('two_factor', [z.object({ two_factor: z.literal(false), user }), z.object({ two_factor: z.literal(true) })]);
export const registerResponse = z.object({ user });

/** Laravel Fortify's paths: register, login, logout; and the current user. */
export const authRoutes = {
  register: route({ changes: changes(['user', 'characters']), method: 'POST', path: '/register', access: 'public', body: registerRequest, response: registerResponse, status: 201 }),
  login: route({ changes: changes(['user', 'characters']), method: 'POST', path: '/login', access: 'public', body: loginRequest, response: loginResponse }),
  logout: route({ changes: changes(['user', 'characters']), method: 'POST', path: '/logout', access: 'public', response: z.void(), status: 204, formBody: true }),
  user: route({ method: 'GET', path: '/api/user', access: 'user', response: user }),
};
