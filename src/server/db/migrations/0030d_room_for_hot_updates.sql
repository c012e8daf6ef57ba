-- Room on each page for the new versions of rows updated all the time (issue 40), so PostgreSQL
-- writes them as heap-only tuples (HOT): no new entry in every index of the table, and the old
-- version is pruned from the page by the next reader. Measured on the players bench (600
-- players, 40 s): a market row carries its week of opening prices, pages were full from the
-- seeding, and only 32 % of the markets' updates (a trade's stock, the galaxy clock's tick on
-- every market) were HOT, each other one adding an entry to its three indexes; an
-- Idempotency-Key's answer, written into its claimed row, was HOT 40 % of the time.
-- A fillfactor applies to pages written from now on (a new galaxy's seed; an existing table's
-- pages as rows move), not to pages already full.
ALTER TABLE markets SET (fillfactor = 50);
ALTER TABLE idempotency_keys SET (fillfactor = 70);
