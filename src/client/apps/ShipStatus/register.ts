import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Ship Status: fuel, durability, condition and refuel of the active ship (seed 001 §2).
registerApp(
  'ShipStatus',
  lazy(() => import('./ShipStatus').then((module) => ({ default: module.ShipStatus }))),
);
