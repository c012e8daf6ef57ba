-- Crafted goods in the economy (issue 38): the shops' shelves of NPC-crafted goods, what a house
-- stores, and the surveys that earn a deposit's expiry warning.

-- A shop's shelf of crafted goods: one item a slot, made by an NPC crafter of the town (its name
-- and quality shown), at a price its quality sets. Buying it makes it an item of the buyer's:
-- the shelf row goes, the item row comes, in one transaction.
CREATE TABLE shop_crafted_stock (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  place_id         bigint      NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  slot             integer     NOT NULL CHECK (slot >= 1),
  item_template_id bigint      NOT NULL REFERENCES item_templates (id),
  crafter_name     text        NOT NULL,
  quality_percent  integer     NOT NULL CHECK (quality_percent BETWEEN 0 AND 100),
  crafted_stats    jsonb       NOT NULL,
  price            bigint      NOT NULL CHECK (price > 0),
  stocked_at       timestamptz NOT NULL,
  UNIQUE (place_id, slot)
);

-- The restock window each shop's NPC crafters last filled its empty slots in (once a window).
CREATE TABLE shop_restocks (
  place_id        bigint  PRIMARY KEY REFERENCES places (id) ON DELETE CASCADE,
  restock_window  bigint  NOT NULL
);

-- How many items a house stores (from its craft's quality; null for a stall).
ALTER TABLE structures ADD COLUMN storage_slots integer CHECK (storage_slots > 0);

-- An item stored in a house: it leaves the owner's inventory (the item row goes) and is kept here
-- as the item it was (template, condition, maker and crafted numbers) until taken back.
CREATE TABLE house_storage (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  structure_id     bigint      NOT NULL REFERENCES structures (id) ON DELETE CASCADE,
  item_template_id bigint      NOT NULL REFERENCES item_templates (id),
  condition        integer     NOT NULL CHECK (condition BETWEEN 0 AND 100),
  crafter_name     text,
  crafted_stats    jsonb,
  stored_at        timestamptz NOT NULL
);
CREATE INDEX house_storage_structure ON house_storage (structure_id, id);

-- The deposits a character's survey showed it, so a surveyor is warned before one expires too.
CREATE TABLE resource_surveys (
  character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  spawn_key    text        NOT NULL,
  spawn_name   text        NOT NULL,
  surveyed_at  timestamptz NOT NULL,
  PRIMARY KEY (character_id, spawn_key)
);
