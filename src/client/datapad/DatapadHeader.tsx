import type { NotificationType } from '../../shared/api';
import { formatCredits } from '../../shared/rules/formatCredits';
import { moreSevere } from '../../shared/rules/notifications/severity';
import { useCharacterStore } from '../stores/characterStore';
import { useGameStore } from '../stores/gameStore';
import { JourneyChip } from '../travel/JourneyChip';
import { categoryById } from '../stores/datapadCategories';
import { DatapadIcon } from './DatapadIcon';
import { useDatapadStore } from '../stores/datapadStore';
import { NotificationBadge } from './NotificationBadge';
import { useNotificationView } from './useNotificationView';

export interface DatapadHeaderProps {
  /** Id of the title element the dialog is labelled by. */
  titleId: string;
}

/** Title and the header buttons of seed 000 §2: notification centre, category filter, layout toggle, close. */
export function DatapadHeader({ titleId }: DatapadHeaderProps) {
  const layout = useDatapadStore((state) => state.layout);
  const filterOpen = useDatapadStore((state) => state.filterOpen);
  const category = useDatapadStore((state) => state.category);
  const { unread, badges } = useNotificationView();
  const worst = Object.values(badges).reduce<NotificationType>((type, badge) => moreSevere(type, badge.type), 'info');
  const store = useDatapadStore.getState;
  const activeCharacterId = useGameStore((state) => state.activeCharacterId);
  const character = useCharacterStore((state) => (state.character?.id === activeCharacterId ? state.character : null));

  return (
    <header className="dp-header">
      <div className="dp-title-block">
        <span className="dp-title-led" aria-hidden="true" />
        <h2 id={titleId} className="dp-title">
          Datapad
        </h2>
        {character && (
          <p className="dp-pilot">
            <span className="dp-pilot-name">{character.name}</span>
            <span className="dp-pilot-credits">{formatCredits(character.credits)}</span>
          </p>
        )}
        {category && <span className="dp-title-filter">{categoryById(category).name}</span>}
        {/* On a journey the datapad stays usable: the time left shows here, a click follows it. */}
        <JourneyChip className="dp-journey" />
      </div>
      <div className="dp-header-actions" role="toolbar" aria-label="Datapad controls">
        <button type="button" className="dp-icon-button" onClick={() => store().openApp('notifications')} title="Notification centre">
          <DatapadIcon name="bell" />
          <span className="dp-sr-only">Notification centre</span>
          <NotificationBadge count={unread} type={worst} className="dp-badge-corner" />
        </button>
        <button
          type="button"
          className="dp-icon-button"
          aria-expanded={filterOpen}
          aria-controls="datapad-categories"
          onClick={() => store().toggleFilter()}
          title="Filter by category"
          data-active={category !== null || undefined}
        >
          <DatapadIcon name="filter" />
          <span className="dp-sr-only">Filter by category</span>
        </button>
        <button type="button" className="dp-icon-button" aria-pressed={layout === 'list'} onClick={() => store().toggleLayout()} title="List layout">
          <DatapadIcon name={layout === 'list' ? 'list' : 'grid'} />
          <span className="dp-sr-only">List layout</span>
        </button>
        <button type="button" className="dp-icon-button dp-icon-close" onClick={() => store().close()} title="Close datapad">
          <DatapadIcon name="close" />
          <span className="dp-sr-only">Close datapad</span>
        </button>
      </div>
    </header>
  );
}
