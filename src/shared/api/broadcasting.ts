import { z } from 'zod';
import { changes, type Changes } from './changes';

/**
 * Realtime (seed 000 §7, 001 §7): the Pusher Channels protocol, version 7, spoken by our own
 * server so the stock `pusher-js` client and the official `pusher` server SDK work unchanged.
 */
export const broadcastingPaths = {
  /** Channel authorisation, called by pusher-js before it subscribes to a private channel. */
  channelAuth: '/broadcasting/auth',
  /** User authentication, called by pusher-js on `pusher.signin()`. */
  userAuth: '/broadcasting/user-auth',
  /** The HTTP events API the `pusher` server SDK posts to. */
  events: '/apps/:appId/events',
  batchEvents: '/apps/:appId/batch_events',
  /** The WebSocket pusher-js opens: `ws(s)://host:port/app/{key}?protocol=7&...`. */
  websocket: (key: string) => `/app/${key}`,
} as const;

export const PUSHER_PROTOCOL_VERSION = 7;
/** The page's `<meta name="pusher-config">` carries the client config (CSP forbids inline scripts). */
export const PUSHER_CONFIG_META_NAME = 'pusher-config';
/** Pusher's limit on one event's data and on one message from a client: 10 KB. */
export const MAX_EVENT_PAYLOAD_BYTES = 10_240;
/** Pusher's limits on one HTTP trigger: channels per event, events per batch, name length. */
export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_EVENTS_PER_BATCH = 10;
export const MAX_NAME_LENGTH = 200;

/** The events on a character's private channel (seed 000 §7). */
export const characterEvents = [
  'MissionStepUpdated',
  'MissionCompleted',
  'SkillPointsAwarded',
  'InventoryUpdated',
  'ShipStatusChanged',
  'EquipmentDamaged',
  'TradingContractDeadline',
  'MarketOpportunity',
  /** A party member delivered a contract in the character's system and shared the reward (issue 19). */
  'PartyRewardShared',
  // Ours: a combat session changed (started, a turn played, ended); its payload is combatUpdatedPayload.
  'CombatUpdated',
  // Ours: a journey landed (hyperspace or shuttle); its payload is journeyArrivedPayload.
  'JourneyArrived',
  // Ours: a party-mate healed the character (its HAM and wounds changed); its payload is healReceivedPayload.
  'HealReceived',
  // Ours: a bounty's target fell and the office paid; payload bountyUpdatedEvent.
  'BountyUpdated',
  // Ours: a watcher came or went, a tip arrived, a buff was given; payload entertainmentUpdatedPayload (issue 37).
  'EntertainmentUpdated',
  // Ours: a craft finished, or something sold at the character's vendor stall; payload craftingUpdatedPayload (issue 38).
  'CraftingUpdated',
  // Ours: a galactic event broke out (a shortage, boom, blockade or festival); payload { message, kind, super_area_id, ends_at } (issue 39).
  'GalacticEvent',
  // Ours: a random event struck mid-journey and waits for the player's choice; its payload is journeyPausedPayload (issue 40).
  'JourneyPaused',
] as const;
export type CharacterEventName = (typeof characterEvents)[number];

const characterEventNames: ReadonlySet<string> = new Set(characterEvents);

/**
 * What each character event changes, in the route table's vocabulary: the client refreshes by
 * this map (seed 000 §7: the two mission events refetch the missions).
 */
export const characterEventChanges: Record<CharacterEventName, Changes> = {
  MissionStepUpdated: changes(['missions'], ['missions']),
  // A completed mission pays its rewards: credits, skill points, items.
  MissionCompleted: changes(['missions', 'inventory', 'skills'], ['missions', 'credits', 'skills', 'inventory']),
  SkillPointsAwarded: changes(['skills'], ['skills']),
  InventoryUpdated: changes(['inventory'], ['inventory']),
  ShipStatusChanged: changes(['ships'], ['ships']),
  EquipmentDamaged: changes(['equipment'], ['equipment']),
  TradingContractDeadline: changes(['trading-contracts'], ['contracts']),
  MarketOpportunity: changes(['market']),
  PartyRewardShared: changes([], ['credits']),
  // HAM and the session ride on the character; the fight's log, data and the sessions list on combat.
  CombatUpdated: changes(['combat'], ['combat']),
  // Everything about where the character stands: the shop and market here, the board, who can be
  // fought, the ship, the routes and the journey's status, the movement page.
  // Who performs and watches, the buff on the Character, a tip's credits.
  EntertainmentUpdated: changes(['cantina', 'skills'], ['entertainment', 'credits', 'skills']),
  JourneyArrived: changes(['inventory', 'shops', 'market', 'trading-contracts', 'combat', 'ships', 'travel', 'world'], ['location', 'travel', 'ships']),
  // The HAM bars ride on the character; the combat page's data on combat.
  HealReceived: changes(['combat'], ['combat']),
  BountyUpdated: changes(['bounties'], ['credits']),
  CraftingUpdated: changes(['crafting', 'vendors', 'inventory'], ['credits']),
  // Prices and danger will move there: the market and the map's traffic.
  GalacticEvent: changes(['market', 'galaxy']),
  // The journey's status (carried whole in the payload) and the Character's travel flags.
  JourneyPaused: changes(['travel'], ['travel']),
};

/** Narrows a wire event name to one of the character channel's events. */
export function isCharacterEvent(name: string): name is CharacterEventName {
  return characterEventNames.has(name);
}

/** Laravel's channel name for a character (`character.{id}`), as the spec writes it. */
export const characterChannel = (id: number) => `character.${id}`;
/** The name on the wire: private channels carry the `private-` prefix. */
export const characterChannelWireName = (id: number) => `private-${characterChannel(id)}`;

const CHARACTER_CHANNEL = /^private-character\.([1-9]\d{0,9})$/;

/** The character id of a `private-character.{id}` wire name, or null for any other channel. */
export function parseCharacterChannel(wireName: string): number | null {
  const match = CHARACTER_CHANNEL.exec(wireName);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2 ** 31 - 1 ? id : null;
}

/** The channel pusher-js subscribes to after `signin()`, one per signed-in user. */
export const SERVER_TO_USER_PREFIX = '#server-to-user-';

/** Pusher's socket id format. */
export const socketId = z.string().regex(/^\d+\.\d+$/);

/** Pusher's channel name rules (the server SDK's), plus the `#server-to-user-` channels. */
export const channelName = z
  .string()
  .min(1)
  .max(MAX_NAME_LENGTH)
  .regex(/^(#server-to-user-)?[A-Za-z0-9_\-=@,.;]+$/);

/** What pusher-js posts (form-encoded) to `/broadcasting/auth`. */
export const channelAuthRequest = z.object({ socket_id: socketId, channel_name: channelName });
export type ChannelAuthRequest = z.infer<typeof channelAuthRequest>;

/** `auth` is `key:hex(HMAC-SHA256(secret, socket_id:channel_name[:channel_data]))`. */
export const channelAuthResponse = z.object({ auth: z.string(), channel_data: z.string().optional() });
export type ChannelAuthResponse = z.infer<typeof channelAuthResponse>;

/** What pusher-js posts (form-encoded) to `/broadcasting/user-auth`. */
export const userAuthRequest = z.object({ socket_id: socketId });

/** `auth` signs `socket_id::user::user_data`; `user_data` is JSON with a string `id`. */
export const userAuthResponse = z.object({ auth: z.string(), user_data: z.string() });
export type UserAuthResponse = z.infer<typeof userAuthResponse>;

const eventName = z.string().min(1).max(MAX_NAME_LENGTH);

/** One event of the HTTP events API; `data` is a string (the SDK JSON-encodes objects). */
export const triggerEventRequest = z
  .object({
    name: eventName,
    data: z.string(),
    channels: z.array(channelName).min(1).max(MAX_CHANNELS_PER_EVENT).optional(),
    channel: channelName.optional(),
    socket_id: socketId.optional(),
    info: z.string().optional(),
  })
  .refine((event) => event.channels !== undefined || event.channel !== undefined, {
    path: ['channels'],
    message: 'The channels field is required.',
  });
export type TriggerEventRequest = z.infer<typeof triggerEventRequest>;

export const batchEventsRequest = z.object({
  batch: z
    .array(
      z.object({
        name: eventName,
        data: z.string(),
        channel: channelName,
        socket_id: socketId.optional(),
        info: z.string().optional(),
      }),
    )
    .min(1)
    .max(MAX_EVENTS_PER_BATCH),
});
export type BatchEventsRequest = z.infer<typeof batchEventsRequest>;

/** What the served page tells the client: where the WebSocket is and which key to use. */
export const pusherClientConfig = z.object({
  key: z.string().min(1),
  host: z.string().min(1),
  port: z.number().int().min(1).max(65535),
  /** True when the page was served over https: the socket must be wss. */
  tls: z.boolean(),
});
export type PusherClientConfig = z.infer<typeof pusherClientConfig>;
