import {
  authPaths,
  loginResponse,
  registerResponse,
  user as userSchema,
} from '../../shared/api';
import type { LoginRequest, RegisterRequest, User } from '../../shared/api';
import { http } from './http';

/** Creates the account; the server signs the new player in. */
export async function register(input: RegisterRequest): Promise<User> {
  const { data } = await http.post<unknown>(authPaths.register, input);
  return registerResponse.parse(data).user;
}

/** Signs in; bad credentials reject with a ValidationError on `email`, throttling with a 429. */
export async function login(input: LoginRequest): Promise<User> {
  const { data } = await http.post<unknown>(authPaths.login, input);
  return loginResponse.parse(data).user;
}

export async function logout(): Promise<void> {
  await http.post(authPaths.logout);
}

/** The signed-in player; rejects with a 401 when there is none. */
export async function fetchUser(signal?: AbortSignal): Promise<User> {
  const { data } = await http.get<unknown>(authPaths.user, { signal });
  return userSchema.parse(data);
}
