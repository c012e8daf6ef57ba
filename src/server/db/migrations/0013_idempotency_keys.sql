-- Idempotency-Key of the money-moving POSTs (http/idempotency.ts): the first request with a key
-- claims it here before acting, so a retry or a concurrent duplicate finds the claim and gets the
-- first answer (status + body) instead of acting again. Kept 24 hours (the clock's housekeeping).
CREATE TABLE idempotency_keys (
  user_id         bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text        NOT NULL,
  -- sha256 of method, route, acting character and body: the same key with another request is refused.
  fingerprint     text        NOT NULL,
  -- Null until the first request has its answer.
  response_status integer,
  response_body   text,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
