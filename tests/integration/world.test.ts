import { describe, expect, it } from 'vitest';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { directOption, neighbour } from '../support/travelHelpers';

const ctx = useTestApp();

async function placeOf(captain: Captain): Promise<number> {
  const row = await ctx.database.db.selectFrom('characters').select('place_id').where('id', '=', captain.characterId).executeTakeFirstOrThrow();
  return row.place_id;
}

function moveTo(captain: Captain, placeId: number) {
  return captain.visitor.request({ method: 'PUT', url: `/api/characters/${captain.characterId}/location`, payload: { place_id: placeId } });
}

describe('the world pages', () => {
  it('browse from the galaxy to a system, a planet, a district, a location and a place', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const galaxy = (await captain.get('/api/world/galaxy')).json();
    expect(galaxy.systems.length).toBeGreaterThanOrEqual(24);
    const crowded = galaxy.systems.find((s: { characters_here: number }) => s.characters_here > 0);
    expect(crowded.markets).toBeGreaterThan(0);

    const system = (await captain.get(`/api/world/super-areas/${crowded.id}`)).json();
    expect(system.planets.length).toBeGreaterThan(0);
    expect(system.lanes.length).toBeGreaterThan(0);
    expect(system.market[0]).toMatchObject({ price: expect.any(Number), role: expect.any(String) });

    const planet = (await captain.get(`/api/world/planets/${system.planets[0].id}`)).json();
    expect(planet.super_area).toEqual({ id: crowded.id, name: crowded.name });
    const district = (await captain.get(`/api/world/districts/${planet.districts[0].id}`)).json();
    const location = (await captain.get(`/api/world/locations/${district.locations[0].id}`)).json();
    expect(location.planet.id).toBe(planet.id);
    const place = (await captain.get(`/api/world/places/${location.places[0].id}`)).json();
    expect(place.services.length).toBeGreaterThan(0);
    // Who stands there: the NPCs of the place, by name.
    const npc = await ctx.database.db.selectFrom('npcs').select(['id', 'name', 'role', 'level', 'place_id']).orderBy('id').executeTakeFirstOrThrow();
    const peopled = (await captain.get(`/api/world/places/${npc.place_id}`)).json();
    expect(peopled.npcs).toContainEqual({ id: npc.id, name: npc.name, role: npc.role, level: npc.level });
    expect((await captain.get('/api/world/places/999999')).statusCode).toBe(404);
  });

  it('shows the economy: every commodity with a galactic average, and the movers ranked by their move', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const economy = (await captain.get('/api/world/economy')).json();
    expect(economy.commodities.length).toBeGreaterThanOrEqual(25);
    for (const c of economy.commodities) expect(c.min_price).toBeLessThanOrEqual(c.average_price);
    const moves = economy.movers.map((m: { change_percent: number }) => Math.abs(m.change_percent));
    expect(moves).toEqual([...moves].sort((a, b) => b - a));
  });
});

describe('character update location', () => {
  it('walks to another place of the location, and the character is there', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const movement = (await captain.get('/api/world/movement')).json();
    const target = movement.walk[0];
    const moved = await moveTo(captain, target.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await placeOf(captain)).toBe(target.id);
    const character = (await captain.get(`/api/characters/${captain.characterId}`)).json();
    expect(character.place.id).toBe(target.id);
  });

  it('refuses a place beyond a walk or a missing place and changes nothing', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const before = await placeOf(captain);
    const here = (await captain.get('/api/world/movement')).json();
    const far = await ctx.database.db.selectFrom('places').select('id').where('location_id', '!=', here.location.id).executeTakeFirstOrThrow();
    const refused = await moveTo(captain, far.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.place_id[0]).toContain(`You can only walk to places of ${here.location.name}`);
    expect(await placeOf(captain)).toBe(before);
    expect((await moveTo(captain, 99_999_999)).statusCode).toBe(422);
  });

  it('refuses any move while travelling, and changes nothing', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const walkTo = (await captain.get('/api/world/movement')).json().walk[0];
    const destination = await neighbour(captain);
    const option = await directOption(captain, destination.id);
    const trip = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: destination.id });
    expect(trip.statusCode, trip.body).toBe(200);
    const before = await placeOf(captain);
    const refused = await moveTo(captain, walkTo.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('You cannot do that while travelling.');
    expect(await placeOf(captain)).toBe(before);
  });

  it('lets an admin put their character anywhere, audited before and after', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const user = await ctx.database.db.selectFrom('characters').select('user_id').where('id', '=', captain.characterId).executeTakeFirstOrThrow();
    await ctx.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', user.user_id).execute();
    const here = (await captain.get('/api/world/movement')).json();
    const far = await ctx.database.db.selectFrom('places').select(['id', 'name']).where('location_id', '!=', here.location.id).executeTakeFirstOrThrow();
    expect((await moveTo(captain, far.id)).statusCode).toBe(200);
    expect(await placeOf(captain)).toBe(far.id);
    const audit = (await captain.get('/api/admin/audit?subject_type=character')).json();
    expect(audit.data[0]).toMatchObject({ action: 'move_character', before: { place_id: here.place.id }, after: { place_id: far.id, place: far.name } });
  });
});
