import { Link } from 'react-router';
import type { Skill } from '../../../shared/api';
import { pointsText } from '../../skills/skillTexts';

/** A skill by name, linking to its page, with its tier and cost. */
export function SkillLink({ skill }: { skill: Skill }) {
  return (
    <Link to={`/skills/${skill.id}`} className="sp-skill">
      <span className="sp-skill-name">{skill.name}</span>{' '}
      <span className="sp-skill-meta">
        <span className="capitalize">{skill.skill_type}</span>
        {` · ${pointsText(skill.skill_points_required)}`}
      </span>
    </Link>
  );
}
