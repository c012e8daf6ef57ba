import { sql } from 'kysely';
import { lawlessSystem, playerBeatsPirates } from '../../../shared/rules/traffic/raiders';
import { dangerBySystem } from '../../../shared/rules/traffic/systemDanger';
import type { FactListeners } from '../../kernel/facts';
import type { Db } from '../../db/database';
import { loadTraffic } from './trafficWorldQuery';

/**
 * A player's won fight against the pirates of a system pushes them back as a patrol does: the
 * strongest pirate group docked there loses a ship (a broken one scatters to lawless space), and
 * the danger of the systems it touched is computed again from who is there. In the fight's
 * transaction, with the fleet's row locked, so the galaxy clock's tick waits for it.
 */
export async function pushPiratesBack(trx: Db, enemyId: number, systemId: number): Promise<void> {
  const enemy = await trx.selectFrom('enemies').select('kind').where('id', '=', enemyId).executeTakeFirst();
  if (enemy?.kind !== 'pirate') return;
  const state = await loadTraffic(trx, { lock: true });
  if (!state) return;
  const systems = (await trx.selectFrom('super_areas').select(['id', sql<number>`coalesce(base_danger, danger_level)`.as('base_danger')]).orderBy('id').execute()).map((s) => ({ id: s.id, baseDanger: s.base_danger }));
  const lawless = lawlessSystem(systems);
  if (!playerBeatsPirates(state.ships, systemId, lawless)) return;
  await trx.updateTable('galaxy_traffic').set({ ships: JSON.stringify(state.ships) }).where('id', '=', 1).execute();
  const touched = systems.filter((s) => s.id === systemId || s.id === lawless);
  for (const [id, danger] of dangerBySystem(touched, state.ships, state.events, state.minute)) {
    await trx
      .updateTable('super_areas')
      .set((eb) => ({ danger_level: danger, base_danger: eb.fn.coalesce('base_danger', 'danger_level') }))
      .where('id', '=', id)
      .execute();
  }
}

/** Won fights against pirates push them back. app.ts registers this. */
export function listenForPirateFights(facts: FactListeners): void {
  facts.on('FightWon', async (fact, act) => {
    if (fact.superAreaId !== null) await pushPiratesBack(act.trx, fact.enemyId, fact.superAreaId);
  });
}
