import type { z } from 'zod';
import type { recommendationsResponse } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { Button } from '../../ui/Button';
import { pointsText } from '../../skills/skillTexts';
import { Loadable } from '../../ui/Loadable';

export interface RecommendationsState {
  data?: z.infer<typeof recommendationsResponse>;
  error: unknown;
}

/** Recommendations from the server, each with its reason; Review opens the skill's learning modal. */
export function RecommendationList({ state, onChoose }: { state: RecommendationsState; onChoose: (skillId: number) => void }) {
  const body = (
    <Loadable query={state} loading="Loading recommendations…" failure={errorMessage(state.error, 'Failed to load recommendations')}>
      {(data) => {
        if (data.recommendations.length === 0) return <p className="so-empty">Nothing to recommend right now: earn experience and skill points first.</p>;
        return (
          <ul className="so-recommendations">
            {data.recommendations.map((entry) => (
              <li key={entry.skill_id} className="so-recommendation">
                <div>
                  <strong>{entry.skill_name}</strong> <span className="muted">{`${entry.profession_name} · ${pointsText(entry.cost)}`}</span>
                  <p className="so-reason">{entry.reason}</p>
                </div>
                <Button variant="secondary" onClick={() => onChoose(entry.skill_id)} aria-label={`Review ${entry.skill_name}`}>
                  Review
                </Button>
              </li>
            ))}
          </ul>
        );
      }}
    </Loadable>
  );
  return (
    <section className="so-panel" aria-label="Recommendations">
      <h4 className="so-panel-title">Recommendations</h4>
      {body}
    </section>
  );
}
