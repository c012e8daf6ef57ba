import { authRoutes } from '../../shared/api';
import type { LoginRequest, RegisterRequest, User } from '../../shared/api';
import { callRoute } from './callRoute';

/** Creates the account; the server signs the new player in. */
export async function register(input: RegisterRequest): Promise<User> {
  return (await callRoute(authRoutes.register, { body: input })).user;
}

/** Signs in; bad credentials reject with a ValidationError on `email`, throttling with a 429. */
export async function login(input: LoginRequest): Promise<User> {
  return (await callRoute(authRoutes.login, { body: input })).user;
}

export async function logout(): Promise<void> {
  await callRoute(authRoutes.logout);
}

/** The signed-in player; rejects with a 401 when there is none. */
export function fetchUser(signal?: AbortSignal): Promise<User> {
  return callRoute(authRoutes.user, {}, { signal });
}
