import type { LearnedSkill, Profession } from '../../../shared/api';
import { pointsText } from '../../skills/skillTexts';

interface LearnedSkillsPanelProps {
  skills: readonly LearnedSkill[];
  professionsById: ReadonlyMap<number, Profession>;
  onChoose: (skillId: number) => void;
}

/** The skills a character has learned, each opening its modal (bonuses, abilities, commands). */
export function LearnedSkillsPanel({ skills, professionsById, onChoose }: LearnedSkillsPanelProps) {
  return (
    <section className="so-panel" aria-label="Learned skills">
      <h4 className="so-panel-title">{`Learned skills (${skills.length})`}</h4>
      {skills.length === 0 ? (
        <p className="so-empty">No skill learned yet.</p>
      ) : (
        <ul className="so-learned">
          {skills.map((skill) => (
            <li key={skill.id}>
              <button type="button" className="so-learned-skill" onClick={() => onChoose(skill.id)}>
                <strong>{skill.name}</strong>
                <span className="muted">{`${professionsById.get(skill.profession_id)?.name ?? ''} · ${skill.skill_type} · ${pointsText(skill.skill_points_required)}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
