import { describe, expect, it } from 'vitest';
import { seedSkills } from '../../src/server/db/seed/skills/seedSkills';
import { SKILL_CONTENT_VERSION } from '../../src/server/db/seed/skills/skillCatalogue';
import { newCaptain } from '../support/shipCaptain';
import { learnedSkills, professionIds, skillCalls } from '../support/skillHelpers';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function counts() {
  const db = ctx.database.db;
  const count = async (table: 'professions' | 'skill_trees' | 'skills' | 'skill_prerequisites' | 'profession_prerequisites') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { professions: await count('professions'), trees: await count('skill_trees'), skills: await count('skills'), prerequisites: await count('skill_prerequisites'), force: await count('profession_prerequisites') };
}

describe('the skills seed', () => {
  it('is versioned, and running it again updates content in place without duplicating it', async () => {
    const db = ctx.database.db;
    const runs = await db.selectFrom('seed_runs').select('name').execute();
    expect(runs.map((r) => r.name)).toContain(`skills-v${SKILL_CONTENT_VERSION}`);
    const before = await counts();
    expect(before.skills).toBe(before.professions * 18);
    expect(before.trees).toBe(before.professions * 4);
    // No profession needs another's master: the Force ones open by their quest lines' unlocks.
    expect(before.force).toBe(0);

    const captain = await newCaptain(ctx.app, db);
    const trader = await professionIds(db, 'trader');
    expect((await skillCalls(captain).start(trader.id)).statusCode).toBe(200);
    // Content edited since the last seed (as an older version would have it).
    await db.updateTable('skills').set({ description: 'old text', skill_points_required: 9 }).where('id', '=', trader.skill('novice')).execute();

    await db.transaction().execute((trx) => seedSkills(trx));
    expect(await counts()).toEqual(before);
    const novice = await db.selectFrom('skills').select(['id', 'description', 'skill_points_required']).where('key', '=', 'trader.novice').executeTakeFirstOrThrow();
    expect(novice).toEqual({ id: trader.skill('novice'), description: expect.stringContaining('Your first training as a trader'), skill_points_required: 1 });
    expect(await learnedSkills(db, captain.characterId)).toEqual([trader.skill('novice')]);
  });
});
