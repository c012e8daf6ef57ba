import type { SkillSummary } from '../../../shared/api';
import { FactList } from '../../ui/FactList';

const grouped = new Intl.NumberFormat('en-US');

/** The Skills overview header (seed 001 §2): skill points used/total, active professions, mastered, total experience. */
export function SkillsHeader({ summary }: { summary: SkillSummary }) {
  const { used, total } = summary.skill_points;
  const figures: [string, string][] = [
    ['Skill points', `${used}/${total}`],
    ['Active professions', String(summary.professions.length)],
    ['Mastered', String(summary.professions.filter((profession) => profession.mastered).length)],
    ['Total experience', grouped.format(summary.experience.reduce((sum, entry) => sum + entry.total_earned, 0))],
  ];
  return <FactList className="so-header" itemClassName="so-header-card" label="Skills summary" facts={figures} />;
}
