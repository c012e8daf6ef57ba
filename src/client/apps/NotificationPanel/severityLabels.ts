import type { NotificationType } from '../../../shared/api';

/** How each severity reads on screen. */
export const SEVERITY_LABELS: Readonly<Record<NotificationType, string>> = {
  urgent: 'Urgent',
  warning: 'Warning',
  success: 'Success',
  info: 'Info',
};
