import type { IncomingMessage } from 'node:http';
import { PUSHER_PROTOCOL_VERSION } from '../../shared/api';
import { ErrorCode } from './protocol';

export interface Refusal {
  code: number;
  message: string;
}

const APP_PATH = /^\/app\/([^/]+)$/;

/** The app key of a `/app/{key}` path, or null for any other path. */
export function appKeyOfPath(pathname: string): string | null {
  const match = APP_PATH.exec(pathname);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

function hostsOf(request: IncomingMessage, trustProxy: boolean): string[] {
  const hosts = [request.headers.host];
  const forwarded = request.headers['x-forwarded-host'];
  if (trustProxy && typeof forwarded === 'string') hosts.push(forwarded.split(',')[0]?.trim());
  return hosts.filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase());
}

/**
 * Browsers always send Origin on a WebSocket handshake and cookies ride along, so a page on
 * another site must not open one: the page's own origin (same host) and listed origins may.
 * Clients that send no Origin (servers, the Node SDKs) are not browsers and carry no cookies.
 */
export function originAllowed(request: IncomingMessage, allowedOrigins: readonly string[], trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins.includes(parsed.origin)) return true;
  return hostsOf(request, trustProxy).includes(parsed.host.toLowerCase());
}

/** Why a handshake is refused (Pusher's codes), or null when the connection may open. */
export function handshakeRefusal(
  request: IncomingMessage,
  key: string,
  params: URLSearchParams,
  expected: { key: string; allowedOrigins: readonly string[]; trustProxy: boolean },
): Refusal | null {
  if (key !== expected.key) return { code: ErrorCode.applicationDoesNotExist, message: `Could not find app by key ${key.slice(0, 64)}` };
  const protocol = params.get('protocol');
  if (protocol === null) return { code: ErrorCode.noProtocolVersion, message: 'No protocol version supplied' };
  if (!/^\d{1,3}$/.test(protocol)) return { code: ErrorCode.invalidVersionFormat, message: 'Invalid version string format' };
  if (Number(protocol) !== PUSHER_PROTOCOL_VERSION) {
    return { code: ErrorCode.unsupportedProtocolVersion, message: `Unsupported protocol version ${protocol}: this server speaks ${PUSHER_PROTOCOL_VERSION}` };
  }
  if (!originAllowed(request, expected.allowedOrigins, expected.trustProxy)) {
    return { code: ErrorCode.unauthorized, message: 'Origin not allowed' };
  }
  return null;
}
