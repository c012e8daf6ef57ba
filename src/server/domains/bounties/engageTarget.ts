import { BOUNTY_TEXTS, type BountyAction } from '../../../shared/api';
import { opponentProfile } from '../../../shared/rules/combat/enemyProfile';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { enemySnapshot } from '../combat/opponentSnapshot';
import type { OpponentSnapshot } from '../combat/sessionRecord';
import { openSession } from '../combat/startSession';
import { bountyView, systemNames, type BountyRow } from './bountyView';
import { hunterState, lockActiveBounty } from './hunterState';

/**
 * The target as the fight meets it: one of its hideout's enemies (a real opponent row, its kind,
 * moves and loot), under the target's name and with the numbers of the target's level. Bandits,
 * pirates and soldiers first: a wanted fugitive is rarely a beast.
 */
async function targetSnapshot(trx: Parameters<typeof enemySnapshot>[0], row: BountyRow, systemId: number): Promise<OpponentSnapshot> {
  const [cover] = await trx
    .selectFrom('enemies as e')
    .innerJoin('super_areas as s', 's.id', 'e.super_area_id')
    .select(['e.id', 's.danger_level'])
    .where('e.super_area_id', '=', systemId)
    .orderBy((eb) => eb.case().when('e.kind', 'in', ['bandit', 'pirate', 'soldier']).then(0).else(1).end())
    .orderBy('e.id')
    .limit(1)
    .execute();
  const base = cover ? await enemySnapshot(trx, Number(cover.id)) : undefined;
  if (!cover || !base) throw refused(BOUNTY_TEXTS.notLocated);
  const kind = base.kind === 'npc' ? 'bandit' : base.kind;
  const p = opponentProfile(kind, row.target_level, cover.danger_level);
  return {
    ...base,
    name: row.target_name,
    level: row.target_level,
    description: `Wanted by the bounty office. ${base.description}`,
    max: { health: p.healthMax, action: p.actionMax, mind: p.mindMax },
    damage: { min: p.damageMin, max: p.damageMax },
    accuracy: p.accuracy,
    defense: p.defense,
    abilities: p.abilities,
    credits: { min: p.creditsMin, max: p.creditsMax },
  };
}

/**
 * Starts the fight against a located target in its hideout (the combat the game already has): the
 * session is tied to the bounty, and winning it completes the bounty (`completeBounty`).
 */
export function engageTarget(deps: MoneyDeps, characterId: number, bountyId: number): Promise<BountyAction & { session_id: number }> {
  return withCharacterLock(deps, characterId, async ({ trx, outbox, now }) => {
    const row = await lockActiveBounty(trx, characterId, bountyId, now);
    const trail = row.trail.map(Number);
    const hideout = trail[trail.length - 1] as number;
    if (row.clues_followed < trail.length - 1) throw refused(BOUNTY_TEXTS.notLocated);
    const [hunter, names] = await Promise.all([hunterState(trx, characterId), systemNames(trx, [row])]);
    if (hunter.systemId !== hideout) throw refused(BOUNTY_TEXTS.notInTargetSystem(names.get(hideout) ?? 'another system'));
    const { row: session } = await openSession(trx, outbox, characterId, await targetSnapshot(trx, row, hideout), now, { arena: 'ground' });
    const updated = await trx.updateTable('bounties').set({ combat_session_id: session.id }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    return { success: true, message: `You corner ${row.target_name}: fight!`, bounty: bountyView(updated, names, hunter.systemId, hunter.bonus, now), session_id: Number(session.id) };
  });
}
