-- Weapons by kind (issue 37): explosives are a weapon type (thrown grenades, trained like any
-- weapon skill), explosive items are sold and looted, and a session remembers who threw one so a
-- won fight grants explosives experience.

ALTER TABLE character_weapon_skills DROP CONSTRAINT character_weapon_skills_weapon_type_check;
ALTER TABLE character_weapon_skills ADD CONSTRAINT character_weapon_skills_weapon_type_check
  CHECK (weapon_type IN ('brawling', 'melee', 'pistol', 'carbine', 'rifle', 'explosives'));

ALTER TABLE stances DROP CONSTRAINT stances_req_weapon_type_check;
ALTER TABLE stances ADD CONSTRAINT stances_req_weapon_type_check
  CHECK (req_weapon_type IN ('brawling', 'melee', 'pistol', 'carbine', 'rifle', 'explosives'));

ALTER TABLE item_templates DROP CONSTRAINT item_templates_category_check;
ALTER TABLE item_templates ADD CONSTRAINT item_templates_category_check
  CHECK (category IN ('weapon', 'armour', 'shield', 'medical', 'repair_kit', 'curio', 'explosive'));

-- The fighters (character ids) who threw an explosive in this session.
ALTER TABLE combat_sessions ADD COLUMN explosives_thrown_by bigint[] NOT NULL DEFAULT '{}';

-- Every weapon is of a kind a weapon skill trains (combat reads it: no guessing), and every
-- explosive is thrown with the explosives skill and has the damage its blast deals.
ALTER TABLE item_templates ADD CONSTRAINT item_templates_weapon_kind_check
  CHECK (category <> 'weapon' OR coalesce(meta_data->>'weapon_type', '') IN ('brawling', 'melee', 'pistol', 'carbine', 'rifle'));
ALTER TABLE item_templates ADD CONSTRAINT item_templates_explosive_kind_check
  CHECK (category <> 'explosive' OR (meta_data->>'weapon_type' = 'explosives' AND damage_max IS NOT NULL));
