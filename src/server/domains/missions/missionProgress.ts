/** Where a trading_basics report came from, so trades and contracts advance their own steps. */
export type TradingSource =
  | { kind: 'market_buy'; commodity_id: number }
  | { kind: 'market_sell'; commodity_id: number; profit: number }
  | { kind: 'contract_accept'; contract_id: number }
  | { kind: 'contract_delivery'; contract_id: number };

/** The mission progress reports of seed 001 §4, keyed by tutorial mission: what a fact means to the quests (missionFactListeners.ts). */
export type MissionProgressReport =
  | { mission: 'fuel_management'; progress: { action_performed: 'ship_refueled'; tasks_completed: 1 } }
  | { mission: 'trading_basics'; progress: { tasks_completed: 1 } | { trades_completed: 1; credits_earned: number }; source: TradingSource }
  | { mission: 'travel_basics'; progress: { tasks_completed: 1 } }
  | { mission: 'systems_visited'; progress: { super_area_id: number } }
  | { mission: 'skill_advancement'; progress: { skill_id: number } }
  | { mission: 'profession_basics'; progress: { profession_id: number } }
  /** A fight won (enemy template, its level, where). */
  | { mission: 'combat_victory'; progress: { enemy_id: number; enemy_level: number; super_area_id: number | null } }
  /** An item put on (the item's template). */
  | { mission: 'equipment_basics'; progress: { item_template_id: number } };
