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

-- p: { character_id, commodity_id, commodity_name, quantity, super_area_id?, limit_price?, at,
--      base_price, reference_stock, price_floor, price_ceiling, modifier_cap, quest_acts: text[],
--      log: { app_id, type } }
-- Answers { status, ... }:
--   'quest'                         a quest would hear the buy: nothing read under a lock, nothing written;
--   'no_character' | 'travelling'   the kernel's refusals (lockCharacter);
--   'elsewhere' | 'no_ship' | 'not_traded' (with place_id);
--   'refused' (inputs)              the order is refused by the rows it read locked: nothing written;
--   'done' (inputs, trade_id, cost, balance, line)   applied.
-- inputs: what the pure rule needs to quote and refuse it again (stock, elasticity, price_bonus,
-- credits, cargo_used, cargo_capacity) and the ship's id and name and the market's system.
CREATE FUNCTION market_buy(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_character bigint := (p->>'character_id')::bigint;
  v_commodity bigint := (p->>'commodity_id')::bigint;
  v_quantity int := (p->>'quantity')::int;
  v_at timestamptz := (p->>'at')::timestamptz;
  v_acts text[] := ARRAY(SELECT jsonb_array_elements_text(p->'quest_acts'));
  v_char record;
  v_super_area bigint;
  v_ship record;
  v_bonus float8;
  v_inputs jsonb;
  v_total bigint;
  v_saving bigint;
  v_cost bigint;
  v_average float8;
  v_trade bigint;
  v_line jsonb;
  v_balance bigint;
  v_message text;
BEGIN
  -- A quest that hears the buy is the full act's: said before queueing for any row. Only the
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

  v_bonus := character_modifier(v_character, 'trade_price_bonus', (p->>'modifier_cap')::float8);
  v_inputs := jsonb_build_object('stock', v_ship.stock, 'elasticity', v_ship.elasticity, 'price_bonus', v_bonus,
    'credits', v_char.credits, 'cargo_used', v_ship.cargo_used, 'cargo_capacity', v_ship.cargo_capacity,
    'ship_id', v_ship.id, 'ship_name', v_ship.name, 'super_area_id', v_super_area);

  -- planBuy's refusals, in its order: the stock, the hold's room, the limit, the credits.
  IF v_quantity > v_ship.stock OR v_quantity > v_ship.cargo_capacity - v_ship.cargo_used THEN
    RETURN jsonb_build_object('status', 'refused', 'inputs', v_inputs);
  END IF;
  -- buyQuote: each unit at the price of the stock it leaves from; the saving (professionSaving) off the total.
  SELECT sum(market_unit_price((p->>'base_price')::bigint, (p->>'reference_stock')::bigint, v_ship.elasticity::float8, v_ship.stock - i,
    (p->>'price_floor')::float8, (p->>'price_ceiling')::float8))::bigint
  INTO v_total FROM generate_series(0, v_quantity - 1) AS i;
  v_saving := greatest(0, floor(v_total::float8 * v_bonus))::bigint;
  v_cost := v_total - v_saving;
  v_average := floor((v_total::float8 / v_quantity) * 100 + 0.5) / 100;
  IF (p->>'limit_price' IS NOT NULL AND v_average > (p->>'limit_price')::float8) OR v_cost > v_char.credits THEN
    RETURN jsonb_build_object('status', 'refused', 'inputs', v_inputs);
  END IF;

  UPDATE markets SET stock = stock - v_quantity WHERE id = v_ship.market_id;
  -- loadCargoQuery (kernel/cargoHold.ts): the saving is held on the line.
  INSERT INTO ship_cargo AS c (ship_id, commodity_id, quantity, total_cost, saving_held, reserved)
  VALUES (v_ship.id, v_commodity, v_quantity, v_total, v_saving, 0)
  ON CONFLICT (ship_id, commodity_id) DO UPDATE SET
    quantity = c.quantity + EXCLUDED.quantity,
    total_cost = c.total_cost + EXCLUDED.total_cost,
    saving_held = c.saving_held + EXCLUDED.saving_held,
    reserved = c.reserved + EXCLUDED.reserved
  RETURNING jsonb_build_object('commodity_id', c.commodity_id, 'quantity', c.quantity, 'reserved', c.reserved, 'total_cost', c.total_cost,
    'saving_held', c.saving_held, 'profit_realised', c.profit_realised, 'saving_released', c.saving_released, 'bonus_settled', c.bonus_settled)
  INTO v_line;
  INSERT INTO market_trades (character_id, ship_id, market_id, super_area_id, commodity_id, action, quantity, credits, profession_saving, cost_basis, created_at)
  VALUES (v_character, v_ship.id, v_ship.market_id, v_super_area, v_commodity, 'buy', v_quantity, v_cost, v_saving, NULL, v_at)
  RETURNING id INTO v_trade;

  -- moveCredits (kernel/locks.ts): the credits and their ledger row with the balance after; zero moves nothing.
  IF v_cost <> 0 THEN
    UPDATE characters SET credits = credits - v_cost WHERE id = v_character RETURNING credits INTO v_balance;
    INSERT INTO credit_ledger (character_id, amount, reason, balance_after, reference_type, reference_id, created_at)
    VALUES (v_character, -v_cost, 'market_buy', v_balance, 'market_trade', v_trade, v_at);
  ELSE
    v_balance := v_char.credits;
  END IF;

  -- The captain's log line of the ShipStatusChanged the server sends after COMMIT (recordCharacterEvent;
  -- the message is successMessage's, the event's own, which the log line takes).
  v_message := v_ship.name || ': Bought ' || v_quantity || ' ' || (p->>'commodity_name') || ' for ' || format_credits(v_cost) || '.';
  INSERT INTO captains_log_entries (character_id, kind, app_id, type, count, message, event, payload, created_at)
  VALUES (v_character, 'event', p->'log'->>'app_id', p->'log'->>'type', 1, left(btrim(v_message), 200), 'ShipStatusChanged',
    jsonb_build_object('ship_id', v_ship.id, 'change', 'cargo_loaded', 'message', v_message), v_at);

  RETURN jsonb_build_object('status', 'done', 'inputs', v_inputs, 'trade_id', v_trade, 'cost', v_cost, 'balance', v_balance, 'line', v_line);
END
$$;
