-- Items (issue 17): the catalogue shops sell and loot draws from, the items characters own, and
-- how many a character can carry. An item is one row with one owner and at most one slot, so it
-- can never be in two places or owned twice.
CREATE TABLE item_templates (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name           text    NOT NULL UNIQUE,
  description    text    NOT NULL,
  category       text    NOT NULL CHECK (category IN ('weapon', 'armour', 'shield', 'medical', 'repair_kit', 'curio')),
  quality        text    NOT NULL CHECK (quality IN ('legendary', 'epic', 'rare', 'uncommon', 'common', 'poor')),
  price          integer NOT NULL CHECK (price > 0),
  -- The equipment slots it fits, first the usual one (empty for what is not worn).
  slots          jsonb   NOT NULL DEFAULT '[]',
  damage_min     integer CHECK (damage_min >= 0),
  damage_max     integer CHECK (damage_max >= damage_min),
  protection_min integer CHECK (protection_min >= 0),
  protection_max integer CHECK (protection_max >= protection_min),
  -- What using it does: hull points a repair kit restores, health a medical item heals.
  effect_amount  integer CHECK (effect_amount > 0),
  -- Flavour shown in the item's tooltip (manufacturer, weight...): scalars only.
  meta_data      jsonb   NOT NULL DEFAULT '{}'
);

CREATE TABLE items (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id     bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  item_template_id bigint      NOT NULL REFERENCES item_templates (id),
  condition        integer     NOT NULL DEFAULT 100 CHECK (condition BETWEEN 0 AND 100),
  -- NULL while carried in the inventory; the slot it is worn in otherwise.
  equipped_slot    text        CHECK (equipped_slot IN ('head', 'body', 'hands', 'legs', 'feet', 'weapon', 'shield')),
  -- Not yet seen in the Inventory app (the inventory notification counts these).
  is_new           boolean     NOT NULL DEFAULT true,
  acquired_at      timestamptz NOT NULL,
  -- One item per slot; NULLs are distinct, so any number are carried.
  UNIQUE (character_id, equipped_slot)
);
CREATE INDEX items_character ON items (character_id, id);

ALTER TABLE characters ADD COLUMN max_items integer NOT NULL DEFAULT 50 CHECK (max_items > 0);

-- Buying, selling and repairing items moves credits: three more ledger reasons and the item as reference.
-- The lists are extended where they stand (another migration may have extended them first).
DO $$
DECLARE
  reasons text;
  refs text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO reasons FROM pg_constraint WHERE conname = 'credit_ledger_reason_check';
  SELECT pg_get_constraintdef(oid) INTO refs FROM pg_constraint WHERE conname = 'credit_ledger_reference_type_check';
  ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_check;
  ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reference_type_check;
  EXECUTE 'ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check '
    || replace(reasons, 'ARRAY[', 'ARRAY[''item_purchase''::text, ''item_sale''::text, ''item_repair''::text, ');
  EXECUTE 'ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reference_type_check '
    || replace(refs, 'ARRAY[', 'ARRAY[''item''::text, ');
END $$;
