import { describe, expect, it } from 'vitest';
import type { TrafficState } from '../../src/shared/rules/traffic/trafficTypes';
import { adminVisitor } from '../support/adminVisitor';
import { newTraders, as } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp({ galaxyTraffic: true });
const admin = () => adminVisitor(ctx.app, ctx.database.db);
const fleet = async () => (await ctx.database.db.selectFrom('galaxy_traffic').select('ships').where('id', '=', 1).executeTakeFirstOrThrow()).ships as TrafficState['ships'];
const count = (ships: TrafficState['ships'], kind: string) => ships.filter((s) => s.kind === kind).length;

describe("the living galaxy's tunables in the admin", () => {
  it('shows the defaults, refuses bad values with field errors and changes nothing, and the tick flies what an admin sets', async () => {
    await ctx.app.galaxyClock.tick();
    const systems = (await ctx.database.db.selectFrom('super_areas').select('id').execute()).length;
    expect(count(await fleet(), 'trader')).toBe(3 * systems);
    const operator = await admin();
    const shown = (await operator.get('/api/admin/traffic-tunables')).json();
    expect(shown).toEqual({ traders_per_system: 3, appetite: 0.06, systems_per_pirate_group: 6, systems_per_patrol: 6, events_per_game_day: 1.2 });

    const bad = await operator.put('/api/admin/traffic-tunables', { ...shown, traders_per_system: 500, appetite: -1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ traders_per_system: ['Traders per system must be between 0 and 20.'], appetite: ['Appetite must be between 0.01 and 0.5.'] });
    expect((await operator.get('/api/admin/traffic-tunables')).json()).toEqual(shown);

    const [player] = await newTraders(ctx, 1);
    expect((await as(player!, 'GET', '/api/admin/traffic-tunables')).statusCode).toBe(403);

    const saved = await operator.put('/api/admin/traffic-tunables', { ...shown, traders_per_system: 5, systems_per_patrol: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    ctx.clock.advance(60_000);
    await ctx.app.galaxyClock.tick();
    const ships = await fleet();
    expect(count(ships, 'trader')).toBe(5 * systems);
    expect(count(ships, 'patrol')).toBe(Math.floor(systems / 3));
    const audit = (await operator.get('/api/admin/audit')).json();
    expect(audit.data[0]).toMatchObject({ subject_type: 'traffic_tunables' });
  });
});
