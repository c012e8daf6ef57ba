import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adminVisitor } from '../support/adminVisitor';
import { newCaptain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const admin = () => adminVisitor(ctx.app, ctx.database.db);

const count = async (table: 'planets' | 'districts' | 'locations' | 'places' | 'super_areas') =>
  Number((await ctx.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

const planetBody = (superAreaId: number, name: string, placeName = 'Glass Bazaar') => ({
  super_area_id: superAreaId,
  name,
  planet_type: 'ocean',
  description: 'Floating cities.',
  districts: [
    { name: 'Harbour', locations: [{ name: 'Tidewater', places: [{ name: 'Tide Port', place_type: 'shuttleport' }, { name: placeName, place_type: 'market' }] }] },
    { name: 'Reef', locations: [{ name: 'Coral Steps', places: [{ name: 'The Drowned Lamp', place_type: 'cantina' }] }] },
  ],
});

describe('the game object manager', () => {
  it('pages and searches each content type, and shows an object with what depends on it', async () => {
    const operator = await admin();
    const page = (await operator.get('/api/admin/objects/commodity?page=1')).json();
    expect(page.total).toBeGreaterThan(page.data.length - 1);
    const first = page.data[0];
    const found = (await operator.get(`/api/admin/objects/commodity?search=${encodeURIComponent(first.name)}`)).json();
    expect(found.data.map((r: { id: number }) => r.id)).toContain(first.id);
    const shown = (await operator.get(`/api/admin/objects/commodity/${first.id}`)).json();
    expect(shown.values).toMatchObject({ name: first.name, base_price: expect.any(Number) });
    expect(shown.dependents.map((d: { label: string }) => d.label)).toContain('Cargo in holds');
    expect((await operator.get('/api/admin/objects/dragon/1')).statusCode).toBe(422);
  });

  it('refuses a bad edit with field errors and changes nothing; a good edit is audited before and after', async () => {
    const operator = await admin();
    const planet = await ctx.database.db.selectFrom('planets').select(['id', 'name', 'planet_type', 'description']).orderBy('id').executeTakeFirstOrThrow();
    const bad = await operator.put(`/api/admin/objects/planet/${planet.id}`, { name: 'X', planet_type: 'cheese', description: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ name: ['The name must be at least 2 characters.'], planet_type: ['Choose a planet type.'] });
    expect((await ctx.database.db.selectFrom('planets').select('name').where('id', '=', planet.id).executeTakeFirstOrThrow()).name).toBe(planet.name);

    const good = await operator.put(`/api/admin/objects/planet/${planet.id}`, { name: 'Renamed World', planet_type: 'ice', description: 'Cold.' });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().values).toMatchObject({ name: 'Renamed World', planet_type: 'ice' });
    const audit = (await operator.get('/api/admin/audit?subject_type=planet')).json();
    expect(audit.data[0]).toMatchObject({ action: 'update', subject_id: String(planet.id), before: { name: planet.name }, after: { name: 'Renamed World', planet_type: 'ice' } });
  });

  it('refuses to delete a place with a character on it, and a planet with districts; deletes what nothing needs', async () => {
    const operator = await admin();
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const { place_id } = await ctx.database.db.selectFrom('characters').select('place_id').where('id', '=', captain.characterId).executeTakeFirstOrThrow();
    const refused = await operator.delete(`/api/admin/objects/place/${place_id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('Characters here (1)');
    expect(await ctx.database.db.selectFrom('places').select('id').where('id', '=', place_id).executeTakeFirst()).toBeDefined();

    const system = await ctx.database.db.selectFrom('super_areas').select('id').orderBy('id').executeTakeFirstOrThrow();
    const built = (await operator.post('/api/admin/planets', planetBody(system.id, 'Deletable'))).json();
    expect((await operator.delete(`/api/admin/objects/planet/${built.id}`)).json().message).toContain('Districts (2)');
    const cantina = await ctx.database.db.selectFrom('places').select('id').where('name', '=', 'The Drowned Lamp').executeTakeFirstOrThrow();
    const deleted = await operator.delete(`/api/admin/objects/place/${cantina.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const audit = (await operator.get('/api/admin/audit?subject_type=place')).json();
    expect(audit.data[0]).toMatchObject({ action: 'delete', before: { name: 'The Drowned Lamp', place_type: 'cantina' }, after: null });
  });
});

describe('the planet builder', () => {
  it('creates the planet, its districts, locations and places in one go, with contract offers from its market', async () => {
    const operator = await admin();
    const system = await ctx.database.db.selectFrom('super_areas').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await ctx.database.db.deleteFrom('trading_contracts').where('super_area_id', '=', system.id).where('status', '=', 'available').execute();
    const built = await operator.post('/api/admin/planets', planetBody(system.id, 'Thalassa'));
    expect(built.statusCode, built.body).toBe(201);
    const planet = (await operator.get(`/api/world/planets/${built.json().id}`)).json();
    expect(planet.districts.map((d: { name: string }) => d.name)).toEqual(['Harbour', 'Reef']);
    expect(planet.districts[0].locations[0].places.map((p: { name: string }) => p.name)).toEqual(['Tide Port', 'Glass Bazaar']);
    const offers = await ctx.database.db.selectFrom('trading_contracts').select('id').where('super_area_id', '=', system.id).where('status', '=', 'available').execute();
    expect(offers.length).toBe(8);
  });

  it('leaves nothing behind when it fails half-way', async () => {
    const operator = await admin();
    const system = await ctx.database.db.selectFrom('super_areas').select('id').orderBy('id').executeTakeFirstOrThrow();
    // The database refuses the last place: the planet, districts and locations before it were already written.
    await sql`CREATE FUNCTION refuse_doomed() RETURNS trigger AS $$ BEGIN IF NEW.name = 'Doomed Dock' THEN RAISE EXCEPTION 'doomed'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(ctx.database.db);
    await sql`CREATE TRIGGER refuse_doomed BEFORE INSERT ON places FOR EACH ROW EXECUTE FUNCTION refuse_doomed()`.execute(ctx.database.db);
    const before = await Promise.all((['planets', 'districts', 'locations', 'places'] as const).map(count));
    const auditBefore = (await operator.get('/api/admin/audit')).json().total;
    const body = planetBody(system.id, 'Never Was');
    body.districts[1]!.locations[0]!.places.push({ name: 'Doomed Dock', place_type: 'shuttleport' });
    const failed = await operator.post('/api/admin/planets', body);
    await sql`DROP TRIGGER refuse_doomed ON places`.execute(ctx.database.db);
    expect(failed.statusCode).toBe(500);
    expect(await Promise.all((['planets', 'districts', 'locations', 'places'] as const).map(count))).toEqual(before);
    expect((await operator.get('/api/admin/audit')).json().total).toBe(auditBefore);
  });

  it('adds districts, locations and places to an existing planet', async () => {
    const operator = await admin();
    const planet = await ctx.database.db.selectFrom('planets').select('id').orderBy('id').executeTakeFirstOrThrow();
    const districts = await operator.post(`/api/admin/planets/${planet.id}/districts`, { districts: [{ name: 'Outskirts', locations: [{ name: 'Scrapyard', places: [{ name: 'Rust Shop', place_type: 'shop' }] }] }] });
    expect(districts.statusCode, districts.body).toBe(201);
    const district = await ctx.database.db.selectFrom('districts').select('id').where('name', '=', 'Outskirts').executeTakeFirstOrThrow();
    expect((await operator.post(`/api/admin/districts/${district.id}/locations`, { locations: [{ name: 'Junk Row', places: [{ name: 'Oil Bar', place_type: 'cantina' }] }] })).statusCode).toBe(201);
    const location = await ctx.database.db.selectFrom('locations').select('id').where('name', '=', 'Junk Row').executeTakeFirstOrThrow();
    expect((await operator.post(`/api/admin/locations/${location.id}/places`, { places: [{ name: 'Spare Parts', place_type: 'shop' }] })).statusCode).toBe(201);
    const shown = (await operator.get(`/api/world/locations/${location.id}`)).json();
    expect(shown.places.map((p: { name: string }) => p.name)).toEqual(['Oil Bar', 'Spare Parts']);
    const bad = await operator.post(`/api/admin/locations/${location.id}/places`, { places: [{ name: '', place_type: 'palace' }] });
    expect(bad.statusCode).toBe(422);
  });
});

describe('a new super area', () => {
  it('is on the map with lanes, a starport, markets and contract offers at once', async () => {
    const operator = await admin();
    // A captain's market reads warm the server's caches of the galaxy before the system exists.
    const captain = await newCaptain(ctx.app, ctx.database.db);
    expect((await captain.get('/api/market/data')).statusCode).toBe(200);
    const created = await operator.post('/api/admin/super-areas', { name: 'Nova Terminus', display_name: 'Nova Terminus System', x: 55, y: 45, danger_level: 3, fuel_cost: 1.5, description: 'Brand new.' });
    expect(created.statusCode, created.body).toBe(201);
    const system = (await operator.get(`/api/world/super-areas/${created.json().id}`)).json();
    expect(system.lanes.length).toBeGreaterThan(0);
    expect(system.planets).toHaveLength(1);
    expect(system.market.length).toBeGreaterThanOrEqual(25);
    expect(system.contracts.length).toBe(8);
    // Someone to fight there at once, and someone at its starport.
    const enemies = (await operator.get(`/api/enemies?super_area_id=${created.json().id}`)).json();
    expect(enemies.enemies.length).toBe(4);
    const npcs = (await operator.get(`/api/npcs?super_area_id=${created.json().id}`)).json();
    expect(npcs.npcs.length).toBeGreaterThan(0);
    // A captain who lands there trades at once: no cache still holds the galaxy without it.
    const port = await ctx.database.db.selectFrom('places').select('id').where('super_area_id', '=', created.json().id).where('place_type', '=', 'shuttleport').executeTakeFirstOrThrow();
    await ctx.database.db.updateTable('characters').set({ place_id: port.id }).where('id', '=', captain.characterId).execute();
    const grain = system.market[0];
    const quote = await captain.get(`/api/market/commodities/${grain.commodity_id}/pricing?quantity=2&action=buy`);
    expect(quote.statusCode, quote.body).toBe(200);
    const bought = await captain.post('/api/market/buy', { commodity_id: grain.commodity_id, quantity: 2 });
    expect(bought.statusCode, bought.body).toBe(200);
    const duplicate = await operator.post('/api/admin/super-areas', { name: 'Nova Terminus', display_name: 'Again', x: 1, y: 1, danger_level: 3, fuel_cost: 1, description: '' });
    expect(duplicate.json().errors).toEqual({ name: ['The name has already been taken.'] });
  });
});
