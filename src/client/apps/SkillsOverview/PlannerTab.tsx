import { useMemo, useState } from 'react';
import type { Profession, Skill } from '../../../shared/api';
import type { SkillLearner } from '../../../shared/rules/skills/skillLearnability';
import { AllocationList, type AllocationState } from './AllocationList';
import { PlanList } from './PlanList';
import { evaluatePlan } from './planner';
import { indexSkills, learnReasons, pointsLeft, prerequisitePath, professionSkills, type SkillState } from './skillGraph';
import { SkillTreeView } from './SkillTreeView';

interface PlannerTabProps {
  allocation: AllocationState;
  professions: readonly Profession[];
  learner: SkillLearner;
  onLearn: (skillId: number) => void;
}

/**
 * Planner: the server's optimal allocation, and a plan the player builds from the trees with a
 * running total against the points left. The shared learnability rule checks each step as if the
 * ones before it were learned; nothing is spent until the player learns a step.
 */
export function PlannerTab({ allocation, professions, learner, onLearn }: PlannerTabProps) {
  const [plan, setPlan] = useState<number[]>([]);
  const [professionId, setProfessionId] = useState<number | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const index = useMemo(() => indexSkills(professions), [professions]);
  const profession = professions.find((p) => p.id === professionId) ?? professions[0];
  const planned = plan.map((id) => index.get(id)?.skill).filter((skill): skill is Skill => skill !== undefined && !learner.learnedSkillIds.has(skill.id));
  const professionOf = (skill: Skill) => index.get(skill.id)?.profession ?? { novice_skill: skill, prerequisites: [] };
  const evaluation = evaluatePlan(planned, learner, professionOf);
  const plannedIds = new Set(planned.map((skill) => skill.id));
  const skillsById = useMemo(() => new Map(profession ? professionSkills(profession).map((s) => [s.id, s]) : []), [profession]);
  const path = chosenId === null ? new Set<number>() : prerequisitePath(chosenId, skillsById);
  const stateOf = (skill: Skill): SkillState => {
    if (learner.learnedSkillIds.has(skill.id)) return 'learned';
    if (plannedIds.has(skill.id)) return 'planned';
    return learnReasons(skill, professionOf(skill), evaluation.after).length === 0 ? 'learnable' : 'locked';
  };
  const toggle = (skill: Skill) => {
    setChosenId(skill.id);
    const state = stateOf(skill);
    if (state === 'planned') setPlan((ids) => ids.filter((id) => id !== skill.id));
    else if (state === 'learnable') setPlan((ids) => [...ids, skill.id]);
  };
  const chosen = chosenId === null ? undefined : index.get(chosenId)?.skill;
  const blocked = chosen && stateOf(chosen) === 'locked' ? learnReasons(chosen, professionOf(chosen), evaluation.after) : [];

  return (
    <div className="so-planner">
      <AllocationList
        state={allocation}
        onPlan={(skillIds, id) => {
          setPlan((ids) => [...ids, ...skillIds.filter((skillId) => !ids.includes(skillId))]);
          setProfessionId(id);
        }}
      />
      <PlanList
        evaluation={evaluation}
        pointsLeftNow={pointsLeft(learner)}
        professionOf={(id) => index.get(id)?.profession}
        canLearnNow={(skill) => learnReasons(skill, professionOf(skill), learner).length === 0}
        onLearn={onLearn}
        onRemove={(id) => setPlan((ids) => ids.filter((other) => other !== id))}
        onClear={() => setPlan([])}
      />
      {profession && (
        <section className="so-panel so-planner-tree" aria-label="Plan from the trees">
          <div className="so-panel-head">
            <h4 className="so-panel-title">Plan from the trees</h4>
            <label className="so-filter">
              <span>Profession to plan</span>
              <select className="field-input" value={profession.id} onChange={(event) => setProfessionId(Number(event.target.value))}>
                {professions.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="so-note">Choose a learnable skill to add it to the plan; choose a planned one to take it out.</p>
          <SkillTreeView profession={profession} stateOf={stateOf} path={path} chosenId={chosenId} onChoose={toggle} legend={['learned', 'planned', 'learnable', 'locked']} />
          {chosen && blocked.length > 0 && <p className="so-reason" role="status">{`${chosen.name} cannot be planned yet: ${blocked.join(' ')}`}</p>}
        </section>
      )}
    </div>
  );
}
