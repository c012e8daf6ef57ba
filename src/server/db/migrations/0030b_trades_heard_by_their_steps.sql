-- A trade is heard by a quest only when one of its steps would really move (issue 40): the step's
-- commodity (its own or its quest step's target) and system must be the trade's, as
-- stepAdvance (shared/rules/missions/questSteps.ts) matches them. A newcomer's tutorial hears
-- its first buy and its first sale at a profit, not every trade until then; a losing sale
-- (`sell_profit` is heard only once the locked sale's profit is known) is one call like any.

-- Whether an act of `p_acts` kinds on `p_subject` (a trade's commodity; null for an act without
-- one) in system `p_here` would move one of the character's quests: an unfinished step of one of
-- those kinds whose target is that subject (or none) and whose system is that one (or none), or
-- an active quest with every step done (the next act completes it). Party mates' steps move only
-- with the actor's.
CREATE FUNCTION quests_hear_trade(p_character bigint, p_acts text[], p_subject bigint, p_here bigint) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT EXISTS (
        SELECT 1 FROM character_quests q
        JOIN character_quest_steps qs ON qs.character_quest_id = q.id
        JOIN quest_steps st ON st.id = qs.quest_step_id
        WHERE q.character_id = p_character AND q.status = 'active' AND st.target_type = ANY (p_acts) AND qs.progress < st.required_quantity
          AND (coalesce(qs.target_id, st.target_id) IS NULL OR coalesce(qs.target_id, st.target_id) = p_subject)
          AND coalesce(st.super_area_id, p_here) IS NOT DISTINCT FROM p_here)
      OR EXISTS (
        SELECT 1 FROM character_quests q
        WHERE q.character_id = p_character AND q.status = 'active' AND NOT EXISTS (
          SELECT 1 FROM character_quest_steps qs JOIN quest_steps st ON st.id = qs.quest_step_id
          WHERE qs.character_quest_id = q.id AND qs.progress < st.required_quantity))
  );
END
$$;

-- The system a character stands in (where its trades happen).
CREATE FUNCTION character_system(p_character bigint) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT p.super_area_id FROM characters c JOIN places p ON p.id = c.place_id WHERE c.id = p_character
  );
END
$$;

-- The kernel's locks of a trade, in its order, and what a quote needs of the locked rows.
-- p: { character_id, commodity_id, super_area_id?, quest_acts: text[], modifier_cap } (quest_acts: the
-- kinds heard whatever the trade's outcome; a sale's `sell_profit` is market_sell's to ask).
-- Answers { status }:
--   'quest'                         a quest would hear the trade: nothing locked, nothing written;
--   'no_character' | 'travelling'   the kernel's refusals (lockCharacter);
--   'elsewhere' | 'no_ship' | 'not_traded' (with place_id);
--   'locked' (scene)                the character, the active ship and the market row locked
--                                   (lockShipAndMarket) and a sale's cargo line (lockCargoLine).
-- scene: what the pure rule needs to quote and refuse the trade (stock, elasticity, price_bonus,
-- credits, cargo_used, cargo_capacity, the hold's line), the ship's id and name, the market row
-- and its system.
CREATE OR REPLACE FUNCTION market_trade_scene(p jsonb, p_action text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_character bigint := (p->>'character_id')::bigint;
  v_commodity bigint := (p->>'commodity_id')::bigint;
  v_acts text[] := ARRAY(SELECT jsonb_array_elements_text(p->'quest_acts'));
  v_char record;
  v_super_area bigint;
  v_ship record;
  v_line jsonb;
BEGIN
  -- A quest that hears the trade is the full act's: said before queueing for any row. Only the
  -- character's own acts (under its lock) change its quests, so it is asked again once locked.
  IF quests_hear_trade(v_character, v_acts, v_commodity, character_system(v_character)) THEN RETURN jsonb_build_object('status', 'quest'); END IF;

  -- lockCharacter: FOR NO KEY UPDATE, then the traveller check.
  SELECT id, credits, place_id, active_ship_id INTO v_char FROM characters WHERE id = v_character FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'no_character'); END IF;
  IF EXISTS (SELECT 1 FROM journeys WHERE character_id = v_character AND status IN ('in_progress', 'event')) THEN
    RETURN jsonb_build_object('status', 'travelling');
  END IF;
  SELECT super_area_id INTO v_super_area FROM places WHERE id = v_char.place_id;
  IF quests_hear_trade(v_character, v_acts, v_commodity, v_super_area) THEN RETURN jsonb_build_object('status', 'quest'); END IF;
  IF p->>'super_area_id' IS NOT NULL AND (p->>'super_area_id')::bigint IS DISTINCT FROM v_super_area THEN
    RETURN jsonb_build_object('status', 'elsewhere', 'place_id', v_char.place_id);
  END IF;
  IF v_char.active_ship_id IS NULL THEN RETURN jsonb_build_object('status', 'no_ship', 'place_id', v_char.place_id); END IF;

  -- lockShipAndMarket: the active ship, then the market row, with the hold's units.
  SELECT s.id, s.name, s.cargo_capacity, coalesce((SELECT sum(quantity) FROM ship_cargo WHERE ship_id = s.id), 0)::int AS cargo_used,
         m.id AS market_id, m.stock, m.elasticity
  INTO v_ship
  FROM ships s JOIN markets m ON m.super_area_id = v_super_area AND m.commodity_id = v_commodity
  WHERE s.id = v_char.active_ship_id
  FOR UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'not_traded', 'place_id', v_char.place_id); END IF;
  -- lockCargoLine: a sale's line of the commodity.
  IF p_action = 'sell' THEN
    SELECT jsonb_build_object('quantity', c.quantity, 'reserved', c.reserved, 'total_cost', c.total_cost, 'saving_held', c.saving_held,
      'profit_realised', c.profit_realised, 'saving_released', c.saving_released, 'bonus_settled', c.bonus_settled)
    INTO v_line FROM ship_cargo c WHERE c.ship_id = v_ship.id AND c.commodity_id = v_commodity FOR UPDATE;
  END IF;

  RETURN jsonb_build_object('status', 'locked', 'scene', jsonb_build_object('stock', v_ship.stock, 'elasticity', v_ship.elasticity,
    'price_bonus', character_modifier(v_character, 'trade_price_bonus', (p->>'modifier_cap')::float8),
    'credits', v_char.credits, 'cargo_used', v_ship.cargo_used, 'cargo_capacity', v_ship.cargo_capacity, 'line', v_line,
    'ship_id', v_ship.id, 'ship_name', v_ship.name, 'market_id', v_ship.market_id, 'super_area_id', v_super_area));
END
$$;

-- p: market_buy's, and { total_skill_points, experience_log: { app_id, type }, profit_acts: text[] }
-- Answers market_trade_scene's refusals, or 'refused' (scene), or 'done' (scene, trade_id,
-- revenue, balance, line: the line left or null once sold out, experience: the SkillPointsAwarded
-- payload or null).
CREATE OR REPLACE FUNCTION market_sell(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_character bigint := (p->>'character_id')::bigint;
  v_commodity bigint := (p->>'commodity_id')::bigint;
  v_quantity int := (p->>'quantity')::int;
  v_at timestamptz := (p->>'at')::timestamptz;
  v_locked jsonb := market_trade_scene(p, 'sell');
  v_scene jsonb := v_locked->'scene';
  v_held jsonb := v_scene->'line';
  v_stock int := (v_scene->>'stock')::int;
  v_bonus float8 := (v_scene->>'price_bonus')::float8;
  v_sellable int;
  v_total bigint;
  v_average float8;
  v_cost_share bigint;
  v_saving_share bigint;
  v_profit_realised bigint;
  v_saving_released bigint;
  v_gain bigint;
  v_owed bigint;
  v_revenue bigint;
  v_extra bigint;
  v_paid bigint;
  v_profit bigint;
  v_trade bigint;
  v_line jsonb;
  v_balance bigint;
  v_experience jsonb;
BEGIN
  IF v_locked->>'status' <> 'locked' THEN RETURN v_locked; END IF;
  -- planSell's refusals, in its order: the units held to sell, then the limit.
  v_sellable := coalesce((v_held->>'quantity')::int - (v_held->>'reserved')::int, 0);
  IF v_held IS NULL OR v_held = 'null'::jsonb OR v_quantity > v_sellable THEN
    RETURN jsonb_build_object('status', 'refused', 'scene', v_scene);
  END IF;
  -- sellQuote: each unit at the price of the stock it arrives to.
  SELECT sum(market_unit_price((p->>'base_price')::bigint, (p->>'reference_stock')::bigint, (v_scene->>'elasticity')::float8, v_stock + i,
    (p->>'price_floor')::float8, (p->>'price_ceiling')::float8))::bigint
  INTO v_total FROM generate_series(1, v_quantity) AS i;
  v_average := floor((v_total::float8 / v_quantity) * 100 + 0.5) / 100;
  IF p->>'limit_price' IS NOT NULL AND v_average < (p->>'limit_price')::float8 THEN
    RETURN jsonb_build_object('status', 'refused', 'scene', v_scene);
  END IF;

  -- settleLineSale (professionTrade.ts): the bonus settled against the line's profit.
  v_cost_share := units_share((v_held->>'total_cost')::bigint, v_quantity, v_sellable);
  v_saving_share := units_share((v_held->>'saving_held')::bigint, v_quantity, v_sellable);
  v_profit_realised := (v_held->>'profit_realised')::bigint + v_total - v_cost_share;
  v_saving_released := (v_held->>'saving_released')::bigint + v_saving_share;
  v_gain := greatest(0, v_profit_realised);
  v_owed := greatest(0, floor(v_bonus * v_gain))::bigint - greatest(0, v_saving_released - v_gain);
  v_revenue := greatest(0, v_total + v_owed - (v_held->>'bonus_settled')::bigint);
  v_extra := v_revenue - v_total;
  v_paid := v_cost_share - v_saving_share;
  v_profit := v_revenue - v_paid;
  -- A sale at a profit is heard by an unfinished `sell_profit` step (p.profit_acts): the full act's,
  -- said before anything is written (the locks go with this statement).
  IF v_profit > 0 AND quests_hear_trade(v_character, ARRAY(SELECT jsonb_array_elements_text(p->'profit_acts')), v_commodity, (v_scene->>'super_area_id')::bigint) THEN
    RETURN jsonb_build_object('status', 'quest');
  END IF;

  -- unloadCargo (kernel/cargoHold.ts): a line sold out goes, with its account.
  IF (v_held->>'quantity')::int = v_quantity THEN
    DELETE FROM ship_cargo WHERE ship_id = (v_scene->>'ship_id')::bigint AND commodity_id = v_commodity;
  ELSE
    UPDATE ship_cargo AS c SET
      quantity = c.quantity - v_quantity,
      total_cost = c.total_cost - v_cost_share,
      saving_held = c.saving_held - v_saving_share,
      profit_realised = v_profit_realised,
      saving_released = v_saving_released,
      bonus_settled = (v_held->>'bonus_settled')::bigint + v_extra
    WHERE c.ship_id = (v_scene->>'ship_id')::bigint AND c.commodity_id = v_commodity
    RETURNING jsonb_build_object('commodity_id', c.commodity_id, 'quantity', c.quantity, 'reserved', c.reserved, 'total_cost', c.total_cost,
      'saving_held', c.saving_held, 'profit_realised', c.profit_realised, 'saving_released', c.saving_released, 'bonus_settled', c.bonus_settled)
    INTO v_line;
  END IF;
  UPDATE markets SET stock = stock + v_quantity WHERE id = (v_scene->>'market_id')::bigint;
  -- cost_basis is what the units really cost, so credits − cost_basis is the player's profit.
  INSERT INTO market_trades (character_id, ship_id, market_id, super_area_id, commodity_id, action, quantity, credits, profession_saving, cost_basis, created_at)
  VALUES (v_character, (v_scene->>'ship_id')::bigint, (v_scene->>'market_id')::bigint, (v_scene->>'super_area_id')::bigint, v_commodity, 'sell', v_quantity,
    v_revenue, greatest(0, v_extra), v_paid, v_at)
  RETURNING id INTO v_trade;
  v_balance := move_trade_credits(v_character, v_revenue, 'market_sell', v_trade, v_at, (v_scene->>'credits')::bigint);

  -- tradingExperience: a point per 10 credits of profit, with its SkillPointsAwarded; then the hold's change.
  v_experience := grant_trade_experience(v_character, 'trading', greatest(0, floor(v_profit / 10.0))::bigint, v_at, (p->>'total_skill_points')::int);
  IF v_experience IS NOT NULL THEN
    PERFORM log_character_event(v_character, 'SkillPointsAwarded', p->'experience_log', v_experience, v_at);
  END IF;
  PERFORM log_character_event(v_character, 'ShipStatusChanged', p->'log', jsonb_build_object('ship_id', (v_scene->>'ship_id')::bigint, 'change', 'cargo_unloaded',
    'message', (v_scene->>'ship_name') || ': Sold ' || v_quantity || ' ' || (p->>'commodity_name') || ' for ' || format_credits(v_revenue)
      || CASE WHEN v_profit >= 0 THEN ' (profit ' || format_credits(v_profit) ELSE ' (loss ' || format_credits(-v_profit) END || ').'), v_at);

  RETURN jsonb_build_object('status', 'done', 'scene', v_scene, 'trade_id', v_trade, 'revenue', v_revenue, 'balance', v_balance, 'line', v_line, 'experience', v_experience);
END
$$;

-- An act without a subject where the character stands (a refuel: ship_refuel asks this one).
CREATE OR REPLACE FUNCTION quests_hear_trade(p_character bigint, p_acts text[]) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN quests_hear_trade(p_character, p_acts, NULL, character_system(p_character));
END
$$;
