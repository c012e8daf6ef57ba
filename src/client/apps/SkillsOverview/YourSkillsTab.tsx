import type { Profession, SkillSummary } from '../../../shared/api';
import { Button } from '../../ui/Button';
import { StatBar } from '../../ui/StatBar';
import { LearnedSkillsPanel } from './LearnedSkillsPanel';
import { RecommendationList, type RecommendationsState } from './RecommendationList';

interface YourSkillsTabProps {
  summary: SkillSummary;
  recommendations: RecommendationsState;
  professionsById: ReadonlyMap<number, Profession>;
  onOpenProfession: (profession: Profession) => void;
  onChooseSkill: (skillId: number) => void;
}

/** Your Skills: started professions with their progress, the skills learned (each opens its modal), and recommendations with their reason. */
export function YourSkillsTab({ summary, recommendations, professionsById, onOpenProfession, onChooseSkill }: YourSkillsTabProps) {
  return (
    <div className="so-yours">
      <div className="so-yours-column">
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
        <LearnedSkillsPanel skills={summary.skills} professionsById={professionsById} onChoose={onChooseSkill} />
      </div>
      <RecommendationList state={recommendations} onChoose={onChooseSkill} />
    </div>
  );
}
