import { sql } from 'kysely';
import type { CraftingState, ResourceDeposit } from '../../../shared/api';
import { districtSpawns, spawnWindow } from '../../../shared/rules/crafting/resourceSpawns';
import { grantedSchematics } from '../../../shared/rules/crafting/schematics';
import { surveyedWithDroid } from '../../../shared/rules/crafting/droids';
import { harvestYield } from '../../../shared/rules/crafting/survey';
import { commodityOfResource } from '../../../shared/rules/crafting/resourceCommodities';
import type { Db } from '../../db/database';
import { notFound } from '../../kernel/refusal';
import { characterModifiers, learnedModifiersSql } from '../skills/characterModifiers';
import { holdHere, type HoldHere } from './holdHere';
import { surveyDroidReachSql } from './surveyDroid';

/** The crafter's standing: where it is, its learned skills' keys and modifiers: one statement. */
export async function crafterStanding(db: Db, characterId: number) {
  const row = await db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .innerJoin('districts as d', 'd.id', 'l.district_id')
    .select(['c.name', 'p.id as place_id', 'p.name as place_name', 'd.id as district_id', 'd.name as district_name'])
    .select((eb) => [
      learnedModifiersSql(eb.ref('c.id')).as('learned'),
      sql<string[]>`(SELECT coalesce(array_agg(k.key), '{}') FROM character_skills cs JOIN skills k ON k.id = cs.skill_id WHERE cs.character_id = c.id)`.as('skill_keys'),
      surveyDroidReachSql(eb.ref('c.id')).as('droid_reach'),
    ])
    .where('c.id', '=', characterId)
    .executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  const modifiers = characterModifiers(row.learned);
  return { ...row, modifiers, skillKeys: new Set(row.skill_keys) };
}
export type CrafterStanding = Awaited<ReturnType<typeof crafterStanding>>;

/**
 * The deposits a survey reaches where the character stands now, each with what a harvest gives it
 * and whether its `hold` here can take it (the resource doubles as a commodity the market here trades).
 */
export function depositsInReach(galaxySeed: string, standing: CrafterStanding, now: Date, harvested: ReadonlySet<string>, hold: HoldHere | null = null): ResourceDeposit[] {
  const bonus = standing.modifiers.survey_reach;
  return surveyedWithDroid(districtSpawns(galaxySeed, standing.district_id, spawnWindow(now)), bonus, standing.droid_reach).map((spawn) => ({
    key: spawn.key,
    kind: spawn.kind,
    name: spawn.name,
    quality: spawn.quality,
    concentration: spawn.concentration,
    harvest_units: harvestYield(spawn.concentration, bonus),
    harvested: harvested.has(spawn.key),
    expires_at: spawn.expiresAt.toISOString(),
    commodity: commodityOfResource(spawn.kind),
    to_hold: hold !== null && hold.traded.has(commodityOfResource(spawn.kind) ?? ''),
  }));
}

/** GET /api/crafting: the survey where the character stands, its resources, its schematics and bonuses. */
export async function craftingState(db: Db, characterId: number, now: Date, galaxySeed: string): Promise<CraftingState> {
  const standing = await crafterStanding(db, characterId);
  const [harvests, resources, hold] = await Promise.all([
    db.selectFrom('resource_harvests').select('spawn_key').where('character_id', '=', characterId).execute(),
    db.selectFrom('resource_stacks').select(['id', 'kind', 'name', 'quality', 'units']).where('character_id', '=', characterId).orderBy('kind').orderBy('quality', 'desc').execute(),
    holdHere(db, characterId),
  ]);
  return {
    district: { id: standing.district_id, name: standing.district_name },
    deposits: depositsInReach(galaxySeed, standing, now, new Set(harvests.map((h) => h.spawn_key)), hold),
    resources,
    schematics: grantedSchematics(standing.skillKeys).map((s) => ({
      key: s.key, name: s.name, description: s.description, profession: s.profession, category: s.category, experience: s.experience, complexity: s.complexity, ingredients: [...s.ingredients],
    })),
    bonuses: { assembly: standing.modifiers.crafting_assembly, experimentation: standing.modifiers.crafting_experimentation, survey: standing.modifiers.survey_reach, droid_reach: standing.droid_reach },
    hold: hold && { ship_name: hold.shipName, capacity: hold.capacity, used: hold.used },
  };
}
