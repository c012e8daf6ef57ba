import type { Profession, Skill, SkillSummary } from '../../../shared/api';
import { Button } from '../../ui/Button';
import { StatBar } from '../../ui/StatBar';
import { RecommendationList, type RecommendationsState } from './RecommendationList';

interface YourSkillsTabProps {
  summary: SkillSummary;
  recommendations: RecommendationsState;
  professionsById: ReadonlyMap<number, Profession>;
  onOpenProfession: (profession: Profession) => void;
  onChooseSkill: (skillId: number) => void;
}

/** Your Skills: started professions with their progress, the skills learned, and recommendations with their reason. */
export function YourSkillsTab({ summary, recommendations, professionsById, onOpenProfession, onChooseSkill }: YourSkillsTabProps) {
  const skillsByProfession = (id: number): Skill[] => summary.skills.filter((skill) => skill.profession_id === id);
  return (
    <div className="so-yours">
      <section className="so-panel" aria-label="Your professions">
        <h4 className="so-panel-title">Your professions</h4>
        {summary.professions.length === 0 ? (
          <p className="so-empty">No profession started yet. Pick one on Available Professions.</p>
        ) : (
          <ul className="so-started-list">
            {summary.professions.map((started) => {
              const profession = professionsById.get(started.id);
              return (
                <li key={started.id} className="so-started-item">
                  <StatBar
                    label={started.name}
                    value={started.progress}
                    max={100}
                    display={`${started.skills_learned}/${started.skills_total} skills · ${Math.round(started.progress)}%${started.mastered ? ' · Mastered' : ''}`}
                    tone={started.mastered ? 'good' : 'default'}
                  />
                  <p className="so-started-skills">{skillsByProfession(started.id).map((skill) => skill.name).join(' · ')}</p>
                  {profession && (
                    <Button variant="ghost" onClick={() => onOpenProfession(profession)} aria-label={`Skill trees of ${started.name}`}>
                      Skill trees
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <RecommendationList state={recommendations} onChoose={onChooseSkill} />
    </div>
  );
}
