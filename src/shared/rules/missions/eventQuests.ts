import type { ExperienceType } from '../experienceTypes';
import { FESTIVAL_CATEGORIES } from '../traffic/galacticEvents';
import type { GalacticEvent, TrafficMarket } from '../traffic/trafficTypes';
import type { QuestTargetType } from './questSteps';

/**
 * Event quests (GAME_RULES "Event quests"): each galactic event offers a short quest line of its
 * kind, completed by acts the game already has (a purchase, an arrival, a sale or a fight won in
 * the event's system) and paid when its last step is done.
 */

/** A commodity an event quest names. */
export interface NamedGood {
  id: number;
  name: string;
}

/** The event a quest is written for, with the names its words use. */
export interface EventQuestSubject {
  event: Pick<GalacticEvent, 'id' | 'kind' | 'systemId'>;
  systemName: string;
  /** What the quest asks to bring: the shortage's commodity, the festival's good; null for the others. */
  good: NamedGood | null;
}

/** One step of an event quest; `super_area_id`: the event's system when its act must happen there. */
export interface EventQuestStep {
  title: string;
  description: string;
  target_type: QuestTargetType;
  target_id: number | null;
  required_quantity: number;
  super_area_id: number | null;
}

/** The quest an event offers, as the quest catalogue stores it. */
export interface EventQuestPlan {
  key: string;
  name: string;
  description: string;
  objective: string;
  category: string;
  chain_id: string;
  super_area_id: number;
  steps: EventQuestStep[];
  rewards: ({ type: 'credits'; amount: number } | { type: 'experience'; amount: number; experience_type: ExperienceType })[];
}

export const EVENT_QUEST_CATEGORY = 'Galactic event';

/**
 * The festival's good: one commodity of the festival's categories sold at the system's market,
 * taken in turn by event id (null when the market sells none).
 */
export function festivalGood(markets: readonly Pick<TrafficMarket, 'systemId' | 'commodityId' | 'category'>[], systemId: number, eventId: number): number | null {
  const goods = [...new Set(markets.filter((m) => m.systemId === systemId && FESTIVAL_CATEGORIES.includes(m.category)).map((m) => m.commodityId))].sort((a, b) => a - b);
  return goods.length === 0 ? null : goods[eventId % goods.length]!;
}

/** What a quest line pays: credits through the ledger and experience of the kind it trains. */
const paid = (credits: number, amount: number, experience_type: ExperienceType): EventQuestPlan['rewards'] => [{ type: 'credits', amount: credits }, { type: 'experience', amount, experience_type }];

/** The quest an event offers: its words, steps and rewards. */
export function eventQuestPlan({ event, systemName: at, good }: EventQuestSubject): EventQuestPlan {
  const system = event.systemId;
  const step = (target_type: QuestTargetType, title: string, description: string, target_id: number | null = null, required_quantity = 1, here = true): EventQuestStep => ({
    title,
    description,
    target_type,
    target_id,
    required_quantity,
    super_area_id: here ? system : null,
  });
  const reach = (title: string) => step('visit', title, `Arrive in ${at} by hyperspace.`, system);
  const bring = (g: NamedGood) => [step('buy', `Buy ${g.name}`, `Buy ${g.name} at any market.`, g.id, 1, false), reach(`Fly to ${at}`), step('sell', `Sell ${g.name} in ${at}`, `Sell ${g.name} at the market of ${at}.`, g.id)];
  const base = { key: `galactic_event_${event.id}`, chain_id: `galactic_event_${event.id}`, category: EVENT_QUEST_CATEGORY, super_area_id: system };
  switch (event.kind) {
    case 'shortage': {
      const short = good?.name ?? 'goods';
      return {
        ...base,
        name: `Shortage at ${at}: ${short}`,
        description: `${at} has run short of ${short} and pays dear for every crate. Bring some in before the shelves refill.`,
        objective: good ? `Buy ${short}, fly to ${at} and sell it there.` : `Fly to ${at} and sell cargo there.`,
        steps: good ? bring(good) : [reach(`Fly to ${at}`), step('sell', `Sell cargo in ${at}`, `Sell any cargo at the market of ${at}.`)],
        rewards: paid(1500, 100, 'trading'),
      };
    }
    case 'boom':
      return {
        ...base,
        name: `Boom at ${at}`,
        description: `Demand soars across the market of ${at}: whatever you carry sells. Haul cargo in and sell it at a profit before the boom fades.`,
        objective: `Fly to ${at} and make two profitable sales there.`,
        steps: [reach(`Fly to ${at}`), step('sell_profit', 'Sell into the boom', `Sell cargo at a profit at the market of ${at}, twice.`, null, 2)],
        rewards: paid(1200, 100, 'trading'),
      };
    case 'blockade':
      return {
        ...base,
        name: `Blockade at ${at}`,
        description: `Pirates hold the lanes of ${at} and traders turn away. Run the blockade, break a raider and bring the stranded market supplies.`,
        objective: `Reach ${at}, win a fight there and sell cargo at its market.`,
        steps: [reach('Run the blockade'), step('defeat', 'Break a raider', `Win a fight in ${at}.`), step('sell', 'Supply the blockaded', `Sell any cargo at the market of ${at}.`)],
        rewards: paid(2500, 150, 'combat'),
      };
    case 'festival':
      return {
        ...base,
        name: `Festival at ${at}`,
        description: `${at} is celebrating, and food and luxuries fly off the shelves. Bring ${good?.name ?? 'festival goods'} to the celebration.`,
        objective: good ? `Buy ${good.name}, fly to ${at} and sell it at the festival.` : `Fly to ${at} and sell cargo at the festival, twice.`,
        steps: good ? bring(good) : [reach(`Fly to ${at}`), step('sell', 'Stock the festival', `Sell cargo at the market of ${at}, twice.`, null, 2)],
        rewards: paid(1200, 100, 'social'),
      };
  }
}
