import type { CharacterEventName } from '../../shared/api';
import { queryKeys } from '../api/queryKeys';

/** Every event also refreshes the active character (applyRealtimeEvent); this adds the lists. */
export interface EventEffect {
  /** Cached lists to invalidate, by query-key root. */
  invalidate: ReadonlyArray<readonly string[]>;
}

const { missions, inventory, equipment, ships, skills, tradingContracts, market, combat } = queryKeys.roots;

/**
 * What each character-channel event refreshes (seed 000 §7: the two mission events trigger a
 * mission refetch). A table, so adding an event is one line and a test can read it whole.
 */
export const realtimeEventEffects: Record<CharacterEventName, EventEffect> = {
  MissionStepUpdated: { invalidate: [missions] },
  MissionCompleted: { invalidate: [missions] },
  SkillPointsAwarded: { invalidate: [skills] },
  InventoryUpdated: { invalidate: [inventory] },
  ShipStatusChanged: { invalidate: [ships] },
  EquipmentDamaged: { invalidate: [equipment] },
  TradingContractDeadline: { invalidate: [tradingContracts] },
  MarketOpportunity: { invalidate: [market] },
  // The credits are the character's own, which every event refreshes.
  PartyRewardShared: { invalidate: [] },
  // HAM and the session ride on the character; the fight's log, data and the sessions list on combat.
  CombatUpdated: { invalidate: [combat] },
  // Everything about where the character stands, the journey's status included: the game page completes it at once.
  JourneyArrived: { invalidate: queryKeys.whereabouts },
};
