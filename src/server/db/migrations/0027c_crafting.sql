-- Crafting (issue 38): resources harvested from the rotating deposits of each district, crafted
-- items that carry their maker's name and stats, and players' vendor stalls in places.

-- A crafted item keeps its crafter's name and the numbers its craft gave (price, damage,
-- protection, effect), read over its template's.
ALTER TABLE items ADD COLUMN crafter_name text;
ALTER TABLE items ADD COLUMN crafted_stats jsonb;

-- Resources a character carries: one stack per deposit it harvested (deposits are generated from
-- the galaxy seed and the clock; `spawn_key` names one for its life).
CREATE TABLE resource_stacks (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id bigint  NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  spawn_key    text    NOT NULL,
  kind         text    NOT NULL CHECK (kind IN ('metal', 'gas', 'chemical', 'organic', 'crystal', 'water')),
  name         text    NOT NULL,
  quality      integer NOT NULL CHECK (quality BETWEEN 1 AND 1000),
  units        integer NOT NULL CHECK (units > 0),
  UNIQUE (character_id, spawn_key)
);

-- Each character harvests a deposit once in its life.
CREATE TABLE resource_harvests (
  character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  spawn_key    text        NOT NULL,
  harvested_at timestamptz NOT NULL,
  PRIMARY KEY (character_id, spawn_key)
);

-- A crafter's vendor stall (one each), standing in a place.
CREATE TABLE vendor_stalls (
  character_id bigint      PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  place_id     bigint      NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  name         text        NOT NULL,
  placed_at    timestamptz NOT NULL
);
CREATE INDEX vendor_stalls_place ON vendor_stalls (place_id);

-- An item for sale at its owner's stall: the item stays the seller's one row until bought.
CREATE TABLE vendor_listings (
  item_id   bigint      PRIMARY KEY REFERENCES items (id) ON DELETE CASCADE,
  seller_id bigint      NOT NULL REFERENCES vendor_stalls (character_id) ON DELETE CASCADE,
  price     bigint      NOT NULL CHECK (price > 0),
  listed_at timestamptz NOT NULL
);
CREATE INDEX vendor_listings_seller ON vendor_listings (seller_id);

-- A purchase at a stall moves credits between players: one ledger reason each way, the item as reference.
DO $$
DECLARE
  reasons text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO reasons FROM pg_constraint WHERE conname = 'credit_ledger_reason_check';
  ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_check;
  EXECUTE 'ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check '
    || replace(reasons, 'ARRAY[', 'ARRAY[''vendor_purchase''::text, ''vendor_sale''::text, ');
END $$;
