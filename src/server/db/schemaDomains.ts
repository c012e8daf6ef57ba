/**
 * Which file of `schema/` each table's interface is written to: one game concept a file, so the
 * generated types read like the domains that own the tables. A new table goes in here (the
 * generator refuses a table with no file).
 */
export const SCHEMA_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  accounts: ['users', 'sessions', 'password_reset_tokens', 'personal_access_tokens', 'login_failures', 'admin_emails', 'admin_audit_log'],
  operations: ['schema_migrations', 'seed_runs', 'idempotency_keys', 'rate_limit_hits'],
  characters: ['characters', 'captains_log_entries', 'credit_ledger', 'character_onboarding', 'character_tutorial_steps', 'character_experience'],
  galaxy: ['super_areas', 'planets', 'locations', 'districts', 'places', 'hyperspace_lanes', 'galaxy_clock'],
  market: ['commodities', 'markets', 'market_price_history', 'market_trades', 'market_alerts', 'trading_contracts'],
  ships: ['ships', 'ship_cargo', 'ship_customizations', 'ship_parts', 'ship_templates', 'ship_upgrades', 'upgrade_templates', 'journeys'],
  items: ['items', 'item_templates'],
  combat: ['character_combat', 'character_weapon_skills', 'combat_actions', 'combat_session_allies', 'combat_sessions', 'combat_waiting_loot', 'combat_force_uses', 'enemies', 'enemy_loot', 'npcs', 'stances', 'forced_encounters'],
  missions: ['quests', 'quest_steps', 'character_quests', 'character_quest_steps', 'bounties', 'explored_places'],
  skills: ['skills', 'skill_trees', 'skill_prerequisites', 'professions', 'profession_prerequisites', 'character_skills', 'character_professions', 'character_unlocks'],
  entertainment: ['performances', 'performance_watchers', 'entertainment_buffs'],
  crafting: ['resource_stacks', 'resource_harvests', 'vendor_stalls', 'vendor_listings', 'food_buffs', 'spawn_expiry_warnings', 'structures'],
  craftedEconomy: ['shop_crafted_stock', 'shop_restocks', 'house_storage', 'resource_surveys'],
  traffic: ['galaxy_traffic', 'galactic_events', 'npc_trades', 'traffic_tunables'],
  social: ['chat_messages', 'chat_mutes', 'guilds', 'guild_members', 'guild_requests', 'guild_ledger', 'parties', 'party_members', 'party_invites', 'character_social_days'],
};
