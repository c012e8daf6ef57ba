import { z } from 'zod';
import { bodyId } from './bodyId';
import { route } from './route';
import { changes } from './changes';

const id = z.number().int();
const dbId = z.coerce.number().int().positive().max(2 ** 31 - 1);
const named = z.object({ id, name: z.string() });

export const GUILD_RANKS = ['leader', 'officer', 'member'] as const;
export type GuildRankName = (typeof GUILD_RANKS)[number];

export const guildSummary = z.object({ id, name: z.string(), motd: z.string(), member_count: z.number().int(), leader: named, created_at: z.string() });
export type GuildSummary = z.infer<typeof guildSummary>;

export const guildMember = named.extend({ rank: z.enum(GUILD_RANKS), joined_at: z.string() });
export type GuildMember = z.infer<typeof guildMember>;
export const guildRequest = z.object({ id, character: named, kind: z.enum(['application', 'invite']), created_at: z.string() });
export type GuildRequest = z.infer<typeof guildRequest>;
export const guildLedgerEntry = z.object({
  id,
  character: named.nullable(),
  amount: z.number().int(),
  reason: z.enum(['deposit', 'withdrawal']),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type GuildLedgerEntry = z.infer<typeof guildLedgerEntry>;

/** The guild index: every guild, the character's own, and the invitations it holds. */
export const guildListResponse = z.object({
  guilds: z.array(guildSummary),
  my_guild_id: id.nullable(),
  my_invites: z.array(z.object({ id, guild: named })),
});
export type GuildListResponse = z.infer<typeof guildListResponse>;

/**
 * The guild page: the roster for everyone; the bank and its ledger for members; pending
 * applications and invitations for officers and the leader.
 */
export const guildResponse = z.object({
  guild: guildSummary,
  my_rank: z.enum(GUILD_RANKS).nullable(),
  my_request: z.enum(['application', 'invite']).nullable(),
  roster: z.array(guildMember),
  bank_credits: z.number().int().nullable(),
  ledger: z.array(guildLedgerEntry),
  requests: z.array(guildRequest),
});
export type GuildResponse = z.infer<typeof guildResponse>;
export const guildActionResponse = guildResponse.extend({ success: z.literal(true), message: z.string() });

export const guildIdParams = z.object({ id: dbId });
export const createGuildRequest = z.object({ name: z.string().trim().min(3).max(40).regex(/^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u, 'Use letters, digits, spaces, apostrophes and hyphens.') });
export const guildMemberRequest = z.object({ member_id: bodyId });
export const guildRankRequest = z.object({ member_id: bodyId, rank: z.enum(GUILD_RANKS) });
export const guildRespondRequest = z.object({ request_id: bodyId, response: z.enum(['accept', 'decline']) });
export const guildMotdRequest = z.object({ motd: z.string().trim().max(280) });
/** Credits into or out of the bank: whole, positive. */
export const guildBankRequest = z.object({ amount: z.coerce.number().int().positive().max(1_000_000_000_000) });
export const guildBankResponse = guildActionResponse.extend({ credits: z.number().int() });

/** Guilds (seed 000 §2 guild index and show): create, apply or invite, ranks, roster, message of the day, bank. */
export const guildRoutes = {
  list: route({ method: 'GET', path: '/api/guilds', access: 'character', response: guildListResponse }),
  show: route({ method: 'GET', path: '/api/guilds/:id', access: 'character', params: guildIdParams, response: guildResponse }),
  create: route({ changes: changes(['guilds']), method: 'POST', path: '/api/guilds', access: 'character', body: createGuildRequest, response: guildActionResponse, status: 201 }),
  apply: route({ changes: changes(['guilds']), method: 'POST', path: '/api/guilds/:id/apply', access: 'character', params: guildIdParams, response: guildActionResponse }),
  invite: route({ changes: changes(['guilds']), method: 'POST', path: '/api/guilds/:id/invite', access: 'character', params: guildIdParams, body: guildMemberRequest, response: guildActionResponse }),
  respond: route({ changes: changes(['guilds']), method: 'POST', path: '/api/guilds/:id/respond', access: 'character', params: guildIdParams, body: guildRespondRequest, response: guildActionResponse }),
  rank: route({ changes: changes(['guilds']), method: 'POST', path: '/api/guilds/:id/rank', access: 'character', params: guildIdParams, body: guildRankRequest, response: guildActionResponse }),
  kick: route({ changes: changes(['guilds']), method: 'POST', path: '/api/guilds/:id/kick', access: 'character', params: guildIdParams, body: guildMemberRequest, response: guildActionResponse }),
  leave: route({ changes: changes(['guilds']), method: 'POST', path: '/api/guilds/:id/leave', access: 'character', params: guildIdParams, response: z.object({ success: z.literal(true), message: z.string(), disbanded: z.boolean() }) }),
  motd: route({ changes: changes(['guilds']), method: 'POST', path: '/api/guilds/:id/motd', access: 'character', params: guildIdParams, body: guildMotdRequest, response: guildActionResponse }),
  deposit: route({ changes: changes(['guilds'], ['credits']), method: 'POST', path: '/api/guilds/:id/bank/deposit', access: 'character', params: guildIdParams, body: guildBankRequest, response: guildBankResponse, idempotent: true }),
  withdraw: route({ changes: changes(['guilds'], ['credits']), method: 'POST', path: '/api/guilds/:id/bank/withdraw', access: 'character', params: guildIdParams, body: guildBankRequest, response: guildBankResponse, idempotent: true }),
};
