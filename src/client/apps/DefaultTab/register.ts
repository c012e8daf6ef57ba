import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Command Center: the character overview (seed 000 §2).
registerApp(
  'DefaultTab',
  lazy(() => import('./DefaultTab').then((module) => ({ default: module.DefaultTab }))),
);
