-- Trading contracts: delivery jobs offered per star system by the galaxy clock, accepted by one
-- character who puts up collateral and carries the cargo to the delivery system.
ALTER TABLE characters ADD COLUMN reputation integer NOT NULL DEFAULT 0;

-- Contract cargo sits in the hold like any cargo, but the reserved part can't be sold.
ALTER TABLE ship_cargo ADD COLUMN reserved integer NOT NULL DEFAULT 0 CHECK (reserved >= 0);
ALTER TABLE ship_cargo ADD CONSTRAINT ship_cargo_reserved_in_hold CHECK (reserved <= quantity);

CREATE TABLE trading_contracts (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  super_area_id        bigint      NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  title                text        NOT NULL,
  description          text        NOT NULL,
  contract_type        text        NOT NULL,
  issuer_name          text        NOT NULL,
  issuer_type          text        NOT NULL,
  difficulty           text        NOT NULL,
  risk_level           text        NOT NULL,
  commodity_id         bigint      NOT NULL REFERENCES commodities (id),
  quantity             integer     NOT NULL CHECK (quantity > 0),
  price_per_unit       integer     NOT NULL CHECK (price_per_unit > 0),
  pickup_place_id      bigint      NOT NULL REFERENCES places (id),
  delivery_place_id    bigint      NOT NULL REFERENCES places (id),
  distance             double precision NOT NULL CHECK (distance > 0),
  jumps                integer     NOT NULL CHECK (jumps > 0),
  max_danger           integer     NOT NULL,
  required_ship_size   text        NOT NULL,
  min_reputation       integer     NOT NULL DEFAULT 0,
  special_requirements jsonb       NOT NULL DEFAULT '[]',
  reward               bigint      NOT NULL CHECK (reward > 0),
  collateral           bigint      NOT NULL CHECK (collateral >= 0),
  estimated_duration   integer     NOT NULL CHECK (estimated_duration > 0),
  -- An available offer expires at offer_expires_at; an accepted one is due at deadline_at.
  offer_expires_at     timestamptz NOT NULL,
  time_allowed         integer     NOT NULL CHECK (time_allowed > 0),
  status               text        NOT NULL DEFAULT 'available'
                       CHECK (status IN ('available', 'active', 'completed', 'abandoned', 'expired')),
  character_id         bigint      REFERENCES characters (id) ON DELETE CASCADE,
  ship_id              bigint      REFERENCES ships (id) ON DELETE SET NULL,
  accepted_at          timestamptz,
  deadline_at          timestamptz,
  deadline_warned      boolean     NOT NULL DEFAULT false,
  completed_at         timestamptz,
  payout               bigint,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'available' OR status = 'expired' OR character_id IS NOT NULL)
);
CREATE INDEX trading_contracts_available ON trading_contracts (super_area_id) WHERE status = 'available';
CREATE INDEX trading_contracts_character ON trading_contracts (character_id, status);
CREATE INDEX trading_contracts_deadlines ON trading_contracts (deadline_at) WHERE status = 'active' AND NOT deadline_warned;
