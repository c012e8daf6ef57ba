import type { CharacterEventName } from '../../shared/api';

/** Query-key roots of the domains realtime events touch; their queries should start with these. */
export const realtimeQueryRoots = {
  missions: ['missions'],
  inventory: ['inventory'],
  equipment: ['equipment'],
  ships: ['ships'],
  skills: ['skills'],
  tradingContracts: ['trading-contracts'],
  market: ['market'],
} as const;

export interface EventEffect {
  /** Reload the active character (credits, skill points, inventory summary, ships, missions). */
  refetchCharacter: boolean;
  /** Cached lists to invalidate, by query-key root. */
  invalidate: ReadonlyArray<readonly string[]>;
}

const { missions, inventory, equipment, ships, skills, tradingContracts, market } = realtimeQueryRoots;

/**
 * What each character-channel event refreshes (seed 000 §7: the two mission events trigger a
 * mission refetch). A table, so adding an event is one line and a test can read it whole.
 */
export const realtimeEventEffects: Record<CharacterEventName, EventEffect> = {
  MissionStepUpdated: { refetchCharacter: true, invalidate: [missions] },
  MissionCompleted: { refetchCharacter: true, invalidate: [missions] },
  SkillPointsAwarded: { refetchCharacter: true, invalidate: [skills] },
  InventoryUpdated: { refetchCharacter: true, invalidate: [inventory] },
  ShipStatusChanged: { refetchCharacter: true, invalidate: [ships] },
  EquipmentDamaged: { refetchCharacter: false, invalidate: [equipment] },
  TradingContractDeadline: { refetchCharacter: false, invalidate: [tradingContracts] },
  MarketOpportunity: { refetchCharacter: false, invalidate: [market] },
};
