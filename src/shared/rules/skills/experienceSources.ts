import type { ExperienceType } from '../experienceTypes';

/**
 * Where each kind of experience comes from, as the datapad tells a player ("Earned by: …"). The
 * server act that grants it is named beside the text, so the skills content test can walk every
 * profession's trees and name how each skill's experience is earned. Crafting's four kinds are
 * earned by crafting the schematics of their kind (issue 38).
 */
export interface ExperienceSource {
  /** Finishes "Earned by …", in a player's words. */
  earnedBy: string;
  /** The server act (domain/function) that grants it. */
  act: string;
}

export const EXPERIENCE_SOURCES: Readonly<Record<ExperienceType, ExperienceSource | null>> = {
  combat: { earnedBy: 'winning fights', act: 'combat/finishSession' },
  rifle: { earnedBy: 'winning fights with a rifle', act: 'combat/finishSession' },
  pistol: { earnedBy: 'winning fights with a pistol', act: 'combat/finishSession' },
  carbine: { earnedBy: 'winning fights with a carbine', act: 'combat/finishSession' },
  melee: { earnedBy: 'winning fights with a blade, club or polearm', act: 'combat/finishSession' },
  brawling: { earnedBy: 'winning fights bare-handed', act: 'combat/finishSession' },
  explosives: { earnedBy: 'winning fights in which you threw grenades', act: 'combat/finishSession' },
  leadership: { earnedBy: 'leading party-mates who win a fight beside you', act: 'combat/leadershipAndForce' },
  medical: { earnedBy: 'healing yourself and party-mates with medical items', act: 'combat/treatPatient' },
  entertainment: { earnedBy: 'performing in cantinas for watchers', act: 'entertainment/settleWatch' },
  scouting: { earnedBy: 'exploring locations and places you have never visited', act: 'exploration/recordFirstVisit' },
  investigation: { earnedBy: 'following bounty clues to their target', act: 'bounties/completeBounty' },
  social: { earnedBy: 'joining parties and guilds, invites taken up, guild bank deposits, and watching performances', act: 'kernel/grantSocialExperience' },
  pilot: { earnedBy: 'flying hyperspace journeys', act: 'travel/settleJourney' },
  force: { earnedBy: 'winning fights with Force abilities', act: 'combat/leadershipAndForce' },
  trading: { earnedBy: 'trading at a profit and delivering contracts', act: 'market/trade' },
  crafting: { earnedBy: 'crafting tools, food, clothing, medicines and droids from harvested resources', act: 'crafting/craftItem' },
  weapon_crafting: { earnedBy: 'crafting weapons from harvested resources', act: 'crafting/craftItem' },
  armor_crafting: { earnedBy: 'crafting armour from harvested resources', act: 'crafting/craftItem' },
  structure_crafting: { earnedBy: 'crafting ship parts and structures from harvested resources', act: 'crafting/craftItem' },
};

/** The crafting kinds, earned by crafting. */
export const CRAFTING_EXPERIENCE: readonly ExperienceType[] = ['crafting', 'weapon_crafting', 'armor_crafting', 'structure_crafting'];
