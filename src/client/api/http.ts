import axios, { AxiosHeaders, isAxiosError } from 'axios';
import type { AxiosResponse, RawAxiosHeaders } from 'axios';
import { API_VERSION, headers, validationErrorBody } from '../../shared/api';
import { ValidationError } from './apiErrors';
import { readCsrfToken, writeCsrfToken } from './csrfToken';
import { useGameStore } from '../stores/gameStore';
import { pageNavigator } from './pageNavigator';

export const CSRF_RELOAD_MESSAGE =
  'CSRF token mismatch: the page will reload to get a fresh token.';

/** The one axios instance every client call goes through, with the request defaults of seed 000 §7. */
export const http = axios.create({
  withCredentials: true,
  headers: {
    [headers.requestedWith]: 'XMLHttpRequest',
    Accept: 'application/json',
    [headers.apiVersion]: API_VERSION,
  },
});

http.interceptors.request.use((config) => {
  // Read on every request: the token rotates on login, register and logout.
  const token = readCsrfToken();
  if (token) config.headers.set(headers.csrf, token);
  // Game calls act on the active character (seed 001 §1: "All actions apply to the current character").
  const characterId = useGameStore.getState().activeCharacterId;
  if (characterId !== null) config.headers.set(headers.character, String(characterId));
  return config;
});

/** A response header by name, whatever its case (adapters may hand back plain objects). */
function responseHeader(response: AxiosResponse, name: string): string | undefined {
  const value: unknown = AxiosHeaders.from(response.headers as RawAxiosHeaders).get(name);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function adoptRotatedToken(response: AxiosResponse): void {
  const token = responseHeader(response, headers.csrf);
  if (token) writeCsrfToken(token);
}

http.interceptors.response.use(
  (response) => {
    adoptRotatedToken(response);
    return response;
  },
  (error: unknown) => {
    if (!isAxiosError(error) || !error.response) return Promise.reject(error);
    const { response } = error;
    adoptRotatedToken(response);

    if (response.status === 419) {
      console.error(CSRF_RELOAD_MESSAGE);
      pageNavigator.reload();
    } else if (response.status === 409) {
      const location = responseHeader(response, 'location');
      if (location) pageNavigator.assign(location);
    } else if (response.status === 422) {
      const body = validationErrorBody.safeParse(response.data);
      if (body.success) return Promise.reject(new ValidationError(body.data, { cause: error }));
    }
    return Promise.reject(error);
  },
);
