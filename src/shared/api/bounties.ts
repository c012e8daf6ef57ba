import { z } from 'zod';
import { changes } from './changes';
import { route } from './route';

const id = z.number().int();
const dbId = z.coerce.number().int().positive().max(2 ** 31 - 1);
const system = z.object({ id, name: z.string() });

export const BOUNTY_STATUSES = ['active', 'completed', 'abandoned', 'expired'] as const;

/** A bounty posted on today's board; `taken` when the hunter already follows it. */
export const bountyOffer = z.object({
  key: z.string(),
  target_name: z.string(),
  level: id,
  clues: id,
  crime: z.string(),
  /** The reward with the hunter's bounty bonus. */
  reward: id,
  taken: z.boolean(),
});
export type BountyOffer = z.infer<typeof bountyOffer>;

/** One step of a hunter's trail: a clue followed, the next lead, or the target's hideout once located. */
export const bountyLead = z.object({ system, kind: z.enum(['clue', 'target']), followed: z.boolean() });

/** A bounty the character took: the trail so far (what lies further is not known yet) and where to go next. */
export const bounty = z.object({
  id,
  key: z.string(),
  target_name: z.string(),
  target_level: id,
  status: z.enum(BOUNTY_STATUSES),
  clues_total: id,
  clues_followed: id,
  trail: z.array(bountyLead),
  /** Where the hunt goes on (a clue to investigate, or the located target), null once it ended. */
  next: bountyLead.nullable(),
  /** The character stands in the next lead's system. */
  here: z.boolean(),
  reward: id,
  /** Credits paid when the target fell. */
  paid: id.nullable(),
  /** The fight against the target, once started. */
  combat_session_id: id.nullable(),
  accepted_at: z.string(),
  expires_at: z.string(),
  ended_at: z.string().nullable(),
});
export type Bounty = z.infer<typeof bounty>;

export const bountyBoardResponse = z.object({ offers: z.array(bountyOffer), active: z.array(bounty), history: z.array(bounty) });
export type BountyBoardResponse = z.infer<typeof bountyBoardResponse>;

export const acceptBountyRequest = z.object({ target_key: z.string().trim().min(1).max(40) });
const bountyParams = z.object({ id: dbId });
const bountyAction = z.object({ success: z.literal(true), message: z.string(), bounty });
export type BountyAction = z.infer<typeof bountyAction>;

/** The refusals a hunter reads. */
export const BOUNTY_TEXTS = {
  notPosted: 'That bounty is no longer posted.',
  alreadyHunting: 'You are already hunting this target.',
  noTrail: 'No lane leads out of this system: the trail cannot start here.',
  notFound: 'Bounty not found.',
  notActive: 'This bounty is no longer active.',
  expired: 'This bounty has expired.',
  wrongSystem: (system: string) => `There is nothing to investigate here: the next lead is in ${system}.`,
  targetLocated: 'The target is located: there is nothing left to investigate.',
  notLocated: 'The target is not located yet: follow the clues first.',
  notInTargetSystem: (system: string) => `The target hides in ${system}: fly there to fight.`,
} as const;

/** The bounty board: posted targets, accepting one, investigating its clues, fighting the target, abandoning. */
export const bountyRoutes = {
  board: route({ method: 'GET', path: '/api/bounties', access: 'character', response: bountyBoardResponse }),
  accept: route({ changes: changes(['bounties']), method: 'POST', path: '/api/bounties/accept', access: 'character', body: acceptBountyRequest, response: bountyAction, idempotent: true }),
  investigate: route({ changes: changes(['bounties']), method: 'POST', path: '/api/bounties/:id/investigate', access: 'character', params: bountyParams, response: bountyAction, idempotent: true }),
  engage: route({ changes: changes(['bounties', 'combat'], ['combat']), method: 'POST', path: '/api/bounties/:id/engage', access: 'character', params: bountyParams, response: bountyAction.extend({ session_id: id }), idempotent: true }),
  abandon: route({ changes: changes(['bounties']), method: 'POST', path: '/api/bounties/:id/abandon', access: 'character', params: bountyParams, response: bountyAction }),
};

/** The BountyUpdated event: a bounty's target fell and the office paid. */
export const bountyUpdatedEvent = z.object({ bounty_id: id, status: z.enum(BOUNTY_STATUSES), paid: id.nullable(), message: z.string() });
export type BountyUpdatedEvent = z.infer<typeof bountyUpdatedEvent>;
