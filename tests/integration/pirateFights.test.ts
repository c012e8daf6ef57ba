import { describe, expect, it } from 'vitest';
import type { CombatActionResponse, StartCombatResponse } from '../../src/shared/api';
import { systemDanger } from '../../src/shared/rules/traffic/systemDanger';
import type { TrafficState } from '../../src/shared/rules/traffic/trafficTypes';
import { as, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp({ galaxyTraffic: true });

const fleet = async () => (await ctx.database.db.selectFrom('galaxy_traffic').select('ships').where('id', '=', 1).executeTakeFirstOrThrow()).ships as TrafficState['ships'];
const dangerAt = async (id: number) => ctx.database.db.selectFrom('super_areas').select(['danger_level', 'base_danger']).where('id', '=', id).executeTakeFirstOrThrow();

/** A group of three pirates docked at `home`, no patrol nor event there, and the danger the tick would write. */
async function piratesGatherAt(home: number) {
  const db = ctx.database.db;
  const ships = (await fleet()).filter((s) => !(s.kind === 'patrol' && s.at === home));
  const pirate = ships.find((s) => s.kind === 'pirate')!;
  Object.assign(pirate, { at: home, route: [], flown: 0, strength: 3, rest: 600 });
  for (const other of ships) if (other.kind === 'pirate' && other.id !== pirate.id && other.at === home) other.at = ships.find((s) => s.kind === 'trader' && s.at !== home)!.at;
  await db.updateTable('galaxy_traffic').set({ ships: JSON.stringify(ships), events: JSON.stringify([]) }).where('id', '=', 1).execute();
  const { base_danger } = await dangerAt(home);
  await db.updateTable('super_areas').set({ danger_level: systemDanger(base_danger!, 3, 0, 0) }).where('id', '=', home).execute();
  return { pirateId: pirate.id, base: base_danger! };
}

/** Fights the starting system's enemy of `kind` until it falls. */
async function beat(fighter: Trader, home: number, kind: 'pirate' | 'beast') {
  const db = ctx.database.db;
  await db.updateTable('character_combat').set({ health_current: 5_000, action_current: 5_000, mind_current: 5_000, constitution: 5_000, stamina: 5_000, intellect: 5_000 }).where('character_id', '=', fighter.id).execute();
  const enemy = await db.selectFrom('enemies').select('id').where('super_area_id', '=', home).where('kind', '=', kind).where('spawned', '=', false).executeTakeFirstOrThrow();
  const started = await as(fighter, 'POST', '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: enemy.id });
  expect(started.statusCode, started.body).toBe(200);
  let session = started.json<StartCombatResponse>().session;
  for (let n = 0; n < 200 && session.status === 'active'; n++) {
    const response = await as(fighter, 'POST', `/api/swg-combat/session/${session.id}/action`, { action: 'attack', turn_number: session.turn_number });
    expect(response.statusCode, response.body).toBe(200);
    session = response.json<CombatActionResponse>().session;
  }
  expect(session.status).toBe('victory');
}

describe('players who fight pirates push them back', () => {
  it("a won fight against a system's pirates sinks a ship of the group there and lowers the system's danger; a beast's does not", async () => {
    await ctx.app.galaxyClock.tick();
    const home = await startingSystem(ctx.database.db);
    const { pirateId, base } = await piratesGatherAt(home);
    const [fighter] = await newTraders(ctx, 1);

    await beat(fighter!, home, 'beast');
    expect((await fleet()).find((s) => s.id === pirateId)?.strength).toBe(3);
    expect((await dangerAt(home)).danger_level).toBe(systemDanger(base, 3, 0, 0));

    await beat(fighter!, home, 'pirate');
    const group = (await fleet()).find((s) => s.id === pirateId)!;
    expect(group).toMatchObject({ at: home, strength: 2 });
    expect((await dangerAt(home)).danger_level).toBe(systemDanger(base, 2, 0, 0));
    expect(systemDanger(base, 2, 0, 0)).toBeLessThan(systemDanger(base, 3, 0, 0));
    expect((await dangerAt(home)).base_danger).toBe(base);
  });
});
