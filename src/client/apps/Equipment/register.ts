import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Equipment: the seven slots, what is worn in each, and Unequip (seed 000 §2).
registerApp(
  'Equipment',
  lazy(() => import('./Equipment').then((module) => ({ default: module.Equipment }))),
);
