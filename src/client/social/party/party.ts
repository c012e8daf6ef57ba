import { queryOptions } from '@tanstack/react-query';
import { groupRoutes, partyRoutes, type CreatePartyRequest, type PartyActionResponse } from '../../../shared/api';
import type { PartyPrivacyName } from '../../../shared/rules/party/partyRules';
import { callRoute } from '../../api/callRoute';
import { queryKeys } from '../../api/queryKeys';

/** GET /api/party for the active character. */
export const partyQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.party.state(characterId), queryFn: ({ signal }) => callRoute(partyRoutes.show, {}, { signal }) });

/** GET /api/party/locations: each member's system, for the galaxy map's party markers. */
export const partyLocationsQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.party.locations(characterId), queryFn: ({ signal }) => callRoute(partyRoutes.locations, {}, { signal }) });

/** GET /api/party/invites: the invites the active character holds. */
export const partyInvitesQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.party.invites(characterId), queryFn: async ({ signal }) => (await callRoute(partyRoutes.invites, {}, { signal })).invites });

export const groupsQueryOptions = () => queryOptions({ queryKey: queryKeys.groups.all, queryFn: async ({ signal }) => (await callRoute(groupRoutes.list, {}, { signal })).groups });
export const groupQueryOptions = (partyId: number) => queryOptions({ queryKey: queryKeys.groups.one(partyId), queryFn: ({ signal }) => callRoute(groupRoutes.show, { params: { id: partyId } }, { signal }) });

/** The party calls of seed 001 §7, each answered with the party as it is afterwards. */
export const partyCalls = {
  create: (input: CreatePartyRequest): Promise<PartyActionResponse> => callRoute(partyRoutes.create, { body: input }),
  privacy: (privacy: PartyPrivacyName, maxMembers: number) => callRoute(partyRoutes.privacy, { body: { privacy, max_members: maxMembers } }),
  /** People to invite found by name (in your system, guild and private chats); the invite then sends the id. */
  searchInvitees: async (name: string) => (await callRoute(partyRoutes.invitees, { query: { name } })).invitees,
  invite: (characterId: number) => callRoute(partyRoutes.invite, { body: { character_id: characterId } }),
  respond: (inviteId: number, response: 'accept' | 'decline') => callRoute(partyRoutes.respond, { body: { invite_id: inviteId, response } }),
  join: (joinCode: string) => callRoute(partyRoutes.join, { body: { join_code: joinCode } }),
  addMember: (characterId: number) => callRoute(partyRoutes.addMember, { body: { character_id: characterId } }),
  kick: (characterId: number) => callRoute(partyRoutes.kick, { body: { character_id: characterId } }),
  transfer: (characterId: number) => callRoute(partyRoutes.transfer, { body: { character_id: characterId } }),
  leave: () => callRoute(partyRoutes.leave),
  joinGroup: (partyId: number) => callRoute(groupRoutes.join, { params: { id: partyId } }),
};
