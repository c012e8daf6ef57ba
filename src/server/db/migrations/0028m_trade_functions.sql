-- Issue 40: a market buy or sale in one round trip to PostgreSQL.
--
-- The price is never computed here: the pure rule in src/shared/rules/market (the server's
-- TypeScript, the client's trade dialog) stays the only place it is written. The server quotes
-- from the inputs this function last showed it (`market_trade_inputs`), and `market_trade` then
-- locks the rows in the kernel's order (character, ship and market, the cargo line of a sale),
-- checks that every input of that quote is still what it was, and only then applies the quote:
-- stock, hold, the trade's record, the credits with their ledger row (balance_after), and the
-- captain's log lines of the events the server sends after COMMIT. One statement, so one
-- transaction whose row locks last one round trip. When an input moved, it writes nothing and
-- answers the inputs as they are now; the server quotes again (src/server/domains/market/trade/).

-- Whether a trade advancing steps of `p_acts` kinds would move one of the character's quests.
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

-- What a trade's quote and refusals depend on, read with the rows already locked by the caller.
CREATE FUNCTION market_trade_inputs(p_character bigint, p_ship bigint, p_super_area bigint, p_commodity bigint, p_buy_acts text[], p_sell_acts text[]) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'ship_id', s.id,
    'ship_name', s.name,
    'cargo_capacity', s.cargo_capacity,
    'cargo_used', coalesce((SELECT sum(quantity) FROM ship_cargo WHERE ship_id = s.id), 0)::int,
    'market_id', m.id,
    'super_area_id', m.super_area_id,
    'stock', m.stock,
    'elasticity', m.elasticity,
    -- The same rows, in the same order, as learnedModifiersSql (skills/characterModifiers.ts).
    'learned', (
      SELECT coalesce(jsonb_agg(jsonb_build_object('name', sk.name, 'modifiers', sk.modifiers) ORDER BY sk.profession_id, sk.position), '[]'::jsonb)
      FROM character_skills cs JOIN skills sk ON sk.id = cs.skill_id
      WHERE cs.character_id = p_character AND sk.modifiers <> '[]'::jsonb),
    'line', (
      SELECT jsonb_build_object('quantity', c.quantity, 'reserved', c.reserved, 'total_cost', c.total_cost, 'saving_held', c.saving_held,
        'profit_realised', c.profit_realised, 'saving_released', c.saving_released, 'bonus_settled', c.bonus_settled)
      FROM ship_cargo c WHERE c.ship_id = s.id AND c.commodity_id = p_commodity),
    -- Whether the missions would hear a buy, a sale (questAdvance.ts): an unfinished step of a
    -- kind that side advances (tradeQuestActs), or an active quest with every step done (the next
    -- act completes it). Such a trade takes the full act. Party mates' steps move only with the
    -- actor's, so they need no look here.
    'quests_hear_buy', quests_hear_trade(p_character, p_buy_acts),
    'quests_hear_sell', quests_hear_trade(p_character, p_sell_acts))
  FROM ships s JOIN markets m ON m.super_area_id = p_super_area AND m.commodity_id = p_commodity
  WHERE s.id = p_ship
$$;

-- p: { character_id, commodity_id, action: 'buy'|'sell', quantity, super_area_id?, at, quest_acts: { buy, sell },
--      expected?: { stock, elasticity, learned, line },   the inputs the plan was quoted from
--      plan?: { credits, quote_total, saving, profession_saving, cost_basis, cost_share,
--               saving_share, account: { profit_realised, saving_released, bonus_settled },
--               log: [{ app_id, type, message, event, payload }] } }
-- Answers { status: 'no_character' | 'travelling' | 'elsewhere' | 'no_ship' | 'not_traded' (nothing
-- read beyond the character: the same refusals, in the same order, as the full act),
-- 'inputs' (nothing written; inputs: the current inputs), 'done' (trade_id, balance, inputs after) }.
CREATE FUNCTION market_trade(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_character bigint := (p->>'character_id')::bigint;
  v_commodity bigint := (p->>'commodity_id')::bigint;
  v_action text := p->>'action';
  v_quantity int := (p->>'quantity')::int;
  v_at timestamptz := (p->>'at')::timestamptz;
  v_expected jsonb := p->'expected';
  v_plan jsonb := p->'plan';
  v_buy_acts text[] := ARRAY(SELECT jsonb_array_elements_text(coalesce(p->'quest_acts'->'buy', '[]'::jsonb)));
  v_sell_acts text[] := ARRAY(SELECT jsonb_array_elements_text(coalesce(p->'quest_acts'->'sell', '[]'::jsonb)));
  v_char record;
  v_super_area bigint;
  v_inputs jsonb;
  v_ship bigint;
  v_market bigint;
  v_trade bigint;
  v_amount bigint;
  v_balance bigint;
BEGIN
  -- Without a plan the call only reads, and takes no lock: waiting in a row's queue while
  -- holding a pooled connection only to read would starve the pool when one row is hot. The plan
  -- is checked and applied under the kernel's locks, in its order.
  -- The kernel's first lock (lockCharacter): FOR NO KEY UPDATE, then the traveller check.
  IF v_plan IS NULL THEN
    SELECT id, credits, place_id, active_ship_id INTO v_char FROM characters WHERE id = v_character;
  ELSE
    SELECT id, credits, place_id, active_ship_id INTO v_char FROM characters WHERE id = v_character FOR NO KEY UPDATE;
  END IF;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'no_character'); END IF;
  IF EXISTS (SELECT 1 FROM journeys WHERE character_id = v_character AND status IN ('in_progress', 'event')) THEN
    RETURN jsonb_build_object('status', 'travelling');
  END IF;
  SELECT super_area_id INTO v_super_area FROM places WHERE id = v_char.place_id;
  IF p->>'super_area_id' IS NOT NULL AND (p->>'super_area_id')::bigint IS DISTINCT FROM v_super_area THEN
    RETURN jsonb_build_object('status', 'elsewhere', 'place_id', v_char.place_id);
  END IF;
  IF v_char.active_ship_id IS NULL THEN RETURN jsonb_build_object('status', 'no_ship', 'place_id', v_char.place_id); END IF;
  -- Then the ship and the market row (lockShipAndMarket), then a sale's cargo line (lockCargoLine).
  IF v_plan IS NULL THEN
    SELECT s.id, m.id INTO v_ship, v_market
    FROM ships s JOIN markets m ON m.super_area_id = v_super_area AND m.commodity_id = v_commodity
    WHERE s.id = v_char.active_ship_id;
  ELSE
    SELECT s.id, m.id INTO v_ship, v_market
    FROM ships s JOIN markets m ON m.super_area_id = v_super_area AND m.commodity_id = v_commodity
    WHERE s.id = v_char.active_ship_id FOR UPDATE;
  END IF;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'not_traded', 'place_id', v_char.place_id); END IF;
  IF v_action = 'sell' AND v_plan IS NOT NULL THEN
    PERFORM 1 FROM ship_cargo WHERE ship_id = v_ship AND commodity_id = v_commodity FOR UPDATE;
  END IF;
  v_inputs := market_trade_inputs(v_character, v_ship, v_super_area, v_commodity, v_buy_acts, v_sell_acts)
    || jsonb_build_object('credits', v_char.credits, 'place_id', v_char.place_id);

  IF v_plan IS NULL
    OR (v_inputs->>('quests_hear_' || v_action))::boolean
    OR v_expected->'stock' IS DISTINCT FROM v_inputs->'stock'
    OR v_expected->'elasticity' IS DISTINCT FROM v_inputs->'elasticity'
    OR v_expected->'learned' IS DISTINCT FROM v_inputs->'learned'
    OR (v_action = 'sell' AND v_expected->'line' IS DISTINCT FROM v_inputs->'line')
    -- What a buy's refusals read besides the quote: the stock, the hold's room, the credits.
    OR (v_action = 'buy' AND (v_quantity > (v_inputs->>'stock')::int
      OR v_quantity > (v_inputs->>'cargo_capacity')::int - (v_inputs->>'cargo_used')::int
      OR (v_plan->>'credits')::bigint > v_char.credits))
    OR (v_action = 'sell' AND v_quantity > coalesce((v_inputs->'line'->>'quantity')::int - (v_inputs->'line'->>'reserved')::int, 0))
  THEN
    RETURN jsonb_build_object('status', 'inputs', 'inputs', v_inputs);
  END IF;

  IF v_action = 'buy' THEN
    UPDATE markets SET stock = stock - v_quantity WHERE id = v_market;
    -- loadCargoQuery (kernel/cargoHold.ts).
    INSERT INTO ship_cargo (ship_id, commodity_id, quantity, total_cost, saving_held, reserved)
    VALUES (v_ship, v_commodity, v_quantity, (v_plan->>'quote_total')::bigint, (v_plan->>'saving')::bigint, 0)
    ON CONFLICT (ship_id, commodity_id) DO UPDATE SET
      quantity = ship_cargo.quantity + EXCLUDED.quantity,
      total_cost = ship_cargo.total_cost + EXCLUDED.total_cost,
      saving_held = ship_cargo.saving_held + EXCLUDED.saving_held,
      reserved = ship_cargo.reserved + EXCLUDED.reserved;
    v_amount := -(v_plan->>'credits')::bigint;
  ELSE
    -- unloadCargo (kernel/cargoHold.ts): a line sold out goes, with its account.
    IF (v_inputs->'line'->>'quantity')::int = v_quantity THEN
      DELETE FROM ship_cargo WHERE ship_id = v_ship AND commodity_id = v_commodity;
    ELSE
      UPDATE ship_cargo SET
        quantity = quantity - v_quantity,
        total_cost = total_cost - (v_plan->>'cost_share')::bigint,
        saving_held = saving_held - (v_plan->>'saving_share')::bigint,
        profit_realised = (v_plan->'account'->>'profit_realised')::bigint,
        saving_released = (v_plan->'account'->>'saving_released')::bigint,
        bonus_settled = (v_plan->'account'->>'bonus_settled')::bigint
      WHERE ship_id = v_ship AND commodity_id = v_commodity;
    END IF;
    UPDATE markets SET stock = stock + v_quantity WHERE id = v_market;
    v_amount := (v_plan->>'credits')::bigint;
  END IF;

  INSERT INTO market_trades (character_id, ship_id, market_id, super_area_id, commodity_id, action, quantity, credits, profession_saving, cost_basis, created_at)
  VALUES (v_character, v_ship, v_market, v_super_area, v_commodity, v_action, v_quantity, (v_plan->>'credits')::bigint,
    (v_plan->>'profession_saving')::bigint, (v_plan->>'cost_basis')::bigint, v_at)
  RETURNING id INTO v_trade;

  -- moveCredits (kernel/locks.ts): the credits and the ledger row with the balance after; zero moves nothing.
  IF v_amount <> 0 THEN
    UPDATE characters SET credits = credits + v_amount WHERE id = v_character RETURNING credits INTO v_balance;
    INSERT INTO credit_ledger (character_id, amount, reason, balance_after, reference_type, reference_id, created_at)
    VALUES (v_character, v_amount, 'market_' || v_action, v_balance, 'market_trade', v_trade, v_at);
  ELSE
    v_balance := v_char.credits;
  END IF;

  -- The captain's log lines of the events the server sends after COMMIT (recordCharacterEvent).
  INSERT INTO captains_log_entries (character_id, kind, app_id, type, count, message, event, payload, created_at)
  SELECT v_character, 'event', e->>'app_id', e->>'type', 1, e->>'message', e->>'event', e->'payload', v_at
  FROM jsonb_array_elements(coalesce(v_plan->'log', '[]'::jsonb)) e;

  RETURN jsonb_build_object('status', 'done', 'trade_id', v_trade, 'balance', v_balance,
    'inputs', market_trade_inputs(v_character, v_ship, v_super_area, v_commodity, v_buy_acts, v_sell_acts) || jsonb_build_object('credits', v_balance, 'place_id', v_char.place_id));
END
$$;
