-- Event quests (GAME_RULES "Event quests"): a galactic event offers a quest of its kind, written
-- when the event breaks out and offered while it runs; a taken one lapses when the event ends.
ALTER TABLE quests ADD COLUMN galactic_event_id bigint UNIQUE REFERENCES galactic_events (id) ON DELETE CASCADE;

-- Where a step's act must happen (a sale in the event's system); NULL: anywhere.
ALTER TABLE quest_steps ADD COLUMN super_area_id bigint REFERENCES super_areas (id) ON DELETE CASCADE;
