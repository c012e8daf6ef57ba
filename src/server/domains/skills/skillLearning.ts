import { sql } from 'kysely';
import type { LearnedSkill, Profession, Skill, SkillPointsAwardedEvent } from '../../../shared/api/skills';
import { professionStartability } from '../../../shared/rules/skills/professionStart';
import { skillLearnability } from '../../../shared/rules/skills/skillLearnability';
import { skillPointsTotal } from '../../../shared/rules/skills/skillPoints';
import { refused } from '../../kernel/refusal';
import { queueSkillPointsAwarded } from '../../kernel/skillPointsAwardedEvent';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { learnerOf, lockSkillState } from './characterSkillState';
import { characterProfession } from './professionProgress';

/** One learn or start: the character's act, under its lock. */
export type SkillAct = CharacterAct;

/** The character's skill points after an act: used and the total it may spend. */
interface PointsAfter {
  used: number;
  total: number;
}

/**
 * Writes a learned skill and spends its points in one statement; returns the points after.
 * The characters CHECK (≤ 250 + bonus) backs the check the caller made under the lock.
 */
async function recordLearned(act: SkillAct, skill: Skill): Promise<PointsAfter> {
  const row = await act.trx
    .with('learned', (db) => db.insertInto('character_skills').values({ character_id: act.character.id, skill_id: skill.id, learned_at: act.now }))
    .updateTable('characters')
    .set({ skill_points_used: sql`skill_points_used + ${skill.skill_points_required}` })
    .where('id', '=', act.character.id)
    .returning(['skill_points_used', 'bonus_skill_points'])
    .executeTakeFirstOrThrow();
  return { used: row.skill_points_used, total: skillPointsTotal(row.bonus_skill_points) };
}

function announce(act: SkillAct, reason: SkillPointsAwardedEvent['reason'], skill: Skill, points: PointsAfter, message: string): void {
  queueSkillPointsAwarded(act.outbox, {
    character_id: act.character.id,
    reason,
    experience_type: null,
    amount: skill.skill_points_required,
    skill_points: points,
    message,
  });
}

const learned = (skill: Skill, at: Date): LearnedSkill => ({ ...skill, learned_at: at.toISOString() });
const pointsText = (n: number) => `${n} skill point${n === 1 ? '' : 's'}`;

/** Learns `skill` for the character (seed 001 §5), or refuses with every reason and changes nothing. */
export async function learnSkill(act: SkillAct, skill: Skill, professionName: string) {
  const state = await lockSkillState(act.trx, act.character.id);
  const reasons = skillLearnability(skill, learnerOf(state));
  if (reasons.length > 0) throw refused(reasons.join(' '), 'skill_id');
  const points = await recordLearned(act, skill);
  await act.publish({ kind: 'SkillLearned', skillId: skill.id });
  const message = `Learned ${skill.name} (${professionName}) for ${pointsText(skill.skill_points_required)}.`;
  announce(act, 'skill_learned', skill, points, message);
  return { success: true as const, message, skill: learned(skill, act.now), skill_points: points };
}

/**
 * Starts `profession` (seed 001 §4): refused with the reasons of `professionStartability`, else
 * the profession is started and its novice skill learned at once, in one transaction.
 */
export async function startProfession(act: SkillAct, profession: Profession, skills: readonly Skill[]) {
  const state = await lockSkillState(act.trx, act.character.id);
  const learner = learnerOf(state);
  const novice = profession.novice_skill;
  const reasons = professionStartability(
    { prerequisites: profession.prerequisites, noviceCost: novice.skill_points_required, started: state.professions.some((p) => p.profession_id === profession.id) },
    learner,
  );
  if (reasons.length > 0) throw refused(reasons.join(' '), 'profession_id');
  await act.trx.insertInto('character_professions').values({ character_id: act.character.id, profession_id: profession.id, started_at: act.now }).execute();
  const points = await recordLearned(act, novice);
  await act.publish({ kind: 'ProfessionStarted', professionId: profession.id });
  await act.publish({ kind: 'SkillLearned', skillId: novice.id });
  const message = `Started the ${profession.name} profession: learned ${novice.name} for ${pointsText(novice.skill_points_required)}.`;
  announce(act, 'profession_started', novice, points, message);
  return {
    success: true as const,
    message,
    profession: characterProfession(profession, skills, new Set([...learner.learnedSkillIds, novice.id]), act.now),
    skill: learned(novice, act.now),
    skill_points: points,
  };
}
