import type { QuestAct } from '../../../shared/rules/missions/questSteps';
import type { MissionProgressReport } from './missionProgress';

const once = (type: QuestAct['type'], subject: number | null = null): QuestAct => ({ type, subject, amount: 1 });

/**
 * The quest acts a mission progress report stands for (each act counts once). An arrival and a
 * fight say where they happened; the other acts happen where the character stands (questAdvance.ts).
 */
export function questActsOf(report: MissionProgressReport): QuestAct[] {
  switch (report.mission) {
    case 'fuel_management':
      return [once('refuel')];
    case 'travel_basics':
      return [once('travel')];
    case 'systems_visited':
      return [{ ...once('visit', report.progress.super_area_id), at: report.progress.super_area_id }];
    case 'skill_advancement':
      return [once('learn', report.progress.skill_id)];
    case 'profession_basics':
      return [once('profession', report.progress.profession_id)];
    case 'combat_victory':
      return [{ ...once('defeat', report.progress.enemy_id), at: report.progress.super_area_id }];
    case 'equipment_basics':
      return [once('equip', report.progress.item_template_id)];
    case 'trading_basics': {
      const source = report.source;
      if (source.kind === 'market_buy') return [once('buy', source.commodity_id), once('trade', source.commodity_id)];
      if (source.kind === 'contract_accept') return [once('contract_accept')];
      if (source.kind === 'contract_delivery') return [once('deliver')];
      const sale = [once('sell', source.commodity_id), once('trade', source.commodity_id)];
      return source.profit > 0 ? [...sale, once('sell_profit', source.commodity_id)] : sale;
    }
  }
}

/**
 * The report's numbers added into a quest's progress map (seed 001 §3 "progress (key-value map)"):
 * numbers sum, other values replace.
 */
export function mergeProgress(progress: Record<string, unknown>, added: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...progress };
  for (const [key, value] of Object.entries(added)) {
    const before = merged[key];
    merged[key] = typeof value === 'number' && typeof before === 'number' ? before + value : value;
  }
  return merged;
}
