import { describe, expect, it } from 'vitest';
import { newCaptain } from '../support/shipCaptain';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;
const NOT_ALLOWED = (field: string) => `The ${field} field contains characters that are not allowed.`;

describe('text PostgreSQL cannot store', () => {
  it("refuses a NUL in a register name with a 422 on that field and creates no account", async () => {
    const visitor = await new Visitor(ctx.app).start();
    const response = await visitor.register('nul@example.com', 'correct horse battery', 'Ad\u0000a');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: NOT_ALLOWED('name'), errors: { name: [NOT_ALLOWED('name')] } });
    expect(await db().selectFrom('users').select('id').where('email', '=', 'nul@example.com').execute()).toHaveLength(0);
  });

  it('refuses a NUL in a ship part name, or anywhere in its meta data, and stores no part', async () => {
    const captain = await newCaptain(ctx.app, db());
    const parts = `/api/ships/${captain.starterShipId}/parts`;

    const inName = await captain.post(parts, { name: 'Spare\u0000coil', type: 'engine' });
    expect(inName.statusCode).toBe(422);
    expect(inName.json().errors).toEqual({ name: [NOT_ALLOWED('name')] });

    const inMeta = await captain.post(parts, { name: 'Spare coil', type: 'engine', meta_data: { notes: ['fine', 'bad\u0000'] } });
    expect(inMeta.statusCode).toBe(422);
    expect(inMeta.json().errors).toEqual({ 'meta_data.notes.1': [NOT_ALLOWED('meta_data.notes.1')] });

    const inKey = await captain.post(parts, { name: 'Spare coil', type: 'engine', meta_data: { 'no\u0000tes': 'x' } });
    expect(inKey.statusCode).toBe(422);

    expect(await db().selectFrom('ship_parts').select('id').where('ship_id', '=', captain.starterShipId).execute()).toHaveLength(0);
  });

  it("refuses a NUL in a captain's log entry and records nothing", async () => {
    const captain = await newCaptain(ctx.app, db());
    const log = `/api/characters/${captain.characterId}/captains-log`;
    const entry = { app_id: 'ship-status', type: 'warning', count: 1, message: 'Fuel low\u0000', key: 'ship:1:fuel:warning' };
    const response = await captain.post(log, entry);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ message: [NOT_ALLOWED('message')] });
    expect(await db().selectFrom('captains_log_entries').select('id').where('character_id', '=', captain.characterId).execute()).toHaveLength(0);
  });

  it('refuses a NUL in a query parameter or a path parameter with a 422, not a 500', async () => {
    const captain = await newCaptain(ctx.app, db());
    const query = await captain.get('/api/ship-customization/upgrades?category=%00');
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({ category: [NOT_ALLOWED('category')] });

    const path = await captain.post('/api/ships/%00/parts', { name: 'Spare coil', type: 'engine' });
    expect(path.statusCode).toBe(422);
  });

  it('refuses a lone UTF-16 surrogate, which UTF-8 cannot hold, instead of storing a replacement character', async () => {
    const visitor = await new Visitor(ctx.app).start();
    const response = await visitor.request({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Ada \\ud800","email":"surrogate@example.com","password":"correct horse battery","password_confirmation":"correct horse battery"}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [NOT_ALLOWED('name')] });
    expect(await db().selectFrom('users').select('id').where('email', '=', 'surrogate@example.com').execute()).toHaveLength(0);
  });

  it('keeps text that merely looks unusual: emoji (surrogate pairs) and other control characters are stored', async () => {
    const captain = await newCaptain(ctx.app, db());
    const part = await captain.post(`/api/ships/${captain.starterShipId}/parts`, { name: 'Coil 🚀\ttwo', type: 'engine' });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().name).toBe('Coil 🚀\ttwo');
  });

  it('treats a session cookie holding a NUL as no session, not a 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: 'starlane_session=abc%00def', accept: 'application/json', 'x-api-version': '1' } });
    expect(response.statusCode).toBe(401);
  });
});
