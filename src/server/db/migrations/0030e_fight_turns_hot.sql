-- A fight turn's update of its session (issue 40) is written as a heap-only tuple (HOT): no new
-- entry in each of the table's four indexes a turn, as every turn wrote (the players bench, 3,000
-- players, 40 s: 2,007 session updates, none HOT). Two things stood in the way:
-- - the idle index on last_action_at, a column every turn sets: the clock's and the reads' idle
--   scans find the active sessions through combat_sessions_one_active (a partial index of the
--   active sessions only, one a character) and filter them by last_action_at;
-- - full pages: room is left on each page for a turn's new version.
DROP INDEX combat_sessions_idle;
ALTER TABLE combat_sessions SET (fillfactor = 70);
