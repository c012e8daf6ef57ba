import './datapad.css';
import type { NotificationType } from '../../shared/api';
import { moreSevere } from '../../shared/rules/notifications/severity';
import { DatapadIcon } from './DatapadIcon';
import { useDatapadStore } from '../stores/datapadStore';
import { NotificationBadge } from './NotificationBadge';
import { DATAPAD_SHORTCUT } from './useDatapadShortcut';
import { useNotificationView } from './useNotificationView';

/** The game shell's datapad button: opens and closes the overlay, with the unread count. */
export function DatapadButton() {
  const isOpen = useDatapadStore((state) => state.isOpen);
  const { unread, badges } = useNotificationView();
  const worst = Object.values(badges).reduce<NotificationType>((type, badge) => moreSevere(type, badge.type), 'info');
  return (
    <button
      type="button"
      className="dp-launcher"
      data-tour="datapad-button"
      aria-expanded={isOpen}
      aria-keyshortcuts={DATAPAD_SHORTCUT}
      title={`Datapad (${DATAPAD_SHORTCUT})`}
      onClick={() => useDatapadStore.getState().toggle()}
    >
      <DatapadIcon name="datapad" />
      <span>Datapad</span>
      <kbd className="dp-launcher-key" aria-hidden="true">
        {DATAPAD_SHORTCUT}
      </kbd>
      <NotificationBadge count={unread} type={worst} />
    </button>
  );
}
