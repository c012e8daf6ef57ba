import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Inventory: filter, sort, use, equip and sell carried items; buy at the shop here (seed 000 §2).
registerApp(
  'Inventory',
  lazy(() => import('./Inventory').then((module) => ({ default: module.Inventory }))),
);
