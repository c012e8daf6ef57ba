-- The galactic market: a market per star system and commodity, its price history, the alerts
-- its moves raise, and the log of every trade (GAME_RULES "Commodities and prices").

-- The stock at which a commodity sells at its base price, how restless its markets are, and
-- what a ship needs to carry it.
ALTER TABLE commodities
  ADD COLUMN reference_stock      integer      NOT NULL DEFAULT 1000 CHECK (reference_stock > 0),
  ADD COLUMN volatility           numeric(6,4) NOT NULL DEFAULT 0.004 CHECK (volatility >= 0),
  ADD COLUMN special_requirements jsonb        NOT NULL DEFAULT '[]';

CREATE TABLE markets (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  super_area_id bigint       NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  commodity_id  bigint       NOT NULL REFERENCES commodities (id) ON DELETE CASCADE,
  role          text         NOT NULL CHECK (role IN ('producer', 'consumer', 'neutral')),
  stock         integer      NOT NULL CHECK (stock >= 0),
  -- Where the galaxy clock pulls the stock back to: high where the system produces the commodity.
  target_stock  integer      NOT NULL CHECK (target_stock > 0),
  elasticity    numeric(4,2) NOT NULL CHECK (elasticity > 0),
  -- The unit price about 24 hours ago, kept by the galaxy clock from the history (trend, change).
  day_ago_price integer,
  -- A seeded week of hourly prices before the market opened (newest first), so a new galaxy's
  -- charts and trends have a past; opened_at is the galaxy clock's first tick for this market.
  opening_prices integer[]   NOT NULL DEFAULT '{}',
  opened_at      timestamptz,
  UNIQUE (super_area_id, commodity_id)
);
CREATE INDEX markets_commodity ON markets (commodity_id);

-- One price point per market per tick, kept 30 days. A minute tick over 720 markets is a
-- million points a day, so a row holds one market's points of one clock hour: a week's chart
-- reads 168 short rows and a tick appends to 720 of them.
CREATE TABLE market_price_history (
  market_id bigint      NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  hour      timestamptz NOT NULL,
  -- Seconds into the hour of each point, and the unit price then.
  seconds   integer[]   NOT NULL,
  prices    integer[]   NOT NULL,
  PRIMARY KEY (market_id, hour),
  CHECK (cardinality(seconds) = cardinality(prices))
);
CREATE INDEX market_price_history_hour ON market_price_history (hour);

-- Moves of ±10 % within a day, raised by the galaxy clock.
CREATE TABLE market_alerts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market_id      bigint       NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  super_area_id  bigint       NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  commodity_id   bigint       NOT NULL REFERENCES commodities (id) ON DELETE CASCADE,
  type           text         NOT NULL CHECK (type IN ('price_spike', 'price_drop')),
  priority       text         NOT NULL CHECK (priority IN ('high', 'medium')),
  change_percent numeric(8,2) NOT NULL,
  price          integer      NOT NULL,
  message        text         NOT NULL,
  created_at     timestamptz  NOT NULL
);
CREATE INDEX market_alerts_area ON market_alerts (super_area_id, created_at DESC);
CREATE INDEX market_alerts_recent ON market_alerts (created_at DESC);
CREATE INDEX market_alerts_market ON market_alerts (market_id, created_at DESC);

-- Every buy and sell: what changed hands and for how much, so money can be accounted for.
CREATE TABLE market_trades (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id      bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  ship_id           bigint      REFERENCES ships (id) ON DELETE SET NULL,
  market_id         bigint      NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  super_area_id     bigint      NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  commodity_id      bigint      NOT NULL REFERENCES commodities (id) ON DELETE CASCADE,
  action            text        NOT NULL CHECK (action IN ('buy', 'sell')),
  quantity          integer     NOT NULL CHECK (quantity > 0),
  -- Credits paid (buy) or received (sell), after the profession bonus.
  credits           bigint      NOT NULL CHECK (credits >= 0),
  profession_saving bigint      NOT NULL DEFAULT 0 CHECK (profession_saving >= 0),
  -- What the units sold had cost (sells only): profit is credits - cost_basis.
  cost_basis        bigint,
  created_at        timestamptz NOT NULL
);
CREATE INDEX market_trades_character ON market_trades (character_id, created_at DESC);
CREATE INDEX market_trades_area ON market_trades (super_area_id, created_at);
