import { datapadCategories } from '../stores/datapadCategories';
import { cssVars } from './cssVars';
import { DatapadIcon } from './DatapadIcon';
import { useDatapadStore } from '../stores/datapadStore';

/** 'All Apps' and one chip per category; the active category pressed again turns the filter off. */
export function CategoryFilterBar() {
  const category = useDatapadStore((state) => state.category);
  const choose = useDatapadStore((state) => state.chooseCategory);
  return (
    <div id="datapad-categories" className="dp-categories" role="group" aria-label="Categories">
      <button type="button" className="dp-chip" aria-pressed={category === null} onClick={() => choose(null)}>
        All Apps
      </button>
      {datapadCategories.map((entry) => (
        <button
          key={entry.id}
          type="button"
          className="dp-chip"
          aria-pressed={category === entry.id}
          onClick={() => choose(entry.id)}
          style={cssVars({ '--chip-color': entry.color })}
        >
          <DatapadIcon name={entry.icon} size={16} />
          {entry.name}
        </button>
      ))}
    </div>
  );
}
