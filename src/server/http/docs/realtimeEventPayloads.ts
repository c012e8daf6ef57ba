import type { z } from 'zod';
import { characterEvents, type CharacterEventName } from '../../../shared/api/broadcasting';
import { bountyUpdatedEvent } from '../../../shared/api/bounties';
import { chatMessage } from '../../../shared/api/chat';
import { combatUpdatedPayload } from '../../../shared/api/combat';
import { craftingUpdatedPayload } from '../../../shared/api/crafting';
import { entertainmentUpdatedPayload } from '../../../shared/api/entertainment';
import { equipmentDamagedPayload, inventoryUpdatedPayload } from '../../../shared/api/items';
import { healReceivedPayload } from '../../../shared/api/medical';
import { shipStatusChangedPayload } from '../../../shared/api/ships';
import { socialEvents } from '../../../shared/api/socialChannels';
import { galacticEventPayload } from '../../../shared/api/traffic';
import { journeyArrivedPayload, journeyPausedPayload } from '../../../shared/api/travel';

export type SocialEventName = (typeof socialEvents)[keyof typeof socialEvents];

/** What a realtime event says, for the realtime page and the AsyncAPI document. */
export interface RealtimeEventDoc {
  summary: string;
  /** The contract's schema of its payload, when it has one; else the payload is a small object of ids. */
  payload?: z.ZodType;
}

/** Every event of a character's private channel (`characterEvents`), described. */
export const characterEventDocs: Record<CharacterEventName, RealtimeEventDoc> = {
  MissionStepUpdated: { summary: 'A step of one of the character’s missions or quests advanced: read the missions again.' },
  MissionCompleted: { summary: 'A mission or quest was completed and paid its rewards (credits, skill points, items).' },
  SkillPointsAwarded: { summary: 'The character earned skill points (trade, travel, combat, missions).' },
  InventoryUpdated: { summary: 'Items were added to or taken from the inventory.', payload: inventoryUpdatedPayload },
  ShipStatusChanged: { summary: 'The ship’s fuel, hull, cargo or place changed.', payload: shipStatusChangedPayload },
  EquipmentDamaged: { summary: 'A piece of equipment lost condition.', payload: equipmentDamagedPayload },
  TradingContractDeadline: { summary: 'An accepted trading contract is close to its deadline, or expired.' },
  MarketOpportunity: { summary: 'A market the character follows moved enough to be worth a look.' },
  PartyRewardShared: { summary: 'A party member delivered a contract in the character’s system and shared the reward.' },
  CombatUpdated: { summary: 'A fight the character is in started, had a turn played, or ended.', payload: combatUpdatedPayload },
  JourneyArrived: { summary: 'A journey (hyperspace or shuttle) landed.', payload: journeyArrivedPayload },
  HealReceived: { summary: 'A party-mate healed the character: its HAM and wounds changed.', payload: healReceivedPayload },
  BountyUpdated: { summary: 'A bounty’s target fell and the office paid.', payload: bountyUpdatedEvent },
  EntertainmentUpdated: { summary: 'A watcher came or went, a tip arrived, or a buff was given.', payload: entertainmentUpdatedPayload },
  CraftingUpdated: { summary: 'A craft finished, or the character’s vendor stall sold an item.', payload: craftingUpdatedPayload },
  GalacticEvent: { summary: 'A galactic event (a shortage, boom, blockade or festival) broke out in a system: prices and danger will move there.', payload: galacticEventPayload },
  JourneyPaused: { summary: 'A random event struck mid-journey: the journey waits for the player’s choice (the payload carries the travel status).', payload: journeyPausedPayload },
};

/** Every event of the social channels (`socialEvents`), described. */
export const socialEventDocs: Record<SocialEventName, RealtimeEventDoc> = {
  PartyUpdated: { summary: 'The party changed (members, leader, privacy, invites, a member moved): read it again.' },
  GuildUpdated: { summary: 'The guild changed (roster, ranks, message of the day, bank).' },
  PartyInvite: { summary: 'The character was invited to a party.' },
  ChatMessage: { summary: 'A chat message in the channel (plain text: show it as text).', payload: chatMessage },
};

/** A realtime channel: its wire name with `{id}` for the id, who may join, and what it carries. */
export interface RealtimeChannelDoc {
  key: string;
  address: string;
  description: string;
  events: readonly string[];
}

export const realtimeChannelDocs: RealtimeChannelDoc[] = [
  {
    key: 'character',
    address: 'private-character.{id}',
    description: 'A character’s own private channel: only its owner may subscribe (a session, or a personal API token of that account).',
    events: characterEvents,
  },
  {
    key: 'social',
    address: 'private-social.{id}',
    description: 'A character’s social channel: private messages, party invites, party and guild news. Only its owner may subscribe.',
    events: [socialEvents.partyUpdated, socialEvents.guildUpdated, socialEvents.partyInvite, socialEvents.chatMessage],
  },
  {
    key: 'party',
    address: 'presence-party.{id}',
    description: 'A party’s presence channel (members are characters): its changes and its chat.',
    events: [socialEvents.partyUpdated, socialEvents.chatMessage],
  },
  {
    key: 'guild',
    address: 'presence-guild.{id}',
    description: 'A guild’s presence channel: its changes and its chat.',
    events: [socialEvents.guildUpdated, socialEvents.chatMessage],
  },
  {
    key: 'system',
    address: 'presence-system.{id}',
    description: 'A star system’s presence channel (the id is the super area): who is there, and the system chat.',
    events: [socialEvents.chatMessage],
  },
];

/** One description per event name, whichever channel it rides on. */
export const realtimeEventDocs: Record<string, RealtimeEventDoc> = { ...characterEventDocs, ...socialEventDocs };
