import type { Profession } from '../../../shared/api';
import { DetailSection } from '../../skills/DetailSection';
import { professionBonusText } from '../../skills/skillTexts';
import { SkillLink } from './SkillLink';

/** One profession on the professions page: what it is, needs and gives, and its trees of skills. */
export function ProfessionSection({ profession }: { profession: Profession }) {
  const headingId = `profession-${profession.id}-title`;
  return (
    <section id={`profession-${profession.id}`} className="panel sp-profession" aria-labelledby={headingId} data-category={profession.category}>
      <header className="sp-profession-head">
        <h2 id={headingId}>{profession.name}</h2>
        <span className="sp-chip">{profession.category}</span>
        <span className="sp-facts">{`Factor ×${profession.factor} · ${profession.total_cost} points to master`}</span>
      </header>
      <p className="sp-lead">{profession.description}</p>
      <div className="sp-details">
        <DetailSection title="Prerequisites" of={profession.name} items={profession.prerequisites.map((p) => p.label)} />
        <DetailSection title="Bonuses" of={profession.name} items={Object.entries(profession.profession_modifiers).map(([name, percent]) => professionBonusText(name, percent))} />
      </div>
      <div className="sp-trees">
        <div className="sp-end">
          <SkillLink skill={profession.novice_skill} />
        </div>
        <ol className="sp-rows">
          {profession.skill_trees.map((tree) => (
            <li key={tree.id}>
              <span className="sp-tree-name">{tree.name}</span>
              <ol className="sp-branch" aria-label={`${profession.name}: ${tree.name}`}>
                {tree.skills.map((skill) => (
                  <li key={skill.id}>
                    <SkillLink skill={skill} />
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
        <div className="sp-end">
          <SkillLink skill={profession.master_skill} />
        </div>
      </div>
    </section>
  );
}
