import type { CharacterEventName } from '../../api/broadcasting';
import type { DatapadTabId, NotificationType } from '../../api/datapad';

/** How a realtime event reads in the captain's log: the app it opens, its severity and a line. */
export interface EventLogLine {
  appId: DatapadTabId;
  type: NotificationType;
  message: string;
}

const EVENT_LINES: Readonly<Record<CharacterEventName, EventLogLine>> = {
  MissionStepUpdated: { appId: 'missions', type: 'info', message: 'Mission step updated' },
  MissionCompleted: { appId: 'missions', type: 'success', message: 'Mission completed' },
  SkillPointsAwarded: { appId: 'skills', type: 'success', message: 'Skill points awarded' },
  InventoryUpdated: { appId: 'inventory', type: 'info', message: 'Inventory updated' },
  ShipStatusChanged: { appId: 'ship-status', type: 'info', message: 'Ship status changed' },
  EquipmentDamaged: { appId: 'equipment', type: 'warning', message: 'Equipment damaged' },
  TradingContractDeadline: { appId: 'trading-contracts', type: 'warning', message: 'Trading contract deadline approaching' },
  MarketOpportunity: { appId: 'market', type: 'info', message: 'Market opportunity' },
  PartyRewardShared: { appId: 'party', type: 'success', message: 'Contract reward shared by your party' },
  CombatUpdated: { appId: 'default', type: 'info', message: 'Combat updated' },
  JourneyArrived: { appId: 'travel', type: 'success', message: 'Journey completed' },
};

const MAX_MESSAGE = 200;

/**
 * The log line of a character-channel event (seed 000 §7's events). A `message` string in the
 * payload, when the sender gave one, is more telling than the generic line and wins.
 */
export function eventLogLine(event: CharacterEventName, payload: unknown): EventLogLine {
  const line = EVENT_LINES[event];
  const given = typeof payload === 'object' && payload !== null ? (payload as { message?: unknown }).message : undefined;
  if (typeof given === 'string' && given.trim().length > 0) {
    return { ...line, message: given.trim().slice(0, MAX_MESSAGE) };
  }
  return line;
}
