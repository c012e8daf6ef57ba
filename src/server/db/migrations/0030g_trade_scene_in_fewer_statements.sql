-- A trade's locked scene in fewer statements (issue 40). Inside PostgreSQL every statement of a
-- PL/pgSQL function pays the executor's start (its plan's nodes and expressions set up, the
-- tables' CHECK constraints prepared): measured with perf on the players bench, that start, not
-- the work, is most of a trade's call. Same arguments, same answers, same locks in the same order:
-- - the first quest ask reads the character's system in its own statement (no character_system call);
-- - once the character is locked (a statement of its own, as before: a journey started or ended
--   while the trade waited for that lock is seen only by a statement started after it), whether it
--   is travelling and the system of its place are one statement;
-- - the trader's modifier (character_modifier) reads its skills' modifiers once, not once for the
--   added ones and once more for the multipliers, and applies them in the same order.

CREATE OR REPLACE FUNCTION character_modifier(p_character bigint, p_name text, p_cap float8) RETURNS float8
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_adds float8[];
  v_multipliers float8[];
  v_value float8;
  v_added float8 := 0;
  v_scaled float8;
BEGIN
  SELECT array_agg((m.modifier->>'value')::float8 ORDER BY sk.profession_id, sk.position, m.n) FILTER (WHERE m.modifier->>'operation' = 'add'),
         array_agg((m.modifier->>'value')::float8 ORDER BY sk.profession_id, sk.position, m.n) FILTER (WHERE m.modifier->>'operation' = 'multiply')
  INTO v_adds, v_multipliers
  FROM character_skills cs JOIN skills sk ON sk.id = cs.skill_id, jsonb_array_elements(sk.modifiers) WITH ORDINALITY AS m(modifier, n)
  WHERE cs.character_id = p_character AND m.modifier->>'name' = p_name;
  -- effectiveModifiers (skillModifiers.ts): the added values summed in order, over 100, then each multiplier in order.
  FOREACH v_value IN ARRAY coalesce(v_adds, '{}') LOOP
    v_added := v_added + v_value;
  END LOOP;
  v_scaled := v_added / 100;
  FOREACH v_value IN ARRAY coalesce(v_multipliers, '{}') LOOP
    v_scaled := v_scaled * v_value;
  END LOOP;
  RETURN least(p_cap, greatest(0, floor(v_scaled * 10000 + 0.5) / 10000));
END
$$;

CREATE OR REPLACE FUNCTION market_trade_scene(p jsonb, p_action text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_character bigint := (p->>'character_id')::bigint;
  v_commodity bigint := (p->>'commodity_id')::bigint;
  v_acts text[] := ARRAY(SELECT jsonb_array_elements_text(p->'quest_acts'));
  v_char record;
  v_super_area bigint;
  v_travelling boolean;
  v_ship record;
  v_line jsonb;
BEGIN
  -- A quest that hears the trade is the full act's: said before queueing for any row. Only the
  -- character's own acts (under its lock) change its quests, so it is asked again once locked.
  IF quests_hear_trade(v_character, v_acts, v_commodity, (SELECT pl.super_area_id FROM characters c JOIN places pl ON pl.id = c.place_id WHERE c.id = v_character)) THEN
    RETURN jsonb_build_object('status', 'quest');
  END IF;

  -- lockCharacter: FOR NO KEY UPDATE, then the traveller check, with the system it stands in.
  SELECT id, credits, place_id, active_ship_id INTO v_char FROM characters WHERE id = v_character FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'no_character'); END IF;
  SELECT pl.super_area_id, EXISTS (SELECT 1 FROM journeys WHERE character_id = v_character AND status IN ('in_progress', 'event'))
  INTO v_super_area, v_travelling
  FROM places pl WHERE pl.id = v_char.place_id;
  IF v_travelling THEN RETURN jsonb_build_object('status', 'travelling'); END IF;
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
