import type { AllocationEntry, Profession, Skill } from '../../../shared/api/skills';
import { optimalAllocation, type PlannerProfession, type PlannerSkill } from '../../../shared/rules/skills/optimalAllocation';
import { modifierText } from '../../../shared/rules/skills/modifierText';
import { professionStartability } from '../../../shared/rules/skills/professionStart';
import { skillLearnability } from '../../../shared/rules/skills/skillLearnability';
import { learnerOf, type CharacterSkillState } from './characterSkillState';
import { experienceProfile, MODIFIER_ACTIVITY, skillWorth } from './experienceProfile';
import type { SkillContent } from './skillCatalog';

const RECOMMENDED = 5;
const typeText = (type: string) => type.replace(/_/g, ' ');
/** What a player calls the activity a modifier pays off in. */
const ACTIVITY_WORDS: Readonly<Record<string, string>> = { trading: 'trading', pilot: 'flying', combat: 'combat', medical: 'healing' };
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/**
 * Why a skill suits the character, in its words: the experience it builds on, and where its
 * modifiers pay off. A newcomer is pointed at trading and flying.
 */
function reasonFor(skill: Skill, profession: Profession, state: CharacterSkillState, starting: boolean): string {
  const all = state.experience.reduce((sum, e) => sum + e.total_earned, 0);
  const share = (type: string) => {
    const earned = state.experience.find((e) => e.experience_type === type)?.total_earned ?? 0;
    return { earned, percent: all > 0 ? Math.round((earned * 100) / all) : 0 };
  };
  const parts = [starting ? `Starts you as ${withArticle(profession.name.toLowerCase())}.` : ''];
  const own = share(skill.experience_type);
  if (all === 0) parts.push('Trading and flying are how this galaxy pays, and this is a cheap first step.');
  else if (own.earned > 0) parts.push(`${own.percent}% of your experience is ${typeText(skill.experience_type)} experience (${own.earned.toLocaleString('en-US')} earned), and this builds on it.`);
  const modifier = skill.modifiers[0];
  if (modifier) {
    const activity = MODIFIER_ACTIVITY[modifier.name];
    const words = ACTIVITY_WORDS[activity] ?? typeText(activity);
    const where = share(activity).percent > 0 ? `${words}, ${share(activity).percent}% of what you do` : words;
    parts.push(`Its ${modifierText(modifier)} pays off in ${where}.`);
  }
  return parts.filter(Boolean).join(' ');
}

/**
 * Skills a character can learn now (and professions it can start) that move it toward what it does
 * most (seed 001 §3 Recommendation), best first: the skill's worth to its play, then the cheaper.
 */
export function recommendations(content: SkillContent, state: CharacterSkillState) {
  const learner = learnerOf(state);
  const started = new Set(state.professions.map((p) => p.profession_id));
  const profile = experienceProfile(state.experience);
  const candidates = content.professions.flatMap((profession) => {
    if (!started.has(profession.id)) {
      const novice = profession.novice_skill;
      const blocked = professionStartability({ prerequisites: profession.prerequisites, noviceCost: novice.skill_points_required, started: false }, learner);
      return blocked.length > 0 ? [] : [{ profession, skill: novice, starting: true }];
    }
    return content.skillsOf(profession).filter((skill) => skillLearnability(skill, learner).length === 0).map((skill) => ({ profession, skill, starting: false }));
  });
  const worth = (skill: Skill) => skillWorth(skill, profile, learner.experience) / skill.skill_points_required;
  return candidates
    .filter(({ skill }) => worth(skill) > 0)
    .sort((a, b) => worth(b.skill) - worth(a.skill) || a.skill.skill_points_required - b.skill.skill_points_required || a.skill.id - b.skill.id)
    .slice(0, RECOMMENDED)
    .map(({ profession, skill, starting }) => ({
      skill_id: skill.id,
      skill_name: skill.name,
      profession_name: profession.name,
      action: starting ? ('start_profession' as const) : ('learn' as const),
      cost: skill.skill_points_required,
      reason: reasonFor(skill, profession, state, starting),
    }));
}

/** "Novice Trader; Bargaining to IV; Market Analysis to II" for a planned skill set. */
function planText(profession: Profession, skillIds: ReadonlySet<number>): string {
  const parts = [profession.novice_skill.name];
  for (const tree of profession.skill_trees) {
    const held = tree.skills.filter((skill) => skillIds.has(skill.id));
    const last = held[held.length - 1];
    if (last) parts.push(held.length === 1 ? last.name : `${tree.name} to ${last.name.slice(tree.name.length + 1)}`);
  }
  if (skillIds.has(profession.master_skill.id)) parts.push(profession.master_skill.name);
  return parts.join('; ');
}

/**
 * The best use of the 250 points for this character's play (seed 001 §3 Optimal allocation):
 * learned skills kept, every skill valued by `skillWorth`, solved exactly by the group knapsack.
 */
export function allocation(content: SkillContent, state: CharacterSkillState) {
  const learner = learnerOf(state);
  const profile = experienceProfile(state.experience);
  const planner = (skill: Skill): PlannerSkill => ({
    id: skill.id,
    cost: skill.skill_points_required,
    value: skillWorth(skill, profile, learner.experience),
    learned: learner.learnedSkillIds.has(skill.id),
  });
  const masterOf = new Map(content.professions.map((p) => [p.master_skill.id, p.id]));
  const professions: PlannerProfession[] = content.professions.map((profession) => {
    const unmet = profession.prerequisites.find((p) => p.type === 'skill' && typeof p.value === 'number' && !learner.learnedSkillIds.has(p.value));
    return {
      id: profession.id,
      novice: planner(profession.novice_skill),
      trees: profession.skill_trees.map((tree) => tree.skills.map(planner)),
      master: planner(profession.master_skill),
      // A prerequisite that is not another profession's master can never be met by the plan: -1 names no profession.
      ...(unmet ? { requiresMasterOf: typeof unmet.value === 'number' ? (masterOf.get(unmet.value) ?? -1) : -1 } : {}),
    };
  });
  const plan = optimalAllocation(professions, state.pointsTotal);
  const entries: AllocationEntry[] = content.professions.flatMap((profession) => {
    const ids = plan.picks.get(profession.id);
    if (!ids) return [];
    const skills = content.skillsOf(profession).filter((skill) => ids.includes(skill.id));
    return [{
      profession: profession.name,
      profession_id: profession.id,
      points: skills.reduce((sum, skill) => sum + skill.skill_points_required, 0),
      description: planText(profession, new Set(ids)),
      skill_ids: skills.map((skill) => skill.id),
    }];
  });
  return { allocation: entries.sort((a, b) => b.points - a.points), total_points: plan.cost, score: Math.round(plan.value * 100) / 100 };
}
