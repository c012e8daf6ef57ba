import { useMemo, useState } from 'react';
import type { Profession, Skill } from '../../../shared/api';
import { professionStartability } from '../../../shared/rules/skills/professionStart';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { unmetPrerequisites } from '../../../shared/rules/skills/skillPrerequisites';
import type { SkillLearner } from '../../../shared/rules/skills/skillLearnability';
import { CostAnalysis } from './CostAnalysis';
import { DetailSection } from '../../skills/DetailSection';
import { PrerequisiteItem } from './PrerequisiteItem';
import { prerequisitePath, professionSkills, skillState } from './skillGraph';
import { professionBonusText } from '../../skills/skillTexts';
import { SkillTreeView } from './SkillTreeView';

interface ProfessionModalProps {
  profession: Profession;
  learner: SkillLearner;
  started: boolean;
  busy: boolean;
  onStart: () => void;
  onChooseSkill: (skill: Skill) => void;
  onClose: () => void;
}

/**
 * The Profession modal (seed 001 §2, §5): description, prerequisites, bonuses, the skill trees,
 * cost analysis and a warning; Cancel, and Start Profession, or Prerequisites Not Met (disabled)
 * when a prerequisite is unmet. Choosing a skill lights its path and opens the skill's modal.
 */
export function ProfessionModal({ profession, learner, started, busy, onStart, onChooseSkill, onClose }: ProfessionModalProps) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const skillsById = useMemo(() => new Map(professionSkills(profession).map((skill) => [skill.id, skill])), [profession]);
  const path = useMemo(() => (chosenId === null ? new Set<number>() : prerequisitePath(chosenId, skillsById)), [chosenId, skillsById]);
  const reasons = professionStartability({ prerequisites: profession.prerequisites, noviceCost: profession.novice_skill.skill_points_required, started }, learner);
  const prerequisitesUnmet = unmetPrerequisites(profession.prerequisites, learner.learnedSkillIds, learner.unlocks).length > 0;
  const bonuses = Object.entries(profession.profession_modifiers).map(([name, percent]) => professionBonusText(name, percent));

  return (
    <ConfirmDialog
      open
      title={profession.name}
      size="extra-wide"
      busy={busy}
      onCancel={onClose}
      confirmLabel={prerequisitesUnmet ? 'Prerequisites Not Met' : 'Start Profession'}
      confirmDisabled={reasons.length > 0}
      onConfirm={started ? undefined : onStart}
      description={
        <>
          <p className="so-modal-lead">
            <span className="so-chip">{profession.category}</span> {profession.description}
            {started && <span className="so-started"> · Started</span>}
          </p>
          <div className="so-details">
            <DetailSection title="Prerequisites" items={profession.prerequisites.map((p) => <PrerequisiteItem prerequisite={p} learnedSkillIds={learner.learnedSkillIds} unlocks={learner.unlocks} />)} />
            <DetailSection title="Bonuses" items={bonuses} />
          </div>
          {!started && reasons.length > 0 && (
            <ul className="so-reasons" aria-label="Why it cannot be started">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          <SkillTreeView
            profession={profession}
            stateOf={(skill) => skillState(skill, profession, learner)}
            path={path}
            chosenId={chosenId}
            onChoose={(skill) => {
              setChosenId(skill.id);
              onChooseSkill(skill);
            }}
          />
          <CostAnalysis profession={profession} learner={learner} />
        </>
      }
    />
  );
}
