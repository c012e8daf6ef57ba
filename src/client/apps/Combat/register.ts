import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Combat (Character & Combat): HAM, stats, stances, heal and train, and who to fight here.
registerApp(
  'Combat',
  lazy(() => import('./Combat').then((module) => ({ default: module.Combat }))),
);
