import { Link } from 'react-router';
import type { Skill } from '../../../shared/api';

/** A skill by name, linking to its page, with its tier and cost. */
export function SkillLink({ skill }: { skill: Skill }) {
  return (
    <Link to={`/skills/${skill.id}`} className="sp-skill">
      <span className="sp-skill-name">{skill.name}</span>{' '}
      <span className="sp-skill-meta">{`${skill.skill_type} · ${skill.skill_points_required} pts`}</span>
    </Link>
  );
}
