import { sql } from 'kysely';

/** Units in the hold of ship `s` (reserved contract cargo included), for selects that alias ships as `s`. */
export const cargoUsedOfShipS = () => sql<number>`coalesce((SELECT sum(quantity) FROM ship_cargo WHERE ship_id = s.id), 0)::int`;
