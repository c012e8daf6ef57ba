import type { Profession } from '../../../shared/api';
import { Button } from '../../ui/Button';
import { pointsText } from '../../skills/skillTexts';

interface ProfessionCardProps {
  profession: Profession;
  /** Progress in percent when started. */
  progress?: number;
  onOpen: () => void;
}

/** A profession on the Available Professions tab: category, cost factor and total, prerequisites. */
export function ProfessionCard({ profession, progress, onOpen }: ProfessionCardProps) {
  const prerequisites = profession.prerequisites.map((p) => p.label).join(', ');
  return (
    <li className="so-card" data-category={profession.category}>
      <article aria-label={profession.name}>
        <header className="so-card-head">
          <h4 className="so-card-title">{profession.name}</h4>
          <span className="so-chip">{profession.category}</span>
        </header>
        <p className="so-card-text">{profession.description}</p>
        <dl className="so-card-facts">
          <div>
            <dt>Factor</dt>
            <dd>{`×${profession.factor}`}</dd>
          </div>
          <div>
            <dt>Cost to master</dt>
            <dd>{pointsText(profession.total_cost)}</dd>
          </div>
          <div>
            <dt>Novice skill</dt>
            <dd>{pointsText(profession.novice_skill.skill_points_required)}</dd>
          </div>
        </dl>
        <p className="so-card-prereqs">{prerequisites ? `Requires ${prerequisites}` : 'No prerequisites'}</p>
        <div className="so-card-actions">
          {progress !== undefined && <span className="so-started">{`Started · ${Math.round(progress)}%`}</span>}
          <Button variant="secondary" onClick={onOpen} aria-label={`View ${profession.name}`}>
            View profession
          </Button>
        </div>
      </article>
    </li>
  );
}
