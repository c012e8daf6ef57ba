-- Issue 40: a refuel and an item shop's purchase (off the catalogue or a crafted good off the
-- shelf) in one round trip to PostgreSQL each, decided under the row locks, as market_buy /
-- market_sell (0029h) do a trade.
--
-- Each function takes the kernel's locks in the kernel's order (the character, then its ship or a
-- crafted good's shelf row; a new item is a row of its own), decides under them from the rows it
-- holds, and either refuses (answering what it read, so the server words the refusal with the pure
-- rule, in the spec's words) or applies everything: the change, the credits with their ledger row, and the
-- captain's log line of the event the server sends after COMMIT. The numbers the pure rules own
-- come in as parameters (the price of a unit of fuel and the amount in hundredths, a place's
-- markup, what each kind of place sells), so the SQL repeats no rule's constant. A refuel a quest
-- would hear is left to the full act (the missions' work runs in TypeScript): said before any lock.

-- lockCharacter (kernel/locks.ts): FOR NO KEY UPDATE, then the traveller check. Answers
-- { status: 'no_character' | 'travelling' } or { status: 'locked', credits, place_id, active_ship_id }.
CREATE FUNCTION lock_acting_character(p_character bigint) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_char record;
BEGIN
  SELECT id, credits, place_id, active_ship_id INTO v_char FROM characters WHERE id = p_character FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'no_character'); END IF;
  IF EXISTS (SELECT 1 FROM journeys WHERE character_id = p_character AND status IN ('in_progress', 'event')) THEN
    RETURN jsonb_build_object('status', 'travelling');
  END IF;
  RETURN jsonb_build_object('status', 'locked', 'credits', v_char.credits, 'place_id', v_char.place_id, 'active_ship_id', v_char.active_ship_id);
END
$$;

-- moveCredits (kernel/locks.ts): the credits and their ledger row with the balance after; zero
-- moves nothing. Returns the balance. The character is locked by the caller.
CREATE FUNCTION move_character_credits(p_character bigint, p_amount bigint, p_reason text, p_reference_type text, p_reference_id bigint, p_at timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  IF p_amount = 0 THEN RETURN (SELECT credits FROM characters WHERE id = p_character); END IF;
  UPDATE characters SET credits = credits + p_amount WHERE id = p_character RETURNING credits INTO v_balance;
  INSERT INTO credit_ledger (character_id, amount, reason, balance_after, reference_type, reference_id, created_at)
  VALUES (p_character, p_amount, p_reason, v_balance, p_reference_type, p_reference_id, p_at);
  RETURN v_balance;
END
$$;

-- p: { character_id, amount_hundredths (the amount as refuel.ts counts it, clamped to a bigint),
--      price_per_unit, fuel_place_types: text[], quest_acts: text[], at, log: { app_id, type } }
-- Answers { status }:
--   'quest'                          a quest would hear the refuel: nothing locked, nothing written;
--   'no_character' | 'travelling'    the kernel's refusals;
--   'no_fuel_here' (place_type, place_name) | 'no_ship' | 'ship_not_found';
--   'refused' (scene)                refuelProblem refuses it from the locked rows, nothing written;
--   'done' (scene, new_fuel, cost, balance).
-- scene: { fuel, max_fuel, credits, ship_id, ship_name }.
CREATE FUNCTION ship_refuel(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_character bigint := (p->>'character_id')::bigint;
  v_acts text[] := ARRAY(SELECT jsonb_array_elements_text(p->'quest_acts'));
  v_amount bigint := (p->>'amount_hundredths')::bigint;
  v_at timestamptz := (p->>'at')::timestamptz;
  v_locked jsonb;
  v_place record;
  v_ship record;
  v_scene jsonb;
  v_missing bigint;
  v_cost bigint;
  v_fuel numeric;
  v_balance bigint;
BEGIN
  -- A quest that hears the refuel is the full act's: said before queueing for any row, and asked
  -- again once the character (whose own acts alone change its quests) is locked. quests_hear_trade
  -- (0029h) asks it of any act's step kinds: here the refuel's (REFUEL_QUEST_ACTS).
  IF quests_hear_trade(v_character, v_acts) THEN RETURN jsonb_build_object('status', 'quest'); END IF;
  v_locked := lock_acting_character(v_character);
  IF v_locked->>'status' <> 'locked' THEN RETURN v_locked; END IF;
  IF quests_hear_trade(v_character, v_acts) THEN RETURN jsonb_build_object('status', 'quest'); END IF;

  -- refuelPlaceProblem, then the active ship, then lockOwnedShip: the full act's order.
  SELECT place_type, name INTO v_place FROM places WHERE id = (v_locked->>'place_id')::bigint;
  IF NOT (v_place.place_type::text = ANY (ARRAY(SELECT jsonb_array_elements_text(p->'fuel_place_types')))) THEN
    RETURN jsonb_build_object('status', 'no_fuel_here', 'place_type', v_place.place_type, 'place_name', v_place.name);
  END IF;
  IF v_locked->>'active_ship_id' IS NULL THEN RETURN jsonb_build_object('status', 'no_ship'); END IF;
  SELECT id, name, fuel, max_fuel INTO v_ship FROM ships
  WHERE id = (v_locked->>'active_ship_id')::bigint AND character_id = v_character FOR UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'ship_not_found'); END IF;
  v_scene := jsonb_build_object('fuel', v_ship.fuel, 'max_fuel', v_ship.max_fuel, 'credits', (v_locked->>'credits')::bigint, 'ship_id', v_ship.id, 'ship_name', v_ship.name);

  -- refuelProblem, in hundredths: more than nothing, room in the tank, room for the amount, the
  -- credits (the cost is counted only for an amount the tank can take, so it stays a bigint).
  v_missing := greatest(0, v_ship.max_fuel * 100 - round(v_ship.fuel * 100)::bigint);
  IF v_amount <= 0 OR v_missing = 0 OR v_amount > v_missing THEN RETURN jsonb_build_object('status', 'refused', 'scene', v_scene); END IF;
  -- refuelCost: a part credit rounded up.
  v_cost := ceil(v_amount * (p->>'price_per_unit')::bigint / 100.0)::bigint;
  IF (v_locked->>'credits')::bigint < v_cost THEN RETURN jsonb_build_object('status', 'refused', 'scene', v_scene); END IF;

  UPDATE ships SET fuel = fuel + v_amount / 100.0 WHERE id = v_ship.id RETURNING fuel INTO v_fuel;
  v_balance := move_character_credits(v_character, -v_cost, 'refuel', 'ship', v_ship.id, v_at);
  -- The ShipStatusChanged the server sends after COMMIT; numbers as JavaScript writes them (75.5, 100).
  PERFORM log_character_event(v_character, 'ShipStatusChanged', p->'log', jsonb_build_object('ship_id', v_ship.id, 'change', 'refueled',
    'message', v_ship.name || ' refuelled: ' || trim_scale(v_fuel)::text || ' of ' || v_ship.max_fuel || ' units for ' || format_credits(v_cost) || '.'), v_at);

  RETURN jsonb_build_object('status', 'done', 'scene', v_scene, 'new_fuel', v_fuel, 'cost', v_cost, 'balance', v_balance);
END
$$;

-- The owned item `p_item` as itemJsonSql (kernel/itemRows.ts) reads it: the template's fields, a
-- crafted item's own numbers over them, then the item's.
CREATE FUNCTION owned_item_json(p_item bigint) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
        'template_id', t.id, 'name', t.name, 'description', t.description, 'category', t.category,
        'quality', t.quality, 'price', t.price, 'slots', t.slots, 'damage_min', t.damage_min,
        'damage_max', t.damage_max, 'protection_min', t.protection_min, 'protection_max', t.protection_max,
        'effect_amount', t.effect_amount, 'meta_data', t.meta_data)::jsonb
      || coalesce(i.crafted_stats, '{}'::jsonb)
      || jsonb_build_object('id', i.id, 'condition', i.condition, 'is_new', i.is_new, 'equipped_slot', i.equipped_slot, 'crafter_name', i.crafter_name)
    FROM items i JOIN item_templates t ON t.id = i.item_template_id WHERE i.id = p_item
  );
END
$$;

-- shopPrice (shopPricing.ts): a catalogue price at a place's markup (placePriceFactor, passed in),
-- rounded half up (Math.round), at least 1. A unit test holds it equal to the rule at every shop.
CREATE FUNCTION shop_price(p_price bigint, p_factor float8) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  RETURN greatest(1, floor(p_price * p_factor + 0.5))::bigint;
END
$$;

-- shopFor (shops/shopPlace.ts): the place `p_place` of the location of `p_here`, when it keeps
-- a shop (`p_shop_stock`, SHOP_STOCK: what each kind of place sells). Answers { id, name,
-- categories } or null.
CREATE FUNCTION shop_place_here(p_place bigint, p_here bigint, p_shop_stock jsonb) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object('id', sp.id, 'name', sp.name, 'categories', p_shop_stock->sp.place_type)
    FROM places sp JOIN places here ON here.location_id = sp.location_id
    WHERE sp.id = p_place AND here.id = p_here AND jsonb_array_length(coalesce(p_shop_stock->sp.place_type, '[]'::jsonb)) > 0
  );
END
$$;

-- assertInventoryRoom (kernel/ownedItems.ts): the carried items (worn ones take no slot) and the
-- character's room, as { used, max_items }.
CREATE FUNCTION inventory_room(p_character bigint) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object('used', (SELECT count(*)::int FROM items i WHERE i.character_id = c.id AND i.equipped_slot IS NULL), 'max_items', c.max_items)
    FROM characters c WHERE c.id = p_character
  );
END
$$;

-- A bought item handed over: into the inventory (with its maker and numbers when crafted), its
-- price out through the ledger (reason item_purchase, the item referenced), and the captain's log
-- line of the InventoryUpdated the server sends after COMMIT. Answers { item, balance }.
CREATE FUNCTION deliver_bought_item(p_character bigint, p_template bigint, p_crafter_name text, p_crafted_stats jsonb, p_price bigint, p_message text, p_log jsonb, p_at timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_item bigint;
  v_balance bigint;
BEGIN
  INSERT INTO items (character_id, item_template_id, acquired_at, crafter_name, crafted_stats)
  VALUES (p_character, p_template, p_at, p_crafter_name, p_crafted_stats) RETURNING id INTO v_item;
  v_balance := move_character_credits(p_character, -p_price, 'item_purchase', 'item', v_item, p_at);
  PERFORM log_character_event(p_character, 'InventoryUpdated', p_log, jsonb_build_object('change', 'acquired', 'item_id', v_item, 'message', p_message), p_at);
  RETURN jsonb_build_object('item', owned_item_json(v_item), 'balance', v_balance);
END
$$;

-- p: { character_id, place_id, item_template_id, price_factor (placePriceFactor of the place),
--      shop_stock: { place_type: [category] } (SHOP_STOCK), at, log: { app_id, type } }
-- Answers { status }:
--   'no_character' | 'travelling'            the kernel's refusals;
--   'no_shop'                                 no shop at that place of this location (shopFor);
--   'no_template'                             no such catalogue item;
--   'not_sold' (place_name, template_name)    the shop does not sell it (or it is a crafted good);
--   'refused' (scene)                         too few credits, nothing written;
--   'inventory_full' (used, max_items)        grantItem's refusal, nothing written;
--   'done' (scene, item, balance).
-- scene: { credits, price, template_name }.
CREATE FUNCTION shop_buy_item(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_character bigint := (p->>'character_id')::bigint;
  v_locked jsonb := lock_acting_character(v_character);
  v_place jsonb;
  v_template record;
  v_price bigint;
  v_scene jsonb;
  v_room jsonb;
BEGIN
  IF v_locked->>'status' <> 'locked' THEN RETURN v_locked; END IF;
  v_place := shop_place_here((p->>'place_id')::bigint, (v_locked->>'place_id')::bigint, p->'shop_stock');
  IF v_place IS NULL THEN RETURN jsonb_build_object('status', 'no_shop'); END IF;
  SELECT id, name, category, price, meta_data INTO v_template FROM item_templates WHERE id = (p->>'item_template_id')::bigint;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'no_template'); END IF;
  IF NOT (v_place->'categories' ? v_template.category) OR v_template.meta_data->>'origin' IS NOT DISTINCT FROM 'crafted' THEN
    RETURN jsonb_build_object('status', 'not_sold', 'place_name', v_place->>'name', 'template_name', v_template.name);
  END IF;
  v_price := shop_price(v_template.price, (p->>'price_factor')::float8);
  v_scene := jsonb_build_object('credits', (v_locked->>'credits')::bigint, 'price', v_price, 'template_name', v_template.name);
  IF (v_locked->>'credits')::bigint < v_price THEN RETURN jsonb_build_object('status', 'refused', 'scene', v_scene); END IF;
  v_room := inventory_room(v_character);
  IF (v_room->>'used')::int + 1 > (v_room->>'max_items')::int THEN RETURN v_room || jsonb_build_object('status', 'inventory_full'); END IF;

  RETURN jsonb_build_object('status', 'done', 'scene', v_scene) || deliver_bought_item(v_character, v_template.id, NULL, NULL, v_price,
    'Bought ' || v_template.name || ' for ' || format_credits(v_price) || '.', p->'log', (p->>'at')::timestamptz);
END
$$;

-- p: { character_id, place_id, stock_id, shop_stock, at, log: { app_id, type } }
-- Answers shop_buy_item's refusals but 'no_template' and 'not_sold', or 'gone' (no such good on
-- that shelf: another buyer had it), or 'done' (scene, item, balance).
-- scene: { credits, price, template_name, crafter_name }.
CREATE FUNCTION shop_buy_crafted(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_character bigint := (p->>'character_id')::bigint;
  v_locked jsonb := lock_acting_character(v_character);
  v_place jsonb;
  v_stock record;
  v_scene jsonb;
  v_room jsonb;
BEGIN
  IF v_locked->>'status' <> 'locked' THEN RETURN v_locked; END IF;
  v_place := shop_place_here((p->>'place_id')::bigint, (v_locked->>'place_id')::bigint, p->'shop_stock');
  IF v_place IS NULL THEN RETURN jsonb_build_object('status', 'no_shop'); END IF;
  -- The shelf row, locked: two buyers of the last one queue, and the second finds it gone.
  SELECT s.id, s.item_template_id, s.crafter_name, s.crafted_stats, s.price, t.name INTO v_stock
  FROM shop_crafted_stock s JOIN item_templates t ON t.id = s.item_template_id
  WHERE s.id = (p->>'stock_id')::bigint AND s.place_id = (v_place->>'id')::bigint
  FOR UPDATE OF s;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'gone'); END IF;
  v_scene := jsonb_build_object('credits', (v_locked->>'credits')::bigint, 'price', v_stock.price, 'template_name', v_stock.name, 'crafter_name', v_stock.crafter_name);
  IF (v_locked->>'credits')::bigint < v_stock.price THEN RETURN jsonb_build_object('status', 'refused', 'scene', v_scene); END IF;
  v_room := inventory_room(v_character);
  IF (v_room->>'used')::int + 1 > (v_room->>'max_items')::int THEN RETURN v_room || jsonb_build_object('status', 'inventory_full'); END IF;

  DELETE FROM shop_crafted_stock WHERE id = v_stock.id;
  RETURN jsonb_build_object('status', 'done', 'scene', v_scene) || deliver_bought_item(v_character, v_stock.item_template_id, v_stock.crafter_name, v_stock.crafted_stats, v_stock.price,
    'Bought ' || v_stock.name || ' made by ' || v_stock.crafter_name || ' for ' || format_credits(v_stock.price) || '.', p->'log', (p->>'at')::timestamptz);
END
$$;
