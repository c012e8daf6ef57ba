-- Quest engine, issue 18: steps that wait for an item to be equipped, and skill-point rewards.

-- A quest step may wait for an equip act (target_id: the item template; NULL: any item).
ALTER TABLE quest_steps DROP CONSTRAINT quest_steps_target_type_check;
ALTER TABLE quest_steps ADD CONSTRAINT quest_steps_target_type_check CHECK (target_type IN (
  'acknowledge', 'refuel', 'trade', 'buy', 'sell', 'sell_profit', 'travel', 'visit', 'contract_accept',
  'deliver', 'learn', 'profession', 'defeat', 'equip'));

-- Skill points won on top of the 250 every character has (quest rewards of type skill_points).
ALTER TABLE characters ADD COLUMN bonus_skill_points integer NOT NULL DEFAULT 0 CHECK (bonus_skill_points >= 0);
ALTER TABLE characters DROP CONSTRAINT characters_skill_points_within_total;
ALTER TABLE characters ADD CONSTRAINT characters_skill_points_within_total CHECK (skill_points_used <= 250 + bonus_skill_points);

-- The galaxy clock lapses timed runs whose time ran out (status abandoned): it finds them here.
CREATE INDEX character_quests_expiring ON character_quests (expires_at) WHERE status = 'active' AND expires_at IS NOT NULL;
