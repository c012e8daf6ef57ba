import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Travel Planner: local shuttles, hyperspace routes and the galaxy map (seed 001 §2).
registerApp(
  'Travel',
  lazy(() => import('./Travel').then((module) => ({ default: module.Travel }))),
);
