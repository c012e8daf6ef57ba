-- A trade carries its request's admission in its own call (issue 40): the rate limit's counters
-- and the Idempotency-Key's claim, which took a statement of their own before every buy and sale,
-- are taken by the call's first statements, so a trade is one round trip to PostgreSQL after the
-- session. The rules stay the server's (http/admission.ts, rateLimit.ts): the counters are bumped
-- in the order given (the account's bucket, then the IP address's), a count past its limit refuses
-- the request (still counted, its key left free so a retry acts once the window allows), and a key
-- claimed before answers that the request is a retry.

-- p: { buckets: [account, ip] | null, window_start, limits: [account, ip], claim: { user_id, key,
-- fingerprint, created_at } | null }. Answers null when the request is admitted (counted, its key
-- claimed), { status: 'limited', hits: [account, ip] } past a limit, { status: 'taken' } for a key
-- claimed before.
CREATE FUNCTION admit_request(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_start timestamptz := (p->>'window_start')::timestamptz;
  v_account int;
  v_ip int;
BEGIN
  IF jsonb_typeof(p->'buckets') = 'array' THEN
    INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (p->'buckets'->>0, v_start, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits INTO v_account;
    INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (p->'buckets'->>1, v_start, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits INTO v_ip;
    IF v_account > (p->'limits'->>0)::int OR v_ip > (p->'limits'->>1)::int THEN
      RETURN jsonb_build_object('status', 'limited', 'hits', jsonb_build_array(v_account, v_ip));
    END IF;
  END IF;
  IF jsonb_typeof(p->'claim') = 'object' THEN
    INSERT INTO idempotency_keys (user_id, idempotency_key, fingerprint, created_at)
    VALUES ((p->'claim'->>'user_id')::bigint, p->'claim'->>'key', p->'claim'->>'fingerprint', (p->'claim'->>'created_at')::timestamptz)
    ON CONFLICT (user_id, idempotency_key) DO NOTHING;
    IF NOT FOUND THEN RETURN jsonb_build_object('status', 'taken'); END IF;
  END IF;
  RETURN NULL;
END
$$;

-- market_buy / market_sell (p_action) once `p.admission` (admit_request's p, or null) admits the
-- request; else admit_request's answer, and nothing else is done.
CREATE FUNCTION market_trade_admitted(p jsonb, p_action text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_refusal jsonb;
BEGIN
  IF jsonb_typeof(p->'admission') = 'object' THEN
    v_refusal := admit_request(p->'admission');
    IF v_refusal IS NOT NULL THEN RETURN v_refusal; END IF;
  END IF;
  RETURN CASE p_action WHEN 'buy' THEN market_buy(p) WHEN 'sell' THEN market_sell(p) END;
END
$$;
