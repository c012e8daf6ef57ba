import { describe, expect, it } from 'vitest';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();

let emailCounter = 0;
async function player(): Promise<Visitor> {
  const visitor = await new Visitor(ctx.app).start();
  const response = await visitor.register(`pilot${++emailCounter}@example.com`);
  expect(response.statusCode).toBe(201);
  return visitor;
}

describe('characters', () => {
  it('creates a character with 25,000 credits at the starting system and lists it', async () => {
    const visitor = await player();
    const created = await visitor.post('/api/characters', { name: 'Nova Reyes' });
    expect(created.statusCode).toBe(201);
    const character = created.json();
    expect(character).toMatchObject({
      name: 'Nova Reyes',
      credits: 25_000,
      is_travelling: false,
      available_skill_points: 250,
      skill_points_used: 0,
      inventory: { items: [], new_items: 0 },
    });
    // A new captain starts with the first tutorial mission, nothing done yet.
    expect(character.missions).toEqual([
      expect.objectContaining({ status: 'active', progress_percentage: 0, quest: expect.objectContaining({ name: 'Trading Basics', quest_type: 'tutorial' }), objectives: [expect.objectContaining({ completed: false }), expect.objectContaining({ completed: false }), expect.objectContaining({ completed: false })] }),
    ]);
    // A small starter ship, full of fuel, undamaged and empty, is the active ship.
    expect(character.ships).toEqual([
      { id: character.active_ship_id, name: 'Kestrel Courier', fuel_percentage: 100, condition: 100, cargo_used: 0, cargo_capacity: 60 },
    ]);
    expect(character.place.type).toBe('shuttleport');
    expect(character.place.super_area_id).toBe(character.location.superArea.id);
    const start = await ctx.database.db.selectFrom('super_areas').select(['id', 'name']).where('is_starting', '=', true).executeTakeFirstOrThrow();
    expect(character.location.superArea).toEqual({ id: start.id, name: start.name });

    const list = await visitor.get('/api/my-characters');
    expect(list.statusCode).toBe(200);
    expect(list.json().characters.map((c: { name: string }) => c.name)).toEqual(['Nova Reyes']);
    expect((await visitor.get(`/api/characters/${character.id}`)).json()).toEqual(character);
  });

  it('renames and deletes its own character', async () => {
    const visitor = await player();
    const { id } = (await visitor.post('/api/characters', { name: 'Old Name' })).json();
    const renamed = await visitor.put(`/api/characters/${id}`, { name: 'New Name' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('New Name');
    const deleted = await visitor.delete(`/api/characters/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Character deleted.' });
    expect((await visitor.get(`/api/characters/${id}`)).statusCode).toBe(404);
  });

  it("forbids reading, renaming or deleting another player's character", async () => {
    const owner = await player();
    const { id } = (await owner.post('/api/characters', { name: 'Guarded' })).json();
    const stranger = await player();
    expect((await stranger.get(`/api/characters/${id}`)).statusCode).toBe(403);
    const rename = await stranger.put(`/api/characters/${id}`, { name: 'Stolen' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe('This action is unauthorized.');
    expect((await stranger.delete(`/api/characters/${id}`)).statusCode).toBe(403);
    expect((await owner.get(`/api/characters/${id}`)).json().name).toBe('Guarded');
    expect((await stranger.get('/api/my-characters')).json().characters).toEqual([]);
  });

  it('answers unknown and malformed ids with 404 and 422', async () => {
    const visitor = await player();
    const unknown = await visitor.get('/api/characters/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Character not found.');
    const malformed = await visitor.get('/api/characters/abc');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('id');
  });

  it('refuses bad names, taken names and a sixth character, changing nothing', async () => {
    const visitor = await player();
    const blank = await visitor.post('/api/characters', { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual(['The name field is required.']);
    const wrongType = await visitor.post('/api/characters', { name: 12 });
    expect(wrongType.json().errors.name).toEqual(['The name field must be a string.']);
    const symbols = await visitor.post('/api/characters', { name: '<script>' });
    expect(symbols.statusCode).toBe(422);

    await visitor.post('/api/characters', { name: 'Unique One' });
    const taken = await (await player()).post('/api/characters', { name: 'unique one' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['The name has already been taken.']);

    for (const name of ['Second', 'Third', 'Fourth', 'Fifth']) {
      expect((await visitor.post('/api/characters', { name })).statusCode).toBe(201);
    }
    const sixth = await visitor.post('/api/characters', { name: 'Sixth' });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors.name).toEqual(['You can have at most 5 characters.']);
    expect((await visitor.get('/api/my-characters')).json().characters).toHaveLength(5);
  });

  it('requires a login before anything else', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const response = await visitor.post('/api/characters', { name: 7 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await visitor.get('/api/my-characters')).statusCode).toBe(401);
  });

  it('keeps two concurrent creates within the account limit', async () => {
    const visitor = await player();
    for (const name of ['Race A', 'Race B', 'Race C', 'Race D']) await visitor.post('/api/characters', { name });
    const results = await Promise.all([visitor.post('/api/characters', { name: 'Race E' }), visitor.post('/api/characters', { name: 'Race F' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await visitor.get('/api/my-characters')).json().characters).toHaveLength(5);
  });

  it('names the account’s last played character for a browser that remembers none: the one that acted last, else the newest', async () => {
    const visitor = await player();
    const lastPlayed = async () => {
      const response = await visitor.get('/api/my-characters/last-played');
      expect(response.statusCode).toBe(200);
      return response.json<{ character_id: number | null }>().character_id;
    };
    expect(await lastPlayed()).toBeNull();
    const first = (await visitor.post('/api/characters', { name: 'Ilsa Marr' })).json<{ id: number }>().id;
    expect(await lastPlayed()).toBe(first);
    const second = (await visitor.post('/api/characters', { name: 'Oren Tal' })).json<{ id: number }>().id;
    expect(await lastPlayed()).toBe(second);
    // The first one acts (a refuel writes to its captain's log): it is now the one last played.
    await ctx.database.db.updateTable('ships').set({ fuel: 10 }).where('character_id', '=', first).execute();
    const refuel = await visitor.request({ method: 'POST', url: '/api/ship/refuel', payload: { fuel_amount: 5 }, headers: { 'x-character-id': String(first) } });
    expect(refuel.statusCode, refuel.body).toBe(200);
    expect(await lastPlayed()).toBe(first);
    // Another player's characters are never named.
    const stranger = await player();
    expect((await stranger.get('/api/my-characters/last-played')).json()).toEqual({ character_id: null });
  });
});
