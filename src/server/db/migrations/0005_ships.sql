-- Ships: templates sold in shipyards, the ships characters own, their parts, upgrades and
-- installed customizations, and what each ship carries in its hold.
CREATE TABLE ship_templates (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name                   text          NOT NULL UNIQUE,
  manufacturer           text          NOT NULL,
  size_class             text          NOT NULL CHECK (size_class IN ('small', 'medium', 'large', 'capital')),
  description            text          NOT NULL,
  lore_description       text          NOT NULL,
  base_price             bigint        NOT NULL CHECK (base_price > 0),
  daily_maintenance      integer       NOT NULL CHECK (daily_maintenance >= 0),
  availability_level     integer       NOT NULL CHECK (availability_level BETWEEN 0 AND 100),
  is_rare                boolean       NOT NULL DEFAULT false,
  is_starter             boolean       NOT NULL DEFAULT false,
  speed                  numeric(6, 2) NOT NULL CHECK (speed > 0),
  cargo_capacity         integer       NOT NULL CHECK (cargo_capacity > 0),
  max_fuel               integer       NOT NULL CHECK (max_fuel > 0),
  fuel_efficiency        numeric(6, 2) NOT NULL CHECK (fuel_efficiency > 0),
  max_durability         integer       NOT NULL CHECK (max_durability > 0),
  damage                 numeric(6, 2) NOT NULL CHECK (damage >= 0),
  reliability_rating     numeric(4, 1) NOT NULL,
  fuel_efficiency_rating numeric(4, 1) NOT NULL,
  cargo_rating           numeric(4, 1) NOT NULL,
  combat_rating          numeric(4, 1) NOT NULL,
  recommended_for        jsonb         NOT NULL DEFAULT '[]'
);

-- A character's ships. Stats are the effective ones (template plus installed upgrades), kept in
-- step by the customization service inside the install/uninstall transaction.
CREATE TABLE ships (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id     bigint         NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  ship_template_id bigint         NOT NULL REFERENCES ship_templates (id),
  name             text           NOT NULL,
  fuel             numeric(10, 2) NOT NULL CHECK (fuel >= 0),
  durability       numeric(10, 2) NOT NULL CHECK (durability >= 0),
  speed            numeric(6, 2)  NOT NULL CHECK (speed > 0),
  cargo_capacity   integer        NOT NULL CHECK (cargo_capacity > 0),
  max_fuel         integer        NOT NULL CHECK (max_fuel > 0),
  fuel_efficiency  numeric(6, 2)  NOT NULL CHECK (fuel_efficiency > 0),
  max_durability   integer        NOT NULL CHECK (max_durability > 0),
  damage           numeric(6, 2)  NOT NULL CHECK (damage >= 0),
  purchase_price   bigint         NOT NULL DEFAULT 0 CHECK (purchase_price >= 0),
  created_at       timestamptz    NOT NULL DEFAULT now(),
  CHECK (fuel <= max_fuel),
  CHECK (durability <= max_durability)
);
CREATE INDEX ships_character ON ships (character_id);

-- The ship a character flies: cargo, fuel and travel use it.
ALTER TABLE characters ADD COLUMN active_ship_id bigint REFERENCES ships (id) ON DELETE SET NULL;

-- Free-form parts and upgrades a captain records on a ship (seed 001 §7 Ships).
CREATE TABLE ship_parts (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ship_id    bigint      NOT NULL REFERENCES ships (id) ON DELETE CASCADE,
  name       text        NOT NULL,
  type       text        NOT NULL,
  meta_data  jsonb       NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ship_parts_ship ON ship_parts (ship_id);

CREATE TABLE ship_upgrades (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ship_id    bigint      NOT NULL REFERENCES ships (id) ON DELETE CASCADE,
  name       text        NOT NULL,
  meta_data  jsonb       NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ship_upgrades_ship ON ship_upgrades (ship_id);

-- Upgrades sold by outfitters: stat modifiers, price, installation time, compatibility.
CREATE TABLE upgrade_templates (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name                 text          NOT NULL UNIQUE,
  description          text          NOT NULL,
  lore_description     text          NOT NULL,
  rarity               text          NOT NULL CHECK (rarity IN ('legendary', 'epic', 'rare', 'uncommon', 'common', 'poor')),
  category             text          NOT NULL,
  component            text          NOT NULL,
  manufacturer         text          NOT NULL,
  installation_time    integer       NOT NULL CHECK (installation_time >= 0),
  effectiveness_rating numeric(4, 1) NOT NULL,
  base_cost            bigint        NOT NULL CHECK (base_cost > 0),
  -- e.g. {"speed": 0.5, "max_fuel": 20}
  stat_modifiers       jsonb         NOT NULL,
  -- Size classes it fits; empty means every class.
  compatible_sizes     jsonb         NOT NULL DEFAULT '[]'
);

-- An upgrade installed on a ship; uninstalling deletes the row and refunds half the cost.
CREATE TABLE ship_customizations (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ship_id             bigint      NOT NULL REFERENCES ships (id) ON DELETE CASCADE,
  upgrade_template_id bigint      NOT NULL REFERENCES upgrade_templates (id),
  cost                bigint      NOT NULL CHECK (cost >= 0),
  stat_modifiers      jsonb       NOT NULL,
  installed_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ship_customizations_ship ON ship_customizations (ship_id);

-- Commodities (seeded by the market) and what each ship carries of them.
CREATE TABLE commodities (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text   NOT NULL UNIQUE,
  category    text   NOT NULL,
  base_price  integer NOT NULL CHECK (base_price > 0),
  description text   NOT NULL DEFAULT ''
);

CREATE TABLE ship_cargo (
  ship_id      bigint  NOT NULL REFERENCES ships (id) ON DELETE CASCADE,
  commodity_id bigint  NOT NULL REFERENCES commodities (id),
  quantity     integer NOT NULL CHECK (quantity > 0),
  -- What the units cost in total, for profit (trading experience) on sale.
  total_cost   bigint  NOT NULL DEFAULT 0 CHECK (total_cost >= 0),
  PRIMARY KEY (ship_id, commodity_id)
);
