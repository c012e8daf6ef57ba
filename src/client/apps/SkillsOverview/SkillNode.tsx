import type { Skill } from '../../../shared/api';
import { cx } from '../../ui/classNames';
import type { SkillState } from './skillGraph';
import { SkillStateIcon, skillStateLabels } from './SkillStateIcon';
import { pointsText } from '../../skills/skillTexts';

interface SkillNodeProps {
  skill: Skill;
  state: SkillState;
  /** On the path to the chosen skill. */
  onPath: boolean;
  chosen: boolean;
  onChoose: (skill: Skill) => void;
}

/** One skill of a tree: its state by icon, word and colour, its tier and cost. */
export function SkillNode({ skill, state, onPath, chosen, onChoose }: SkillNodeProps) {
  return (
    <button
      type="button"
      className={cx('so-node', `so-node-${state}`, onPath && 'is-path', chosen && 'is-chosen')}
      data-state={state}
      data-path={onPath || undefined}
      aria-label={`${skill.name} (${skillStateLabels[state]})`}
      aria-pressed={chosen}
      onClick={() => onChoose(skill)}
    >
      <span className="so-node-state">
        <SkillStateIcon state={state} />
        {skillStateLabels[state]}
      </span>
      <span className="so-node-name">{skill.name}</span>
      <span className="so-node-meta">
        <span className="so-node-tier">{skill.skill_type}</span>
        {` · ${pointsText(skill.skill_points_required)}`}
      </span>
    </button>
  );
}
