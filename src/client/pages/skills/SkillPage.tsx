import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage, httpStatus } from '../../api/apiErrors';
import { skillQueryOptions } from '../../skills/skillQueries';
import { DetailSection } from '../../skills/DetailSection';
import { HeadingBase } from '../../ui/HeadingBase';
import { humanize, pointsText } from '../../skills/skillTexts';
import { modifierText } from '../../../shared/rules/skills/modifierText';
import { LoadingScreen } from '../../ui/LoadingScreen';

/** One skill (seed 000 page "skills show"): what it costs, needs and gives, with its profession and a way back. */
export function SkillPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isPending } = useQuery({ ...skillQueryOptions(id), enabled: valid });
  if (valid && isPending) return <LoadingScreen label="Loading skill…" />;
  if (!valid || error || !data) {
    const message = !valid || httpStatus(error) === 404 ? 'No such skill.' : errorMessage(error, 'Failed to load skill');
    return (
      <section className="panel panel-narrow stack">
        <h1>Skill unavailable</h1>
        <p className="form-alert" role="alert">
          {message}
        </p>
        <Link to="/professions">Back to the professions</Link>
      </section>
    );
  }
  const { skill, profession } = data;
  const named = (entry: { name: string; description: string }) => `${entry.name} — ${entry.description}`;
  return (
    <div className="page stack sp-page">
      <title>{`${skill.name} · Starlane`}</title>
      <Link to={`/professions#profession-${profession.id}`} className="sp-back">
        {`← Back to ${profession.name} and the other professions`}
      </Link>
      <header className="page-header">
        <div>
          <p className="eyebrow">{`${profession.name} · ${humanize(profession.category)}`}</p>
          <h1>{skill.name}</h1>
          <p className="sp-lead">{skill.description}</p>
        </div>
      </header>
      <section className="panel stack" aria-label="Skill facts">
        <dl className="facts facts-grid">
          <div>
            <dt>Tier</dt>
            <dd className="capitalize">{skill.skill_type}</dd>
          </div>
          <div>
            <dt>Cost</dt>
            <dd>{pointsText(skill.skill_points_required, true)}</dd>
          </div>
          <div>
            <dt>Experience needed</dt>
            <dd>{`${skill.experience_required} ${humanize(skill.experience_type).toLowerCase()}`}</dd>
          </div>
          <div>
            <dt>Profession</dt>
            <dd>{profession.name}</dd>
          </div>
        </dl>
        {/* The sections title themselves under the page's h1. */}
        <HeadingBase level={2}>
          <div className="sp-details">
            <DetailSection
              title="Prerequisites"
              items={skill.prerequisites.map((p) => (p.type === 'skill' && typeof p.value === 'number' ? <Link to={`/skills/${p.value}`}>{p.label}</Link> : p.label))}
            />
            <DetailSection title="Bonuses" items={skill.modifiers.map(modifierText)} />
            <DetailSection title="Special abilities" items={skill.special_abilities.map(named)} />
            <DetailSection title="Granted commands" items={skill.granted_commands.map(named)} />
          </div>
        </HeadingBase>
      </section>
    </div>
  );
}
