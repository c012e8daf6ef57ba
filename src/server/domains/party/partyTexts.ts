/** What the party calls answer: refusals (422 unless said) and confirmations. */
export const partyTexts = {
  notLeader: 'Only the party leader can do that.',
  full: 'The party is full.',
  wrongCode: 'No party has that join code.',
  alreadyInParty: 'You are already in a party. Leave it first.',
  targetInParty: (name: string) => `${name} is already in a party.`,
  notInParty: 'You are not in a party.',
  notMember: 'That character is not in your party.',
  alreadyMember: (name: string) => `${name} is already in your party.`,
  alreadyInvited: (name: string) => `${name} already has an invite to this party.`,
  inviteNotFound: 'Invite not found.',
  inviteAnswered: 'This invite has already been answered.',
  maxBelowMembers: (count: number) => `The party has ${count} members: max members cannot be lower.`,
  kickSelf: 'You cannot kick yourself; leave the party instead.',
  alreadyLeader: 'You are already the party leader.',
  addOthers: 'Only your own characters can be added directly; invite other players.',
  notPublic: 'This party only takes members by invite or join code.',
  partyNotFound: 'Party not found.',
  characterNotFound: 'Character not found.',
  noInvitee: (name: string) => `No one called “${name}” is in your system, your guild or your private chats.`,
  created: 'Party created.',
  updated: 'Party settings updated.',
  invited: (name: string) => `Invite sent to ${name}.`,
  joined: (party: string) => `You joined ${party}.`,
  declined: 'Invite declined.',
  added: (name: string) => `${name} was added to the party.`,
  kicked: (name: string) => `${name} was kicked from the party.`,
  transferred: (name: string) => `${name} is now the party leader.`,
  left: 'You left the party.',
} as const;

/** A party's name as players read it: its own, else its leader's. */
export function partyDisplayName(name: string | null, leaderName: string): string {
  return name ?? `${leaderName}'s party`;
}
