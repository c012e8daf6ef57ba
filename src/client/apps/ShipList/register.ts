import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Ship Fleet: "Your Ships" (seed 001 §2 Ship list); a selected ship opens ShipDetail in its place.
registerApp(
  'ShipList',
  lazy(() => import('./ShipList').then((module) => ({ default: module.ShipList }))),
);
