import type { z } from 'zod';
import type { optimalAllocationResponse } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { Button } from '../../ui/Button';
import { pointsText } from '../../skills/skillTexts';
import { Loadable } from '../../ui/Loadable';

export interface AllocationState {
  data?: z.infer<typeof optimalAllocationResponse>;
  error: unknown;
}

/** The optimal allocation of the 250 points for this character's play: profession, points, description. */
export function AllocationList({ state, onPlan }: { state: AllocationState; onPlan: (skillIds: readonly number[], professionId: number) => void }) {
  const body = (
    <Loadable query={state} loading="Working out the optimal allocation…" failure={errorMessage(state.error, 'Failed to load the optimal allocation')}>
      {(data) => {
        if (data.allocation.length === 0) return <p className="so-empty">No allocation to suggest yet.</p>;
        return (
          <>
            <ul className="so-allocation">
              {data.allocation.map((entry) => (
                <li key={entry.profession_id} className="so-allocation-entry">
                  <div className="so-allocation-points">{pointsText(entry.points)}</div>
                  <div>
                    <strong>{entry.profession}</strong>
                    <p className="so-reason">{entry.description}</p>
                  </div>
                  <Button variant="secondary" onClick={() => onPlan(entry.skill_ids, entry.profession_id)} aria-label={`Plan ${entry.profession}`}>
                    Plan these
                  </Button>
                </li>
              ))}
            </ul>
            <p className="so-note">{`${pointsText(data.total_points, true)} in all.`}</p>
          </>
        );
      }}
    </Loadable>
  );
  return (
    <section className="so-panel" aria-label="Optimal allocation">
      <h4 className="so-panel-title">Optimal allocation</h4>
      {body}
    </section>
  );
}
