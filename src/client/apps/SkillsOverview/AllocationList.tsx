import type { z } from 'zod';
import type { optimalAllocationResponse } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { Button } from '../../ui/Button';
import { pointsText } from '../../skills/skillTexts';

export interface AllocationState {
  data?: z.infer<typeof optimalAllocationResponse>;
  error: unknown;
}

/** The optimal allocation of the 250 points for this character's play: profession, points, description. */
export function AllocationList({ state, onPlan }: { state: AllocationState; onPlan: (skillIds: readonly number[], professionId: number) => void }) {
  let body;
  if (state.error) body = <p className="form-alert" role="alert">{errorMessage(state.error, 'Failed to load the optimal allocation')}</p>;
  else if (!state.data) body = <p className="dp-loading">Working out the optimal allocation…</p>;
  else if (state.data.allocation.length === 0) body = <p className="so-empty">No allocation to suggest yet.</p>;
  else
    body = (
      <>
        <ul className="so-allocation">
          {state.data.allocation.map((entry) => (
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
        <p className="so-note">{`${pointsText(state.data.total_points, true)} in all.`}</p>
      </>
    );
  return (
    <section className="so-panel" aria-label="Optimal allocation">
      <h4 className="so-panel-title">Optimal allocation</h4>
      {body}
    </section>
  );
}
