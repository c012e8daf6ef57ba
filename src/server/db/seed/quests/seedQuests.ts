import type { Transaction } from 'kysely';
import type { Database } from '../../schema';
import { tutorial, type QuestSeed } from './questCatalogue';
import { forceQuests } from './forceQuests';
import { questChains } from './questChains';

/**
 * The version of the quest content. Bump it when quests are added: the seed step of a new version
 * runs once on every existing database and adds the quests it lacks (by their keys), each at the end
 * of its chain; quests already there are left as they are (characters' runs point at them).
 */
export const QUEST_CONTENT_VERSION = 3;

/** Every quest of the game: the tutorial chain first, then the story, faction and repeatable chains, the Force's last. */
export const questCatalogue: readonly QuestSeed[] = [...tutorial, ...questChains, ...forceQuests];

/** `{area:N}` placeholders as the star systems' names. */
function named(text: string, areaNames: readonly string[]): string {
  return text.replace(/\{area:(\d+)\}/g, (_, index: string) => areaNames[Number(index) % areaNames.length] ?? 'a distant system');
}

/** Writes the quests the catalogue has and the database lacks: each chain in order, each quest pointing at the one before it. */
export async function seedQuests(trx: Transaction<Database>): Promise<void> {
  const areas = await trx.selectFrom('super_areas').select(['id', 'name']).orderBy('id').execute();
  const items = new Map((await trx.selectFrom('item_templates').select(['id', 'name']).execute()).map((row) => [row.name, row.id]));
  const ships = new Map((await trx.selectFrom('ship_templates').select(['id', 'name']).execute()).map((row) => [row.name, row.id]));
  const areaNames = areas.map((area) => area.name);
  const areaId = (index: number | undefined) => (index === undefined || areas.length === 0 ? null : areas[index % areas.length]!.id);
  const existing = new Map((await trx.selectFrom('quests').select(['id', 'key', 'chain_order']).execute()).map((row) => [row.key, row]));
  const lastOfChain = new Map<string, { id: number; order: number }>();
  for (const quest of questCatalogue) {
    const previous = lastOfChain.get(quest.chain);
    const seeded = existing.get(quest.key);
    if (seeded) {
      lastOfChain.set(quest.chain, { id: seeded.id, order: seeded.chain_order });
      continue;
    }
    const rewards = quest.rewards.map((reward) => {
      if (reward.type === 'item') return { type: 'item', amount: reward.amount, item_template_id: must(items.get(reward.item), reward.item), name: reward.item };
      if (reward.type === 'ship') return { type: 'ship', amount: 1, ship_template_id: must(ships.get(reward.ship), reward.ship), name: reward.ship };
      return reward;
    });
    const { id } = await trx
      .insertInto('quests')
      .values({
        key: quest.key,
        name: quest.name,
        description: named(quest.description, areaNames),
        objective: named(quest.objective, areaNames),
        category: quest.category,
        quest_type: quest.quest_type,
        level: quest.level,
        chain_id: quest.chain,
        chain_order: (previous?.order ?? 0) + 1,
        previous_quest_id: previous?.id ?? null,
        time_limit_seconds: quest.time_limit_hours ? quest.time_limit_hours * 3600 : null,
        super_area_id: areaId(quest.area),
        faction: quest.faction ?? null,
        rewards: JSON.stringify(rewards),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    lastOfChain.set(quest.chain, { id, order: (previous?.order ?? 0) + 1 });
    await trx
      .insertInto('quest_steps')
      .values(
        quest.steps.map((s, index) => ({
          quest_id: id,
          position: index + 1,
          title: named(s.title, areaNames),
          description: named(s.description, areaNames),
          target_type: s.target,
          target_id: s.target === 'visit' ? areaId(s.area) : s.item ? must(items.get(s.item), s.item) : null,
          required_quantity: s.quantity,
        })),
      )
      .execute();
  }
}

function must(id: number | undefined, name: string): number {
  if (id === undefined) throw new Error(`quest reward names an unknown template: ${name}`);
  return id;
}
