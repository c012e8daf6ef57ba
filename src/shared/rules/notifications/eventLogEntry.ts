import type { CharacterEventName } from '../../api/broadcasting';
import type { DatapadTabId, NotificationType } from '../../api/datapad';

/** How a realtime event reads in the captain's log: the app it opens, its severity and a line. */
export interface EventLogLine {
  appId: DatapadTabId;
  type: NotificationType;
  message: string;
}

/** One event in the words a player reads: what kind of thing happened, and a sentence for it. */
interface EventWords extends EventLogLine {
  /** A short name of the kind of event, shown beside the entry instead of the wire name. */
  label: string;
}

/**
 * Every character-channel event in the player's words: the one mapping from event to sentence
 * (the server writes the sentence into the log; the log shows the label, never the wire name).
 */
const EVENT_WORDS: Readonly<Record<CharacterEventName, EventWords>> = {
  MissionStepUpdated: { appId: 'missions', type: 'info', label: 'Mission progress', message: 'You made progress on a mission.' },
  MissionCompleted: { appId: 'missions', type: 'success', label: 'Mission completed', message: 'You completed a mission.' },
  SkillPointsAwarded: { appId: 'skills', type: 'success', label: 'Skill points', message: 'You were awarded skill points.' },
  InventoryUpdated: { appId: 'inventory', type: 'info', label: 'Inventory', message: 'Your inventory changed.' },
  ShipStatusChanged: { appId: 'ship-status', type: 'info', label: 'Ship', message: 'Your ship’s status changed.' },
  EquipmentDamaged: { appId: 'equipment', type: 'warning', label: 'Equipment', message: 'Some of your equipment was damaged.' },
  TradingContractDeadline: { appId: 'trading-contracts', type: 'warning', label: 'Contract deadline', message: 'A trading contract’s deadline is near.' },
  MarketOpportunity: { appId: 'market', type: 'info', label: 'Market opportunity', message: 'A market moved in your favour.' },
  PartyRewardShared: { appId: 'party', type: 'success', label: 'Party reward', message: 'Your party shared a contract reward with you.' },
  CombatUpdated: { appId: 'default', type: 'info', label: 'Combat', message: 'Your fight moved on.' },
  EntertainmentUpdated: { appId: 'default', type: 'info', label: 'Cantina', message: 'Something happened at the performance.' },
  JourneyArrived: { appId: 'travel', type: 'success', label: 'Arrival', message: 'Your journey ended: you arrived.' },
  HealReceived: { appId: 'party', type: 'success', label: 'Healed', message: 'A party-mate healed you.' },
  BountyUpdated: { appId: 'missions', type: 'success', label: 'Bounty', message: 'One of your bounties changed.' },
  CraftingUpdated: { appId: 'inventory', type: 'success', label: 'Crafting', message: 'A craft finished or your vendor stall made a sale.' },
  GalacticEvent: { appId: 'market', type: 'warning', label: 'Galactic news', message: 'News from the lanes: an event broke out.' },
  JourneyPaused: { appId: 'travel', type: 'warning', label: 'Journey event', message: 'Something happened on your journey: it waits for your choice.' },
};

/** The label of an event as the log shows it, or null for a name that is not a character event. */
export function eventLabel(event: string | null): string | null {
  return event !== null && Object.hasOwn(EVENT_WORDS, event) ? EVENT_WORDS[event as CharacterEventName].label : null;
}

const MAX_MESSAGE = 200;

/**
 * The log line of a character-channel event (seed 000 §7's events). A `message` string in the
 * payload, when the sender gave one, is more telling than the generic line and wins.
 */
export function eventLogLine(event: CharacterEventName, payload: unknown): EventLogLine {
  const { label: _label, ...line } = EVENT_WORDS[event];
  const given = typeof payload === 'object' && payload !== null ? (payload as { message?: unknown }).message : undefined;
  if (typeof given === 'string' && given.trim().length > 0) {
    return { ...line, message: given.trim().slice(0, MAX_MESSAGE) };
  }
  return line;
}
