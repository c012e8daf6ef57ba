import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// The notification centre: alerts, settings, demo controls and the captain's log (seed 000 §2).
registerApp(
  'NotificationPanel',
  lazy(() => import('./NotificationPanel').then((module) => ({ default: module.NotificationPanel }))),
);
