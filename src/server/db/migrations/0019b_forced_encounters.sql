-- A game master's forced encounter (issue 16): the character's next hyperspace jump meets a pirate
-- interdiction (the named enemy boards, else the system's weakest pirates), and beating them
-- surely drops the named loot. One waiting order per
-- character; the next hyperspace journey takes it (deletes it) when it starts.
CREATE TABLE forced_encounters (
  character_id          bigint      PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  enemy_id              bigint      REFERENCES enemies (id) ON DELETE SET NULL,
  loot_item_template_id bigint      REFERENCES item_templates (id) ON DELETE SET NULL,
  ordered_by_user_id    bigint      REFERENCES users (id) ON DELETE SET NULL,
  created_at            timestamptz NOT NULL
);

-- The journey that took a forced encounter keeps its boarder and sure loot for the fight it leads to.
ALTER TABLE journeys ADD COLUMN forced_enemy_id bigint REFERENCES enemies (id) ON DELETE SET NULL;
ALTER TABLE journeys ADD COLUMN forced_loot_item_template_id bigint REFERENCES item_templates (id) ON DELETE SET NULL;
