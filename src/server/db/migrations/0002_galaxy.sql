-- The galaxy: super areas (star systems) joined by hyperspace lanes, down to places.
CREATE TABLE super_areas (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name         text             NOT NULL UNIQUE,
  display_name text             NOT NULL,
  x            double precision NOT NULL,
  y            double precision NOT NULL,
  danger_level integer          NOT NULL CHECK (danger_level BETWEEN 1 AND 10),
  fuel_cost    numeric(6, 2)    NOT NULL CHECK (fuel_cost > 0),
  description  text             NOT NULL,
  is_starting  boolean          NOT NULL DEFAULT false
);

CREATE TABLE hyperspace_lanes (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  from_area_id bigint           NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  to_area_id   bigint           NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  length       double precision NOT NULL CHECK (length > 0),
  CHECK (from_area_id < to_area_id),
  UNIQUE (from_area_id, to_area_id)
);

CREATE TABLE planets (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  super_area_id bigint  NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  name          text    NOT NULL,
  planet_type   text    NOT NULL,
  orbit_index   integer NOT NULL,
  seed          integer NOT NULL,
  description   text    NOT NULL
);
CREATE INDEX planets_super_area ON planets (super_area_id);

CREATE TABLE districts (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  planet_id bigint NOT NULL REFERENCES planets (id) ON DELETE CASCADE,
  name      text   NOT NULL
);
CREATE INDEX districts_planet ON districts (planet_id);

CREATE TABLE locations (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  district_id   bigint NOT NULL REFERENCES districts (id) ON DELETE CASCADE,
  super_area_id bigint NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  name          text   NOT NULL
);
CREATE INDEX locations_district ON locations (district_id);

CREATE TABLE places (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  location_id   bigint NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  super_area_id bigint NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  name          text   NOT NULL,
  place_type    text   NOT NULL CHECK (place_type IN ('shuttleport', 'market', 'shop', 'cantina'))
);
CREATE INDEX places_location ON places (location_id);
CREATE INDEX places_super_area ON places (super_area_id, place_type);

-- Which seed content has been written, so later content can be added to an existing galaxy.
CREATE TABLE seed_runs (
  name       text        PRIMARY KEY,
  seed       text        NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
