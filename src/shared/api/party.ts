import { z } from 'zod';
import { bodyId } from './bodyId';
import { JOIN_CODE_LENGTH, PARTY_DEFAULT_MEMBERS, PARTY_MAX_MEMBERS, PARTY_MIN_MEMBERS, PARTY_PRIVACIES } from '../rules/party/partyRules';
import { route } from './route';
import { changes } from './changes';

const id = z.number().int();
const dbId = z.coerce.number().int().positive().max(2 ** 31 - 1);
const named = z.object({ id, name: z.string() });

/** The Party of seed 001 §3. */
export const party = z.object({
  id,
  name: z.string().nullable(),
  privacy: z.enum(PARTY_PRIVACIES),
  max_members: z.number().int(),
  join_code: z.string(),
  leader_id: id,
});
export type Party = z.infer<typeof party>;

/** A member (seed 001 §3: id, name) with where they are (their super area) and since when. */
export const partyMember = named.extend({
  joined_at: z.string(),
  location: z.object({ super_area_id: id, super_area_name: z.string() }),
});
export type PartyMember = z.infer<typeof partyMember>;

/** An invite the party sent that is still pending. */
export const sentPartyInvite = z.object({ id, character: named, created_at: z.string() });

/** GET /api/party and every party action's answer: the character's party, or none. */
export const partyState = z.object({
  party: party.nullable(),
  members: z.array(partyMember),
  invites: z.array(sentPartyInvite),
});
export type PartyState = z.infer<typeof partyState>;

export const partyActionResponse = partyState.extend({ success: z.literal(true), message: z.string() });
export type PartyActionResponse = z.infer<typeof partyActionResponse>;

/** An invite the character received (seed 001 §3: id, party.name). */
export const receivedPartyInvite = z.object({
  id,
  party: z.object({ id, name: z.string().nullable(), leader_name: z.string() }),
  invited_by: named,
  created_at: z.string(),
});
export type ReceivedPartyInvite = z.infer<typeof receivedPartyInvite>;

const partyName = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(60).nullable().optional());
const maxMembers = z.coerce.number().int().min(PARTY_MIN_MEMBERS).max(PARTY_MAX_MEMBERS);

export const createPartyRequest = z.object({
  name: partyName,
  privacy: z.enum(PARTY_PRIVACIES).default('invite_only'),
  max_members: maxMembers.default(PARTY_DEFAULT_MEMBERS),
});
export type CreatePartyRequest = z.input<typeof createPartyRequest>;
export const partyPrivacyRequest = z.object({ privacy: z.enum(PARTY_PRIVACIES), max_members: maxMembers });
/** The character acted upon (seed 001 §7): a non-empty numeric id. */
export const partyCharacterRequest = z.object({ character_id: bodyId });
export const respondInviteRequest = z.object({ invite_id: bodyId, response: z.enum(['accept', 'decline']) });
export const joinPartyRequest = z.object({ join_code: z.string().trim().min(1).max(JOIN_CODE_LENGTH * 4) });

/** The sources a person found by name comes from: your system, your guild, your private chats. */
export const INVITEE_SOURCES = ['nearby', 'guild', 'contact'] as const;
/** GET /api/party/invitees: people to invite, found by (part of) their name. */
export const inviteeSearchQuery = z.object({ name: z.string().trim().min(1, 'Enter a name to search for.').max(40) });
export const invitee = named.extend({ sources: z.array(z.enum(INVITEE_SOURCES)), location: z.string() });
export type Invitee = z.infer<typeof invitee>;
export const inviteeSearchResponse = z.object({ invitees: z.array(invitee) });

/** A public party looking for members (the group index and show pages). */
export const group = z.object({
  id,
  name: z.string().nullable(),
  leader: named,
  member_count: z.number().int(),
  max_members: z.number().int(),
  free_places: z.number().int(),
  location: z.string(),
  created_at: z.string(),
});
export type Group = z.infer<typeof group>;
export const groupListResponse = z.object({ groups: z.array(group) });
export const groupResponse = z.object({ group, members: z.array(partyMember) });
export type GroupResponse = z.infer<typeof groupResponse>;
export const groupIdParams = z.object({ id: dbId });

/** Where the character's party stands (the galaxy map's markers): each member's system, and whether on a journey. */
export const partyLocations = z.object({
  party_id: id.nullable(),
  members: z.array(named.extend({ super_area_id: id, super_area_name: z.string(), travelling: z.boolean() })),
});
export type PartyLocations = z.infer<typeof partyLocations>;

/** The party calls of seed 001 §7, and the group pages' reads and join (seed 000 §2). */
export const partyRoutes = {
  show: route({ method: 'GET', path: '/api/party', access: 'character', response: partyState }),
  locations: route({ method: 'GET', path: '/api/party/locations', access: 'character', response: partyLocations }),
  create: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/party/create', access: 'character', body: createPartyRequest, response: partyActionResponse, status: 201 }),
  privacy: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/party/privacy', access: 'character', body: partyPrivacyRequest, response: partyActionResponse }),
  invitees: route({ method: 'GET', path: '/api/party/invitees', access: 'character', query: inviteeSearchQuery, response: inviteeSearchResponse }),
  invite: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/party/invite', access: 'character', actor: 'header', body: partyCharacterRequest, response: partyActionResponse }),
  invites: route({ method: 'GET', path: '/api/party/invites', access: 'character', response: z.object({ invites: z.array(receivedPartyInvite) }) }),
  respond: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/party/invite/respond', access: 'character', body: respondInviteRequest, response: partyActionResponse }),
  join: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/party/join', access: 'character', body: joinPartyRequest, response: partyActionResponse }),
  addMember: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/party/add-member', access: 'character', actor: 'header', body: partyCharacterRequest, response: partyActionResponse }),
  kick: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/party/kick', access: 'character', actor: 'header', body: partyCharacterRequest, response: partyActionResponse }),
  transfer: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/party/transfer', access: 'character', actor: 'header', body: partyCharacterRequest, response: partyActionResponse }),
  leave: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/party/leave', access: 'character', response: partyActionResponse }),
};

export const groupRoutes = {
  list: route({ method: 'GET', path: '/api/groups', access: 'user', response: groupListResponse }),
  show: route({ method: 'GET', path: '/api/groups/:id', access: 'user', params: groupIdParams, response: groupResponse }),
  join: route({ changes: changes(['party', 'groups']), method: 'POST', path: '/api/groups/:id/join', access: 'character', params: groupIdParams, response: partyActionResponse }),
};
