import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/apiErrors';
import { professionsQueryOptions } from '../../skills/skillQueries';
import { PROFESSION_CATEGORIES } from '../../../shared/rules/skills/skillTiers';
import { humanize } from '../../skills/skillTexts';
import { ProfessionSection } from './ProfessionSection';
import { Loadable } from '../../ui/Loadable';

/** Every profession (seed 000 page "professions"), browsable by anyone: an index by category, then each in full. */
export function ProfessionsPage() {
  const { data, error } = useQuery(professionsQueryOptions());
  return (
    <Loadable query={{ data, error }} loading="Loading professions…" failure={errorMessage(error, 'Failed to load professions')} fullPage>
      {(data) => {
        const categories = PROFESSION_CATEGORIES.map((category) => ({ category, professions: data.professions.filter((p) => p.category === category) })).filter((group) => group.professions.length > 0);
        return (
          <div className="page stack sp-page">
            <title>Professions · Starlane</title>
            <header className="page-header">
              <div>
                <p className="eyebrow">Skills and professions</p>
                <h1>Professions</h1>
                <p className="muted">{`${data.professions.length} professions. Each has a novice skill, four trees of four skills and a master skill; every character has 250 skill points to spend.`}</p>
              </div>
            </header>
            <nav className="panel sp-index" aria-label="Professions by category">
              {categories.map(({ category, professions }) => (
                <div key={category} className="sp-index-group" data-category={category}>
                  <h2 className="sp-index-title">{humanize(category)}</h2>
                  <ul>
                    {professions.map((profession) => (
                      <li key={profession.id}>
                        <a href={`#profession-${profession.id}`}>{profession.name}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            {data.professions.map((profession) => (
              <ProfessionSection key={profession.id} profession={profession} />
            ))}
          </div>
        );
      }}
    </Loadable>
  );
}
