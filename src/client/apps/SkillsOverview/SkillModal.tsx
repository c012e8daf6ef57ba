import type { Skill } from '../../../shared/api';
import type { Profession } from '../../../shared/api';
import { LOW_POINTS_WARNING_BELOW, MASTER_LEVEL_POINTS, skillLearningWarnings, type SkillLearner } from '../../../shared/rules/skills/skillLearnability';
import { DetailSection } from '../../skills/DetailSection';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FactList } from '../../ui/FactList';
import { PrerequisiteItem } from './PrerequisiteItem';
import { learnReasons, pointsLeft } from './skillGraph';
import { earnedByText, humanize, pointsText } from '../../skills/skillTexts';
import { modifierText } from '../../../shared/rules/skills/modifierText';

interface SkillModalProps {
  skill: Skill;
  profession: Profession;
  learner: SkillLearner;
  busy: boolean;
  onLearn: () => void;
  onClose: () => void;
}

export const CANNOT_BE_UNDONE = 'Learning a skill is permanent: this action cannot be undone.';

/**
 * The Skill learning modal (seed 001 §2, §5, §9): cost, prerequisites, bonuses, abilities,
 * commands, the warnings (fewer than 50 points would remain; master level at 5 or more points),
 * the note that learning cannot be undone, and Learn Skill, or Cannot Learn with the reasons.
 */
export function SkillModal({ skill, profession, learner, busy, onLearn, onClose }: SkillModalProps) {
  const cost = skill.skill_points_required;
  const left = pointsLeft(learner);
  const reasons = learnReasons(skill, profession, learner);
  const warnings = skillLearningWarnings(cost, left);
  // Warnings are about spending: not for a skill already learned or one the points can't pay for.
  const warnable = !learner.learnedSkillIds.has(skill.id) && cost <= left;
  const named = (entry: { name: string; description: string }) => (
    <>
      <strong>{entry.name}</strong> — {entry.description}
    </>
  );
  return (
    <ConfirmDialog
      open
      title={skill.name}
      size="wide"
      busy={busy}
      onCancel={onClose}
      confirmLabel={reasons.length > 0 ? 'Cannot Learn' : 'Learn Skill'}
      confirmDisabled={reasons.length > 0}
      onConfirm={onLearn}
      description={
        <>
          <p className="so-modal-lead">
            <span className="so-chip">{skill.skill_type}</span> {profession.name} · {skill.description}
          </p>
          <FactList
            className="so-figures"
            facts={[
              ['Cost', pointsText(cost, true)],
              ['Points left', `${left} → ${left - cost}`],
              ['Experience', `${skill.experience_required} ${humanize(skill.experience_type).toLowerCase()} · you have ${learner.experience[skill.experience_type] ?? 0}`],
              ['How to earn it', earnedByText(skill.experience_type)],
            ]}
          />
          <div className="so-details">
            <DetailSection title="Prerequisites" items={skill.prerequisites.map((p) => <PrerequisiteItem prerequisite={p} learnedSkillIds={learner.learnedSkillIds} unlocks={learner.unlocks} />)} />
            <DetailSection title="Bonuses" items={skill.modifiers.map(modifierText)} />
            <DetailSection title="Special abilities" items={skill.special_abilities.map(named)} />
            <DetailSection title="Granted commands" items={skill.granted_commands.map(named)} />
          </div>
          {reasons.length > 0 && (
            <ul className="so-reasons" aria-label="Why it cannot be learned">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          {warnable && (warnings.lowPoints || warnings.masterLevel) && (
            <ul className="so-warnings" aria-label="Warnings">
              {warnings.lowPoints && <li>{`Warning: only ${left - cost} skill points will remain after learning this skill (fewer than ${LOW_POINTS_WARNING_BELOW}).`}</li>}
              {warnings.masterLevel && <li>{`Master-level skill: it costs ${MASTER_LEVEL_POINTS} or more skill points.`}</li>}
            </ul>
          )}
          <p className="so-undo-note">{CANNOT_BE_UNDONE}</p>
        </>
      }
    />
  );
}
