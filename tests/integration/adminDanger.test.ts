import { describe, expect, it } from 'vitest';
import { dangerBySystem } from '../../src/shared/rules/traffic/systemDanger';
import type { TrafficState } from '../../src/shared/rules/traffic/trafficTypes';
import { adminVisitor } from '../support/adminVisitor';
import { startingSystem } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp({ galaxyTraffic: true });
const admin = () => adminVisitor(ctx.app, ctx.database.db);

describe("a content admin's edit of a system's danger level", () => {
  it('edits its own danger, which the traffic keeps, and shows the current danger beside it', async () => {
    const db = ctx.database.db;
    await ctx.app.galaxyClock.tick();
    const home = await startingSystem(db);
    const operator = await admin();
    const shown = (await operator.get(`/api/admin/objects/super_area/${home}`)).json();
    const seeded = await db.selectFrom('super_areas').select(['danger_level', 'base_danger']).where('id', '=', home).executeTakeFirstOrThrow();
    expect(shown.values.danger_level).toBe(seeded.base_danger);
    expect(shown.computed).toEqual([{ label: 'Current danger (with pirates, patrols and events)', value: String(seeded.danger_level) }]);

    const edited = await operator.put(`/api/admin/objects/super_area/${home}`, { ...shown.values, danger_level: 9 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().values.danger_level).toBe(9);

    // The next ticks compute the current danger from the edited base: the edit sticks.
    for (let i = 0; i < 3; i++) {
      ctx.clock.advance(60_000);
      await ctx.app.galaxyClock.tick();
    }
    const after = await db.selectFrom('super_areas').select(['danger_level', 'base_danger']).where('id', '=', home).executeTakeFirstOrThrow();
    expect(after.base_danger).toBe(9);
    expect((await operator.get(`/api/admin/objects/super_area/${home}`)).json().values.danger_level).toBe(9);
    // …and the current danger is that base with who is there now.
    const traffic = await db.selectFrom('galaxy_traffic').select(['ships', 'events', 'minute']).executeTakeFirstOrThrow();
    const danger = dangerBySystem([{ id: home, baseDanger: 9 }], traffic.ships as TrafficState['ships'], traffic.events as TrafficState['events'], Number(traffic.minute));
    expect(after.danger_level).toBe(danger.get(home));

    const bad = await operator.put(`/api/admin/objects/super_area/${home}`, { ...shown.values, danger_level: 11 });
    expect(bad.statusCode).toBe(422);
    expect((await db.selectFrom('super_areas').select('base_danger').where('id', '=', home).executeTakeFirstOrThrow()).base_danger).toBe(9);
  });
});
