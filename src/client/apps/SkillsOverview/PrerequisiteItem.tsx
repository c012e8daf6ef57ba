import type { Skill } from '../../../shared/api';
import { prerequisiteMet } from '../../../shared/rules/skills/skillPrerequisites';
import { cx } from '../../ui/classNames';

/** One prerequisite, said met or unmet in words as well as colour. */
export function PrerequisiteItem({ prerequisite, learnedSkillIds }: { prerequisite: Skill['prerequisites'][number]; learnedSkillIds: ReadonlySet<number> }) {
  const met = prerequisiteMet(prerequisite, learnedSkillIds);
  return (
    <span className={cx('so-prereq', met ? 'is-met' : 'is-unmet')}>
      <span className="so-prereq-mark">{met ? 'Met' : 'Unmet'}</span> {prerequisite.label}
    </span>
  );
}
