import { z } from 'zod';
import { bodyId } from './bodyId';
import { MAX_TIP, MIN_TIP, PERFORMANCE_KINDS } from '../rules/entertainment/entertainmentRules';
import { changes } from './changes';
import { route } from './route';

const id = z.number().int();
const named = z.object({ id, name: z.string() });

/** The refusals of the cantina's acts, as the player reads them. */
export const entertainmentMessages = {
  notSocialPlace: 'You can only perform or watch in a cantina.',
  noSkill: 'You need an entertainer\'s skill to perform: learn Novice Entertainer, Dancer, Musician or Image Designer.',
  alreadyPerforming: 'You are already performing.',
  notPerforming: 'You are not performing.',
  stopWatchingFirst: 'Stop watching before you perform.',
  stopPerformingFirst: 'You cannot watch while you perform.',
  noSuchPerformance: 'That performer is not performing here.',
  ownPerformance: 'You cannot watch your own performance.',
  notWatching: 'You are not watching anyone.',
  crowdFull: 'The crowd around that performer is full.',
  ownTip: 'You cannot tip yourself.',
  tipAmount: `Tip between ${MIN_TIP} and ${MAX_TIP.toLocaleString('en-US')} credits.`,
} as const;

/** The buff a performance left on a character (the Character carries it while it lasts). */
export const entertainmentBuff = z.object({
  performer_name: z.string(),
  experience_bonus_percent: z.number().int(),
  regeneration_multiplier: z.number(),
  expires_at: z.string(),
});
export type EntertainmentBuff = z.infer<typeof entertainmentBuff>;

/** A performance at the character's place, as the crowd sees it. */
export const cantinaPerformance = z.object({
  performer: named,
  kind: z.enum(PERFORMANCE_KINDS),
  started_at: z.string(),
  watchers: z.array(named),
  tips_received: z.number().int(),
  /** What watching it gives. */
  buff: z.object({ experience_bonus_percent: z.number().int(), regeneration_multiplier: z.number() }),
});
export type CantinaPerformance = z.infer<typeof cantinaPerformance>;

/** GET /api/entertainment: the character's place, who performs there, what the character does. */
export const cantinaState = z.object({
  place: z.object({ id, name: z.string(), place_type: z.string() }),
  /** Whether performances happen here (a cantina). */
  is_social: z.boolean(),
  /** Whether the character has learned a skill that lets it perform. */
  can_perform: z.boolean(),
  performances: z.array(cantinaPerformance),
  /** The performer the character watches, when it does. */
  watching_id: id.nullable(),
  buff: entertainmentBuff.nullable(),
});
export type CantinaState = z.infer<typeof cantinaState>;

export const cantinaActionResponse = cantinaState.extend({ success: z.literal(true), message: z.string() });
export type CantinaActionResponse = z.infer<typeof cantinaActionResponse>;

export const performRequest = z.object({ kind: z.enum(PERFORMANCE_KINDS, 'Choose dance or music.') });
export const watchRequest = z.object({ performer_id: bodyId });
export const tipRequest = z.object({
  performer_id: bodyId,
  amount: z.coerce.number(entertainmentMessages.tipAmount).int(entertainmentMessages.tipAmount).min(MIN_TIP, entertainmentMessages.tipAmount).max(MAX_TIP, entertainmentMessages.tipAmount),
});
export type TipRequest = z.input<typeof tipRequest>;

/** Why an EntertainmentUpdated event was sent. */
export const ENTERTAINMENT_CHANGES = ['watcher_joined', 'watcher_left', 'tip_received', 'buff', 'performance_ended'] as const;
/** The payload of EntertainmentUpdated: a watcher came or went, a tip arrived, a buff was given or refreshed, a performance ended. */
export const entertainmentUpdatedPayload = z.object({
  character_id: id,
  change: z.enum(ENTERTAINMENT_CHANGES),
  message: z.string(),
  buff: entertainmentBuff.nullable(),
});
export type EntertainmentUpdatedPayload = z.infer<typeof entertainmentUpdatedPayload>;

const cantinaChanges = changes(['cantina'], ['entertainment']);

/** The cantina's calls (issue 37): perform, watch, tip. */
export const entertainmentRoutes = {
  show: route({ method: 'GET', path: '/api/entertainment', access: 'character', response: cantinaState }),
  perform: route({ changes: cantinaChanges, method: 'POST', path: '/api/entertainment/perform', access: 'character', body: performRequest, response: cantinaActionResponse }),
  stopPerforming: route({ changes: changes(['cantina', 'skills'], ['entertainment', 'skills']), method: 'POST', path: '/api/entertainment/stop-performing', access: 'character', response: cantinaActionResponse }),
  watch: route({ changes: cantinaChanges, method: 'POST', path: '/api/entertainment/watch', access: 'character', body: watchRequest, response: cantinaActionResponse }),
  stopWatching: route({ changes: changes(['cantina', 'skills'], ['entertainment', 'skills']), method: 'POST', path: '/api/entertainment/stop-watching', access: 'character', response: cantinaActionResponse }),
  tip: route({ changes: changes(['cantina'], ['credits']), method: 'POST', path: '/api/entertainment/tip', access: 'character', body: tipRequest, response: cantinaActionResponse, idempotent: true }),
};
