-- The trade flows (GET /api/galaxy/flows) and the economy page read the galaxy's trades of the
-- last game days: players' trades by time, as NPC trades already are (npc_trades_created).
CREATE INDEX market_trades_created ON market_trades (created_at);
