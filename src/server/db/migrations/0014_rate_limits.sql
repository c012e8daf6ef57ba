-- Fixed-window request counters of the rate limits (http/rateLimit.ts): one row per bucket
-- (limit + account or IP) per window, counted by one atomic UPSERT so every server process shares
-- them. UNLOGGED: counters are worth losing in a crash, and their commits then wait for no WAL flush.
CREATE UNLOGGED TABLE rate_limit_hits (
  bucket       text        NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer     NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
