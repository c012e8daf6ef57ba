import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Ship detail (seed 001 §2): shown by Ship Fleet when a ship is selected; it has no tab of its own.
registerApp(
  'ShipDetail',
  lazy(() => import('./ShipDetail').then((module) => ({ default: module.ShipDetail }))),
);
