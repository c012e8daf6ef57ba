-- Issue 40: a market buy in one round trip to PostgreSQL, decided under the row locks.
--
-- `market_buy` takes the kernel's locks in the kernel's order (the character, then the active
-- ship and the market row), prices the order from the stock it holds locked with the pure rule's
-- parameters (src/shared/rules/market: the same formula, written here once more; a unit test holds
-- the two equal on a grid of inputs), refuses it or applies it (stock, hold, trade record, credits
-- with their ledger row, the captain's log line), and answers what it read and wrote, all in one
-- statement: a buy that loses a race for the last unit is refused from the rows it waited for,
-- never sent back for a second trip. A buy a quest would hear is left to the full act (the
-- missions' work runs in TypeScript): the answer says so before any row is locked.

-- The unit price at `p_stock` (marketPrice.ts unitPrice): base × (reference / max(stock, 1))^e,
-- clamped to [floor, ceiling] × base, rounded half up (Math.round), at least 1.
CREATE FUNCTION market_unit_price(p_base bigint, p_reference bigint, p_elasticity float8, p_stock bigint, p_floor float8, p_ceiling float8) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT greatest(1, floor(least(p_base * p_ceiling, greatest(p_base * p_floor, p_base * power(p_reference::float8 / greatest(p_stock, 1)::float8, p_elasticity))) + 0.5))::bigint
$$;

-- "12,345 cr" (formatCredits.ts) for a whole number of credits.
CREATE FUNCTION format_credits(p_amount bigint) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN p_amount < 0 THEN '-' ELSE '' END || to_char(abs(p_amount), 'FM999,999,999,999,999,990') || ' cr'
$$;

-- A character's effective modifier `p_name` (skillModifiers.ts effectiveModifiers): the learned
-- skills' modifiers in learnedModifiersSql's order, the adds summed then divided by 100, the
-- multiplies applied in turn, rounded to 4 decimals, clamped to [0, p_cap].
CREATE FUNCTION character_modifier(p_character bigint, p_name text, p_cap float8) RETURNS float8
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_added float8 := 0;
  v_scaled float8;
  v_modifier jsonb;
BEGIN
  FOR v_modifier IN
    SELECT m.modifier FROM character_skills cs JOIN skills sk ON sk.id = cs.skill_id, jsonb_array_elements(sk.modifiers) WITH ORDINALITY AS m(modifier, n)
    WHERE cs.character_id = p_character AND m.modifier->>'name' = p_name AND m.modifier->>'operation' = 'add'
    ORDER BY sk.profession_id, sk.position, m.n
  LOOP
    v_added := v_added + (v_modifier->>'value')::float8;
  END LOOP;
  v_scaled := v_added / 100;
  FOR v_modifier IN
    SELECT m.modifier FROM character_skills cs JOIN skills sk ON sk.id = cs.skill_id, jsonb_array_elements(sk.modifiers) WITH ORDINALITY AS m(modifier, n)
    WHERE cs.character_id = p_character AND m.modifier->>'name' = p_name AND m.modifier->>'operation' = 'multiply'
    ORDER BY sk.profession_id, sk.position, m.n
  LOOP
    v_scaled := v_scaled * (v_modifier->>'value')::float8;
  END LOOP;
  RETURN least(p_cap, greatest(0, floor(v_scaled * 10000 + 0.5) / 10000));
END
$$;

-- Whether a trade advancing steps of `p_acts` kinds would move one of the character's quests
-- (questAdvance.ts): an unfinished step of one of those kinds, or an active quest with every step
-- done (the next act completes it). Party mates' steps move only with the actor's.
CREATE FUNCTION quests_hear_trade(p_character bigint, p_acts text[]) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
      SELECT 1 FROM character_quests q
      JOIN character_quest_steps qs ON qs.character_quest_id = q.id
      JOIN quest_steps st ON st.id = qs.quest_step_id
      WHERE q.character_id = p_character AND q.status = 'active' AND st.target_type = ANY (p_acts) AND qs.progress < st.required_quantity)
    OR EXISTS (
      SELECT 1 FROM character_quests q
      WHERE q.character_id = p_character AND q.status = 'active' AND NOT EXISTS (
        SELECT 1 FROM character_quest_steps qs JOIN quest_steps st ON st.id = qs.quest_step_id
        WHERE qs.character_quest_id = q.id AND qs.progress < st.required_quantity))
$$;

-- The kernel's locks of a trade, in its order, and what a quote needs of the locked rows.
-- p: { character_id, commodity_id, super_area_id?, quest_acts: text[], modifier_cap }.
-- Answers { status }:
--   'quest'                         a quest would hear the trade: nothing locked, nothing written;
--   'no_character' | 'travelling'   the kernel's refusals (lockCharacter);
--   'elsewhere' | 'no_ship' | 'not_traded' (with place_id);
--   'locked' (scene)                the character, the active ship and the market row locked
--                                   (lockShipAndMarket) and a sale's cargo line (lockCargoLine).
-- scene: what the pure rule needs to quote and refuse the trade (stock, elasticity, price_bonus,
-- credits, cargo_used, cargo_capacity, the hold's line), the ship's id and name, the market row
-- and its system.
CREATE FUNCTION market_trade_scene(p jsonb, p_action text) RETURNS jsonb
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
  IF quests_hear_trade(v_character, v_acts) THEN RETURN jsonb_build_object('status', 'quest'); END IF;

  -- lockCharacter: FOR NO KEY UPDATE, then the traveller check.
  SELECT id, credits, place_id, active_ship_id INTO v_char FROM characters WHERE id = v_character FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'no_character'); END IF;
  IF EXISTS (SELECT 1 FROM journeys WHERE character_id = v_character AND status IN ('in_progress', 'event')) THEN
    RETURN jsonb_build_object('status', 'travelling');
  END IF;
  IF quests_hear_trade(v_character, v_acts) THEN RETURN jsonb_build_object('status', 'quest'); END IF;
  SELECT super_area_id INTO v_super_area FROM places WHERE id = v_char.place_id;
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

-- The captain's log line of a character event the server sends after COMMIT (recordCharacterEvent:
-- a message in the payload is the line's, trimmed to 200 characters).
CREATE FUNCTION log_character_event(p_character bigint, p_event text, p_words jsonb, p_payload jsonb, p_at timestamptz) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO captains_log_entries (character_id, kind, app_id, type, count, message, event, payload, created_at)
  VALUES (p_character, 'event', p_words->>'app_id', p_words->>'type', 1, left(btrim(p_payload->>'message'), 200), p_event, p_payload, p_at)
$$;

-- moveCredits (kernel/locks.ts): the credits and their ledger row with the balance after; zero
-- moves nothing. Returns the balance.
CREATE FUNCTION move_trade_credits(p_character bigint, p_amount bigint, p_reason text, p_trade bigint, p_at timestamptz, p_credits bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  IF p_amount = 0 THEN RETURN p_credits; END IF;
  UPDATE characters SET credits = credits + p_amount WHERE id = p_character RETURNING credits INTO v_balance;
  INSERT INTO credit_ledger (character_id, amount, reason, balance_after, reference_type, reference_id, created_at)
  VALUES (p_character, p_amount, p_reason, v_balance, 'market_trade', p_trade, p_at);
  RETURN v_balance;
END
$$;

-- p: market_trade_scene's, and { commodity_name, quantity, limit_price?, at, base_price,
--      reference_stock, price_floor, price_ceiling, log: { app_id, type } }
-- Answers market_trade_scene's refusals, or 'refused' (scene: the order is refused by the rows it
-- read locked, nothing written), or 'done' (scene, trade_id, cost, balance, line).
CREATE FUNCTION market_buy(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_character bigint := (p->>'character_id')::bigint;
  v_commodity bigint := (p->>'commodity_id')::bigint;
  v_quantity int := (p->>'quantity')::int;
  v_at timestamptz := (p->>'at')::timestamptz;
  v_locked jsonb := market_trade_scene(p, 'buy');
  v_scene jsonb := v_locked->'scene';
  v_stock int := (v_scene->>'stock')::int;
  v_total bigint;
  v_saving bigint;
  v_cost bigint;
  v_average float8;
  v_trade bigint;
  v_line jsonb;
  v_balance bigint;
BEGIN
  IF v_locked->>'status' <> 'locked' THEN RETURN v_locked; END IF;
  -- planBuy's refusals, in its order: the stock, the hold's room, the limit, the credits.
  IF v_quantity > v_stock OR v_quantity > (v_scene->>'cargo_capacity')::int - (v_scene->>'cargo_used')::int THEN
    RETURN jsonb_build_object('status', 'refused', 'scene', v_scene);
  END IF;
  -- buyQuote: each unit at the price of the stock it leaves from; the saving (professionSaving) off the total.
  SELECT sum(market_unit_price((p->>'base_price')::bigint, (p->>'reference_stock')::bigint, (v_scene->>'elasticity')::float8, v_stock - i,
    (p->>'price_floor')::float8, (p->>'price_ceiling')::float8))::bigint
  INTO v_total FROM generate_series(0, v_quantity - 1) AS i;
  v_saving := greatest(0, floor(v_total::float8 * (v_scene->>'price_bonus')::float8))::bigint;
  v_cost := v_total - v_saving;
  v_average := floor((v_total::float8 / v_quantity) * 100 + 0.5) / 100;
  IF (p->>'limit_price' IS NOT NULL AND v_average > (p->>'limit_price')::float8) OR v_cost > (v_scene->>'credits')::bigint THEN
    RETURN jsonb_build_object('status', 'refused', 'scene', v_scene);
  END IF;

  UPDATE markets SET stock = stock - v_quantity WHERE id = (v_scene->>'market_id')::bigint;
  -- loadCargoQuery (kernel/cargoHold.ts): the saving is held on the line.
  INSERT INTO ship_cargo AS c (ship_id, commodity_id, quantity, total_cost, saving_held, reserved)
  VALUES ((v_scene->>'ship_id')::bigint, v_commodity, v_quantity, v_total, v_saving, 0)
  ON CONFLICT (ship_id, commodity_id) DO UPDATE SET
    quantity = c.quantity + EXCLUDED.quantity,
    total_cost = c.total_cost + EXCLUDED.total_cost,
    saving_held = c.saving_held + EXCLUDED.saving_held,
    reserved = c.reserved + EXCLUDED.reserved
  RETURNING jsonb_build_object('commodity_id', c.commodity_id, 'quantity', c.quantity, 'reserved', c.reserved, 'total_cost', c.total_cost,
    'saving_held', c.saving_held, 'profit_realised', c.profit_realised, 'saving_released', c.saving_released, 'bonus_settled', c.bonus_settled)
  INTO v_line;
  INSERT INTO market_trades (character_id, ship_id, market_id, super_area_id, commodity_id, action, quantity, credits, profession_saving, cost_basis, created_at)
  VALUES (v_character, (v_scene->>'ship_id')::bigint, (v_scene->>'market_id')::bigint, (v_scene->>'super_area_id')::bigint, v_commodity, 'buy', v_quantity, v_cost, v_saving, NULL, v_at)
  RETURNING id INTO v_trade;
  v_balance := move_trade_credits(v_character, -v_cost, 'market_buy', v_trade, v_at, (v_scene->>'credits')::bigint);

  -- The ShipStatusChanged the server sends after COMMIT: the message is successMessage's.
  PERFORM log_character_event(v_character, 'ShipStatusChanged', p->'log', jsonb_build_object('ship_id', (v_scene->>'ship_id')::bigint, 'change', 'cargo_loaded',
    'message', (v_scene->>'ship_name') || ': Bought ' || v_quantity || ' ' || (p->>'commodity_name') || ' for ' || format_credits(v_cost) || '.'), v_at);

  RETURN jsonb_build_object('status', 'done', 'scene', v_scene, 'trade_id', v_trade, 'cost', v_cost, 'balance', v_balance, 'line', v_line);
END
$$;

-- grantExperience (kernel/grants/grantExperience.ts): `p_amount` of `p_type` experience, raised by
-- an entertainer's buff the character carries at `p_at`. Answers the SkillPointsAwarded payload
-- the server sends after COMMIT (its message is the captain's log line), or null for none.
CREATE FUNCTION grant_trade_experience(p_character bigint, p_type text, p_amount bigint, p_at timestamptz, p_total_skill_points int) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_granted bigint;
  v_current bigint;
  v_used int;
  v_bonus int;
BEGIN
  IF p_amount <= 0 THEN RETURN NULL; END IF;
  v_granted := (p_amount + p_amount * coalesce((SELECT b.experience_bonus_percent FROM entertainment_buffs b
    WHERE b.character_id = p_character AND b.expires_at > p_at), 0) / 100)::int;
  INSERT INTO character_experience AS x (character_id, experience_type, current_amount, total_earned)
  VALUES (p_character, p_type, v_granted, v_granted)
  ON CONFLICT (character_id, experience_type) DO UPDATE
  SET current_amount = x.current_amount + EXCLUDED.current_amount, total_earned = x.total_earned + EXCLUDED.total_earned
  RETURNING x.current_amount INTO v_current;
  SELECT skill_points_used, bonus_skill_points INTO v_used, v_bonus FROM characters WHERE id = p_character;
  RETURN jsonb_build_object('character_id', p_character, 'reason', 'experience', 'experience_type', p_type, 'amount', v_granted,
    'skill_points', jsonb_build_object('used', v_used, 'total', p_total_skill_points + v_bonus),
    'message', 'Earned ' || to_char(v_granted, 'FM999,999,999,990') || ' ' || replace(p_type, '_', ' ') || ' experience'
      || CASE WHEN v_granted > p_amount THEN ', ' || to_char(v_granted - p_amount, 'FM999,999,999,990') || ' of it from a performance you watched' ELSE '' END
      || ' (' || to_char(v_current, 'FM999,999,999,990') || ' in all).');
END
$$;

-- unitsShare (professionTrade.ts): the share of a line's `p_total` that `p_quantity` of its
-- `p_sellable` units carry, rounded half up, the last units taking the rest.
CREATE FUNCTION units_share(p_total bigint, p_quantity int, p_sellable int) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT CASE WHEN p_sellable <= 0 THEN 0 WHEN p_quantity >= p_sellable THEN p_total
    ELSE floor((p_total::float8 * p_quantity) / p_sellable + 0.5)::bigint END
$$;

-- p: market_buy's, and { total_skill_points, experience_log: { app_id, type } }
-- Answers market_trade_scene's refusals, or 'refused' (scene), or 'done' (scene, trade_id,
-- revenue, balance, line: the line left or null once sold out, experience: the SkillPointsAwarded
-- payload or null).
CREATE FUNCTION market_sell(p jsonb) RETURNS jsonb
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
