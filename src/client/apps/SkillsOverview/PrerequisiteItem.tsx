import type { Skill } from '../../../shared/api';
import { prerequisiteMet } from '../../../shared/rules/skills/skillPrerequisites';
import { cx } from '../../ui/classNames';

interface PrerequisiteItemProps {
  prerequisite: Skill['prerequisites'][number];
  learnedSkillIds: ReadonlySet<number>;
  /** What play unlocked (a quest line's end): meets an `unlock` prerequisite such as the Jedi Path. */
  unlocks?: ReadonlySet<string>;
}

/** One prerequisite, said met or unmet in words as well as colour. */
export function PrerequisiteItem({ prerequisite, learnedSkillIds, unlocks }: PrerequisiteItemProps) {
  const met = prerequisiteMet(prerequisite, learnedSkillIds, unlocks);
  return (
    <span className={cx('so-prereq', met ? 'is-met' : 'is-unmet')}>
      <span className="so-prereq-mark">{met ? 'Met' : 'Unmet'}</span> {prerequisite.label}
    </span>
  );
}
