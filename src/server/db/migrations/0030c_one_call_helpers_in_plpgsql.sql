-- The one-call acts' small helpers in PL/pgSQL (issue 40). Before PostgreSQL 18, a SQL-language
-- function that is not inlined is planned again at every call: measured on the players bench
-- (PostgreSQL 15, pg_stat_user_functions), 0.05–0.4 ms a call, a trade calling them up to a dozen
-- times. A PL/pgSQL function keeps its statements' plans for the session. Same arguments, same
-- answers: only the language changes (0030a's and 0030b's helpers are written so from the start).

-- The unit price at `p_stock` (marketPrice.ts unitPrice): base × (reference / max(stock, 1))^e,
-- clamped to [floor, ceiling] × base, rounded half up (Math.round), at least 1.
CREATE OR REPLACE FUNCTION market_unit_price(p_base bigint, p_reference bigint, p_elasticity float8, p_stock bigint, p_floor float8, p_ceiling float8) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  RETURN greatest(1, floor(least(p_base * p_ceiling, greatest(p_base * p_floor, p_base * power(p_reference::float8 / greatest(p_stock, 1)::float8, p_elasticity))) + 0.5))::bigint;
END
$$;

-- "12,345 cr" (formatCredits.ts) for a whole number of credits.
CREATE OR REPLACE FUNCTION format_credits(p_amount bigint) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  RETURN CASE WHEN p_amount < 0 THEN '-' ELSE '' END || to_char(abs(p_amount), 'FM999,999,999,999,999,990') || ' cr';
END
$$;

-- The captain's log line of a character event the server sends after COMMIT (recordCharacterEvent:
-- a message in the payload is the line's, trimmed to 200 characters).
CREATE OR REPLACE FUNCTION log_character_event(p_character bigint, p_event text, p_words jsonb, p_payload jsonb, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO captains_log_entries (character_id, kind, app_id, type, count, message, event, payload, created_at)
  VALUES (p_character, 'event', p_words->>'app_id', p_words->>'type', 1, left(btrim(p_payload->>'message'), 200), p_event, p_payload, p_at);
END
$$;

-- unitsShare (professionTrade.ts): the share of a line's `p_total` that `p_quantity` of its
-- `p_sellable` units carry, rounded half up, the last units taking the rest.
CREATE OR REPLACE FUNCTION units_share(p_total bigint, p_quantity int, p_sellable int) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  RETURN (
    SELECT CASE WHEN p_sellable <= 0 THEN 0 WHEN p_quantity >= p_sellable THEN p_total
      ELSE floor((p_total::float8 * p_quantity) / p_sellable + 0.5)::bigint END
  );
END
$$;
