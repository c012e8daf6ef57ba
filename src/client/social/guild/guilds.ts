import { queryOptions } from '@tanstack/react-query';
import { guildRoutes, type GuildRankName } from '../../../shared/api';
import { callRoute } from '../../api/callRoute';
import { queryKeys } from '../../api/queryKeys';

export const guildsQueryOptions = (characterId: number) => queryOptions({ queryKey: queryKeys.guilds.list(characterId), queryFn: ({ signal }) => callRoute(guildRoutes.list, {}, { signal }) });
export const guildQueryOptions = (characterId: number, guildId: number) =>
  queryOptions({ queryKey: queryKeys.guilds.one(characterId, guildId), queryFn: ({ signal }) => callRoute(guildRoutes.show, { params: { id: guildId } }, { signal }) });

/** The guild calls: each answers with the guild page as it is afterwards (leave: whether it disbanded). */
export const guildCalls = {
  create: (name: string) => callRoute(guildRoutes.create, { body: { name } }),
  apply: (id: number) => callRoute(guildRoutes.apply, { params: { id } }),
  invite: (id: number, memberId: number) => callRoute(guildRoutes.invite, { params: { id }, body: { member_id: memberId } }),
  respond: (id: number, requestId: number, response: 'accept' | 'decline') => callRoute(guildRoutes.respond, { params: { id }, body: { request_id: requestId, response } }),
  rank: (id: number, memberId: number, rank: GuildRankName) => callRoute(guildRoutes.rank, { params: { id }, body: { member_id: memberId, rank } }),
  kick: (id: number, memberId: number) => callRoute(guildRoutes.kick, { params: { id }, body: { member_id: memberId } }),
  leave: (id: number) => callRoute(guildRoutes.leave, { params: { id } }),
  motd: (id: number, motd: string) => callRoute(guildRoutes.motd, { params: { id }, body: { motd } }),
  deposit: (id: number, amount: number) => callRoute(guildRoutes.deposit, { params: { id }, body: { amount } }),
  withdraw: (id: number, amount: number) => callRoute(guildRoutes.withdraw, { params: { id }, body: { amount } }),
};
