import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Settings: the graphics choice (Auto, High, Low, Off) and the sound volumes, kept per browser.
registerApp(
  'Settings',
  lazy(() => import('./Settings').then((module) => ({ default: module.Settings }))),
);
