import { authRoutes } from '../../shared/api';
import type { LoginRequest, RegisterRequest, User } from '../../shared/api';
import { callRoute } from '../api/callRoute';

/** Creates the account; the server signs the new player in. */
export async function register(input: RegisterRequest): Promise<User> {
  return (await callRoute(authRoutes.register, { body: input })).user;
}

/**
 * Signs in: the user, or null when the account has two-factor on and the challenge comes next.
 * Bad credentials reject with a ValidationError on `email`, throttling with a 429.
 */
export async function login(input: LoginRequest): Promise<User | null> {
  const answer = await callRoute(authRoutes.login, { body: input });
  return answer.two_factor ? null : answer.user;
}

export async function logout(): Promise<void> {
  await callRoute(authRoutes.logout);
}

/** The signed-in player; rejects with a 401 when there is none. */
export function fetchUser(signal?: AbortSignal): Promise<User> {
  return callRoute(authRoutes.user, {}, { signal });
}
