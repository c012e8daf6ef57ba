-- The first trade run (issue 35): a character's run may word and aim a step for that character
-- alone. The tutorial's first mission names a commodity to buy here and the neighbouring system
-- that pays more for it, found from the live prices when the run opens; NULL keeps the quest
-- step's own words and target.
ALTER TABLE character_quest_steps
  ADD COLUMN target_id   bigint,
  ADD COLUMN title       text,
  ADD COLUMN description text;

-- A database seeded before this change has the old tutorial: Trading Basics (buy anything), then
-- Travel Basics and Buy Low, Sell High. Trading Basics becomes the whole loop (buy, jump, sell at
-- a profit) and the two missions it absorbed leave the chain: Fuel Management follows Trading
-- Basics, and each retired quest waits for itself, which is never done, so it is never offered
-- again (a run already open still finishes). A fresh database gets the new tutorial from the seed.
DO $$
DECLARE
  trading bigint;
BEGIN
  SELECT id INTO trading FROM quests WHERE key = 'trading_basics';
  IF trading IS NULL OR EXISTS (SELECT 1 FROM quest_steps WHERE quest_id = trading AND position = 2) THEN
    RETURN;
  END IF;
  UPDATE quests SET
    description = 'Credits are made by buying where goods are cheap and selling where they are dear. Your first run: buy here, jump to a neighbour, sell at a profit.',
    objective = 'Buy cargo, fly one jump and sell it at a profit.'
  WHERE id = trading;
  UPDATE quest_steps SET title = 'Buy cargo', description = 'Open Commodity Trading and buy a commodity at the local market.' WHERE quest_id = trading AND position = 1;
  INSERT INTO quest_steps (quest_id, position, title, description, target_type, target_id, required_quantity) VALUES
    (trading, 2, 'Fly to a neighbouring system', 'Open the Travel Planner and jump to a neighbouring system.', 'visit', NULL, 1),
    (trading, 3, 'Sell at a profit', 'Sell your cargo for more than you paid.', 'sell_profit', NULL, 1);
  INSERT INTO character_quest_steps (character_quest_id, quest_step_id)
  SELECT cq.id, s.id FROM character_quests cq JOIN quest_steps s ON s.quest_id = trading AND s.position > 1
  WHERE cq.quest_id = trading AND cq.status = 'active';
  UPDATE quests SET previous_quest_id = trading WHERE key = 'fuel_management';
  UPDATE quests SET previous_quest_id = id WHERE key IN ('travel_basics', 'first_profit');
END $$;
