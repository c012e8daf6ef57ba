import { sql, type Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import { refreshCombatRewards, seedCombat } from './seedCombat';
import { seedGalaxy } from './seedGalaxy';
import { seedExplosives, seedItems } from './seedItems';
import { seedCrafting, seedCraftingTiers } from './seedCrafting';
import { seedMarket } from './seedMarket';
import { seedShips } from './seedShips';
import { QUEST_CONTENT_VERSION, seedQuests } from './quests/seedQuests';
import { SKILL_CONTENT_VERSION } from './skills/skillCatalogue';
import { seedSkills } from './skills/seedSkills';

interface SeedStep {
  name: string;
  run(trx: Transaction<Database>, seed: string): Promise<void>;
}

/** Seed content in order; each step runs once per database. Later domains append their steps. */
const steps: SeedStep[] = [
  { name: 'galaxy', run: seedGalaxy },
  { name: 'ships', run: seedShips },
  { name: 'market', run: seedMarket },
  // Versioned content: a new version's step runs on databases seeded before it and updates in place.
  { name: `skills-v${SKILL_CONTENT_VERSION}`, run: seedSkills },
  { name: 'items', run: seedItems },
  // After the galaxy and the items: enemies stand in super areas and drop catalogue items.
  { name: 'combat', run: seedCombat },
  { name: 'combat-rewards-v1', run: refreshCombatRewards },
  { name: 'explosives-v1', run: seedExplosives },
  { name: `quests-v${QUEST_CONTENT_VERSION}`, run: seedQuests },
  { name: 'crafting-v1', run: seedCrafting },
  { name: 'crafting-tiers-v1', run: seedCraftingTiers },
  // The ship parts', droids' and structures' schematics: seedCrafting adds the templates an existing galaxy lacks.
  { name: 'crafted-gear-v1', run: seedCrafting },
];

const SEED_LOCK = 7_311_002;

/** Writes every seed step this database has not had yet, each in one transaction. */
export async function seedContent(db: Db, seed: string): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const ran = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
      const done = await trx.selectFrom('seed_runs').select('name').where('name', '=', step.name).executeTakeFirst();
      if (done) return false;
      await step.run(trx, seed);
      await trx.insertInto('seed_runs').values({ name: step.name, seed }).execute();
      return true;
    });
    if (ran) applied.push(step.name);
  }
  return applied;
}
