import type { Profession } from '../../../shared/api';
import type { SkillLearner } from '../../../shared/rules/skills/skillLearnability';
import { estimatedProfessionCost } from '../../../shared/rules/skills/skillTiers';
import { pointsLeft, pointsSpentIn } from './skillGraph';
import { pointsText } from '../../skills/skillTexts';
import { FactList } from '../../ui/FactList';

/**
 * The Profession modal's cost analysis and warning: what mastering it costs against the points
 * left, and the warning when they won't stretch that far or once starting commits points.
 */
export function CostAnalysis({ profession, learner }: { profession: Profession; learner: SkillLearner }) {
  const spent = pointsSpentIn(profession, learner.learnedSkillIds);
  const toMaster = profession.total_cost - spent;
  const left = pointsLeft(learner);
  const rows: [string, string][] = [
    ['Cost factor', `×${profession.factor}`],
    ['Total cost to master', pointsText(profession.total_cost, true)],
    ['Estimate (5 skills per tree)', pointsText(estimatedProfessionCost(profession.factor), true)],
    ['Spent here', pointsText(spent, true)],
    ['Still to spend', pointsText(toMaster, true)],
    ['Points left', `${left} of ${learner.totalPoints}`],
  ];
  return (
    <section className="so-cost" aria-label="Cost analysis">
      <h3 className="sk-detail-title">Cost analysis</h3>
      <FactList className="so-figures" facts={rows} />
      <p className="so-warning" role="note">
        {toMaster > left
          ? `Warning: mastering ${profession.name} needs ${toMaster} more points and you have ${left} left: you can learn only part of it.`
          : `Warning: skill points spent here cannot be taken back. Mastering ${profession.name} would leave you ${left - toMaster} points.`}
      </p>
    </section>
  );
}
