import type { PusherCredentials } from './credentials';
import { hmacHex, md5Hex, safeEqual } from './signatures';

/** Pusher refuses a signed request whose timestamp is further than this from its clock. */
export const MAX_TIMESTAMP_SKEW_SECONDS = 600;

/** A request to the events API as it arrived: the query string and body exactly as sent. */
export interface SignedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

export type Verdict = { ok: true } | { ok: false; message: string };

function refuse(message: string): Verdict {
  return { ok: false, message };
}

/** The string Pusher signs: method, path and the sorted `key=value` query without the signature. */
export function stringToSign(method: string, path: string, query: URLSearchParams): string {
  const pairs = [...query.entries()]
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]) => [key.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`);
  return [method.toUpperCase(), path, pairs.join('&')].join('\n');
}

/**
 * Checks a server-to-server request the way Pusher does: our key, auth version 1.0, a timestamp
 * within ±600 s of `nowMs`, the body's MD5 and the HMAC-SHA256 signature.
 */
export function verifySignedRequest(credentials: PusherCredentials, request: SignedRequest, nowMs: number): Verdict {
  const { query } = request;
  for (const name of ['auth_key', 'auth_timestamp', 'auth_version', 'auth_signature']) {
    const values = query.getAll(name);
    if (values.length !== 1 || values[0] === '') return refuse(`Missing or repeated ${name}.`);
  }
  if (query.get('auth_key') !== credentials.key) return refuse('Unknown auth_key.');
  if (query.get('auth_version') !== '1.0') return refuse('Unsupported auth_version: expected 1.0.');

  const timestamp = query.get('auth_timestamp') ?? '';
  const nowSeconds = Math.floor(nowMs / 1000);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > MAX_TIMESTAMP_SKEW_SECONDS) {
    return refuse(`Timestamp expired: ${timestamp} is not within ${MAX_TIMESTAMP_SKEW_SECONDS} s of server time ${nowSeconds}.`);
  }

  const bodyMd5 = query.getAll('body_md5');
  if (bodyMd5.length > 1) return refuse('Repeated body_md5.');
  if ((request.body !== '' || bodyMd5.length === 1) && !safeEqual(bodyMd5[0] ?? '', md5Hex(request.body))) {
    return refuse('The body_md5 does not match the body.');
  }

  const expected = hmacHex(credentials.secret, stringToSign(request.method, request.path, query));
  if (!safeEqual(query.get('auth_signature') ?? '', expected)) return refuse('Invalid signature.');
  return { ok: true };
}
