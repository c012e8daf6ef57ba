/** Seed 001 §5 and §9: a party holds 2 to 100 members, 20 unless said. */
export const PARTY_MIN_MEMBERS = 2;
export const PARTY_MAX_MEMBERS = 100;
export const PARTY_DEFAULT_MEMBERS = 20;

/** Seed 001 §3: who may join a party without an invite. invite_only is the default (§5). */
export const PARTY_PRIVACIES = ['invite_only', 'public'] as const;
export type PartyPrivacyName = (typeof PARTY_PRIVACIES)[number];
export const DEFAULT_PARTY_PRIVACY: PartyPrivacyName = 'invite_only';

/** GAME_RULES "Parties and quests": a join code is 8 characters. */
export const JOIN_CODE_LENGTH = 8;
/** Letters and digits a player can read aloud: no 0/O, 1/I/L. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A join code from `random` (values in [0, 1)), one alphabet letter per draw. */
export function makeJoinCode(random: () => number): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[Math.floor(random() * JOIN_CODE_ALPHABET.length)];
  return code;
}

/** A typed join code as the server compares it: trimmed, upper case. */
export function normalizeJoinCode(input: string): string {
  return input.trim().toUpperCase();
}

/** Seed 001 §6: only the leader (leader_id equals the character id) sees Make Leader and Kick. */
export function isPartyLeader(party: { leader_id: number } | null | undefined, characterId: number | null): boolean {
  return party !== null && party !== undefined && characterId !== null && party.leader_id === characterId;
}

/** Seed 001 §5's max members field: a whole number from 2 to 100, else why not. */
export function maxMembersProblem(value: string): string | null {
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n)) return 'Max members must be a whole number.';
  if (n < PARTY_MIN_MEMBERS || n > PARTY_MAX_MEMBERS) return `Max members must be between ${PARTY_MIN_MEMBERS} and ${PARTY_MAX_MEMBERS}.`;
  return null;
}

/** Seed 001 §5: inviting needs a non-empty numeric character id. */
export function inviteIdProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'Enter a character id.';
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return 'The character id must be a number.';
  return null;
}

/** Seed 001 §5: joining needs a non-empty join code. */
export function joinCodeProblem(value: string): string | null {
  return value.trim() === '' ? 'Enter a join code.' : null;
}

/** A party's free places. */
export function freePlaces(party: { max_members: number }, memberCount: number): number {
  return Math.max(0, party.max_members - memberCount);
}
