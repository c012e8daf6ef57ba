import { z } from 'zod';
import { channelName, SERVER_TO_USER_PREFIX } from '../../shared/api';

/**
 * Pusher protocol 7 error codes. 4000–4099: the client must not reconnect unchanged; 4100–4199:
 * reconnect after backing off; 4200–4299: reconnect at once; 4300–4399: other (in-band) errors.
 */
export const ErrorCode = {
  applicationDoesNotExist: 4001,
  invalidVersionFormat: 4006,
  unsupportedProtocolVersion: 4007,
  noProtocolVersion: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnectImmediately: 4200,
  pongNotReceived: 4201,
  /** In-band only, never a close code: a client event or message refused (as Pusher-compatible servers answer). */
  clientEventRejected: 4301,
} as const;

/** One message on the wire; `data` of server messages is itself JSON-encoded (protocol 7). */
export interface WireMessage {
  event: string;
  channel?: string;
  data?: string;
  user_id?: string;
}

/** Serialises a server message once, so a fan-out to many sockets reuses the same string. */
export function encodeFrame(event: string, data: unknown, channel?: string, userId?: string): string {
  const message: WireMessage = { event, data: typeof data === 'string' ? data : JSON.stringify(data) };
  if (channel !== undefined) message.channel = channel;
  if (userId !== undefined) message.user_id = userId;
  return JSON.stringify(message);
}

/** The `pusher:error` frame; `code` null is allowed by the protocol for errors without one. */
export function errorFrame(code: number | null, message: string, channel?: string): string {
  // Unlike other server events, pusher:error carries its data as an object (pusher-js reads both);
  // an undefined channel is left out by JSON.stringify.
  return JSON.stringify({ event: 'pusher:error', channel, data: { code, message } });
}

/** A client message: `data` may be an object or a JSON string (pusher-js sends objects). */
const clientMessage = z.object({
  event: z.string().min(1).max(200),
  channel: z.string().optional(),
  data: z.unknown().optional(),
});
export type ClientMessage = z.infer<typeof clientMessage>;

/** Parses one text frame from a client, or null when it is not a Pusher message. */
export function parseClientMessage(text: string): ClientMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = clientMessage.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Reads a client message's data as an object, decoding it when it came as a JSON string. */
export function messageData(message: ClientMessage): Record<string, unknown> {
  let data = message.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return {};
    }
  }
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

export type ChannelKind = 'public' | 'private' | 'presence' | 'server-to-user';

/** The kind of a valid channel name, or null when the name breaks Pusher's rules. */
export function channelKind(name: unknown): ChannelKind | null {
  if (!channelName.safeParse(name).success) return null;
  const text = name as string;
  if (text.startsWith(SERVER_TO_USER_PREFIX)) return 'server-to-user';
  if (text.startsWith('presence-')) return 'presence';
  // private-encrypted- channels sign like private ones; the payload is opaque to the server.
  if (text.startsWith('private-')) return 'private';
  return 'public';
}
