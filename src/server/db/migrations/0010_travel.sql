-- Journeys: a character's shuttle rides and hyperspace trips. Fuel and credits are charged when
-- one starts; the character moves to the destination when the clock passes arrives_at. A random
-- event pauses the journey (status 'event') until the player picks one of its options.
CREATE TABLE journeys (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id         bigint         NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  -- The ship flown (null for a shuttle ride, or once the ship is sold or scrapped).
  ship_id              bigint         REFERENCES ships (id) ON DELETE SET NULL,
  travel_type          text           NOT NULL CHECK (travel_type IN ('shuttle', 'interplanetary', 'multi_route')),
  status               text           NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'event', 'completed')),
  from_place_id        bigint         NOT NULL REFERENCES places (id),
  from_super_area_id   bigint         NOT NULL REFERENCES super_areas (id),
  to_place_id          bigint         NOT NULL REFERENCES places (id),
  to_super_area_id     bigint         NOT NULL REFERENCES super_areas (id),
  -- The planned segments: [{route_id, from_id, to_id, distance, minutes, fuel, danger_level}].
  plan                 jsonb          NOT NULL DEFAULT '[]',
  distance             double precision NOT NULL DEFAULT 0 CHECK (distance >= 0),
  jumps                integer        NOT NULL DEFAULT 0 CHECK (jumps >= 0),
  started_at           timestamptz    NOT NULL,
  -- When the journey ends; while an event pauses it, when it would have ended unpaused.
  arrives_at           timestamptz    NOT NULL,
  -- Real milliseconds of travel, event delays included (for progress bars).
  total_ms             bigint         NOT NULL CHECK (total_ms > 0),
  fuel_used            numeric(10, 2) NOT NULL DEFAULT 0 CHECK (fuel_used >= 0),
  fuel_cost            bigint         NOT NULL DEFAULT 0 CHECK (fuel_cost >= 0),
  maintenance_cost     bigint         NOT NULL DEFAULT 0 CHECK (maintenance_cost >= 0),
  -- Credits taken at the start (shuttle fare or maintenance).
  credits_charged      bigint         NOT NULL DEFAULT 0 CHECK (credits_charged >= 0),
  -- Events rolled at the start and not yet met: [{kind, jump, remaining_ms}], the time left to
  -- arrival when each strikes. next_event_at is when the first of them strikes.
  scheduled_events     jsonb          NOT NULL DEFAULT '[]',
  next_event_at        timestamptz,
  -- The event met, with its options and their effects, while status = 'event'.
  pending_event        jsonb,
  paused_at            timestamptz,
  paused_remaining_ms  bigint         CHECK (paused_remaining_ms >= 0),
  -- What each handled event did: [{kind, choice, message, credits, fuel, durability, delay_ms}].
  event_log            jsonb          NOT NULL DEFAULT '[]',
  completed_at         timestamptz,
  CHECK ((status = 'event') = (pending_event IS NOT NULL)),
  CHECK (status <> 'event' OR (paused_at IS NOT NULL AND paused_remaining_ms IS NOT NULL)),
  CHECK ((status = 'completed') = (completed_at IS NOT NULL))
);

-- At most one journey under way per character: a second initiate can never slip in beside it.
CREATE UNIQUE INDEX journeys_one_active ON journeys (character_id) WHERE status IN ('in_progress', 'event');
-- The clock's sweep: journeys whose arrival or next event is due.
CREATE INDEX journeys_arrivals ON journeys (arrives_at) WHERE status = 'in_progress';
CREATE INDEX journeys_next_event ON journeys (next_event_at) WHERE status = 'in_progress' AND next_event_at IS NOT NULL;
-- A character's latest journey (the status call after arrival).
CREATE INDEX journeys_character ON journeys (character_id, id DESC);
