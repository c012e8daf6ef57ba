import type { NotificationType } from '../../shared/api';
import { formatBadgeCount } from '../../shared/rules/notifications/badgeCount';

export interface NotificationBadgeProps {
  count: number;
  type?: NotificationType;
  className?: string;
}

/** A notification count capped at 99+ (seed 000 §2), coloured by severity; nothing when zero. */
export function NotificationBadge({ count, type = 'info', className }: NotificationBadgeProps) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span className={`dp-badge dp-badge-${type}${className ? ` ${className}` : ''}`} data-testid="notification-badge">
      <span aria-hidden="true">{text}</span>
      <span className="dp-sr-only">{`, ${count} ${type} ${count === 1 ? 'notification' : 'notifications'}`}</span>
    </span>
  );
}
