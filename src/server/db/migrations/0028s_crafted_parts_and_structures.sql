-- Crafting, part B (issue 38): crafted ship parts installed like the outfitter's upgrades, and
-- crafted structures placed on the lots of a place, which a vendor stall now stands on.

-- A crafted part leaves the inventory when installed: the customization keeps the item (its template,
-- maker and crafted numbers) instead of an upgrade template, and gives it back when uninstalled.
ALTER TABLE ship_customizations ALTER COLUMN upgrade_template_id DROP NOT NULL;
ALTER TABLE ship_customizations ADD COLUMN crafted_item jsonb;
ALTER TABLE ship_customizations ADD CONSTRAINT ship_customizations_one_source
  CHECK ((upgrade_template_id IS NULL) <> (crafted_item IS NULL));

-- A structure stands on one lot of a place and makes its placer the lot's owner. The lots of a
-- place are numbered 1..n (n by the place's type, shared/rules/crafting/structures.ts); the unique
-- key keeps two structures off one lot even if two placers race.
CREATE TABLE structures (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id         bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  place_id         bigint      NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  lot              integer     NOT NULL CHECK (lot >= 1),
  kind             text        NOT NULL CHECK (kind IN ('vendor_stall', 'house')),
  item_template_id bigint      NOT NULL REFERENCES item_templates (id),
  crafter_name     text,
  placed_at        timestamptz NOT NULL,
  UNIQUE (place_id, lot)
);
CREATE INDEX structures_owner ON structures (owner_id);

-- The stall structure a vendor stall stands on (stalls set up before structures existed keep none).
ALTER TABLE vendor_stalls ADD COLUMN structure_id bigint UNIQUE REFERENCES structures (id) ON DELETE CASCADE;
