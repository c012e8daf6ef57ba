import { z } from 'zod';
import { route } from './route';

const email = z.string().trim().toLowerCase().max(255).pipe(z.email());

export const registerRequest = z
  .object({
    name: z.string().trim().min(2).max(60),
    email,
    password: z.string().min(8).max(200),
    password_confirmation: z.string().max(200),
  })
  .refine((data) => data.password === data.password_confirmation, {
    path: ['password'],
    message: 'The password field confirmation does not match.',
  });
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
});
export type User = z.infer<typeof user>;

/** Fortify answers a JSON login with `two_factor`; we add the user so the client needs no second call. */
export const loginResponse = z.object({ two_factor: z.boolean(), user });
export const registerResponse = z.object({ user });

/** Laravel Fortify's paths: register, login, logout; and the current user. */
export const authRoutes = {
  register: route({ method: 'POST', path: '/register', access: 'public', body: registerRequest, response: registerResponse, status: 201 }),
  login: route({ method: 'POST', path: '/login', access: 'public', body: loginRequest, response: loginResponse }),
  logout: route({ method: 'POST', path: '/logout', access: 'public', response: z.void(), status: 204 }),
  user: route({ method: 'GET', path: '/api/user', access: 'user', response: user }),
};
