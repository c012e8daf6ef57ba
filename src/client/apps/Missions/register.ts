import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Missions: the active missions with their steps (seed 000 §2).
registerApp(
  'Missions',
  lazy(() => import('./Missions').then((module) => ({ default: module.Missions }))),
);
