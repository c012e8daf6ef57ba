import type { CategoryId } from '../stores/datapadCategories';
import { categoryById } from '../stores/datapadCategories';
import { DatapadIcon } from './DatapadIcon';

export interface AppGridEmptyProps {
  /** The filter that found nothing, or null when no app is available at all. */
  category: CategoryId | null;
  onShowAll: () => void;
}

/** The hub's empty states, in the spec's words (seed 000 §2). */
export function AppGridEmpty({ category, onShowAll }: AppGridEmptyProps) {
  return (
    <div className="dp-empty" role="status">
      <DatapadIcon name="grid" size={40} className="dp-empty-icon" />
      {category === null ? (
        <p className="dp-empty-title">No Apps Available</p>
      ) : (
        <>
          <p className="dp-empty-title">{`No apps found in the ${categoryById(category).name} category`}</p>
          <button type="button" className="dp-text-button dp-text-button-strong" onClick={onShowAll}>
            Show All Apps
          </button>
        </>
      )}
    </div>
  );
}
