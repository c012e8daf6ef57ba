import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PusherCredentials } from './credentials';

/** Hex HMAC-SHA256 of `text` under `secret`: every Pusher signature is one of these. */
export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Hex MD5 of a request body, as the events API's `body_md5` carries it. */
export function md5Hex(body: string): string {
  return createHash('md5').update(body, 'utf8').digest('hex');
}

/** Constant-time string comparison, so a forger learns nothing from response times. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function channelSigningText(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/** The `auth` token pusher-js sends with `pusher:subscribe`: `key:signature`. */
export function signChannel(credentials: PusherCredentials, socketId: string, channel: string, channelData?: string): string {
  return `${credentials.key}:${hmacHex(credentials.secret, channelSigningText(socketId, channel, channelData))}`;
}

/** True when `auth` is our key and a valid signature of this socket, channel and channel data. */
export function verifyChannel(credentials: PusherCredentials, auth: unknown, socketId: string, channel: string, channelData?: string): boolean {
  if (typeof auth !== 'string') return false;
  return safeEqual(auth, signChannel(credentials, socketId, channel, channelData));
}

/** The `auth` token of `pusher:signin`: it signs `socket_id::user::user_data`. */
export function signUser(credentials: PusherCredentials, socketId: string, userData: string): string {
  return `${credentials.key}:${hmacHex(credentials.secret, `${socketId}::user::${userData}`)}`;
}

/** True when `auth` signs this socket and user data with our secret. */
export function verifyUser(credentials: PusherCredentials, auth: unknown, socketId: string, userData: string): boolean {
  if (typeof auth !== 'string') return false;
  return safeEqual(auth, signUser(credentials, socketId, userData));
}
