import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Ship Marketplace: the shipyard of the current star system (seed 001 §2).
registerApp(
  'ShipMarketplace',
  lazy(() => import('./ShipMarketplace').then((module) => ({ default: module.ShipMarketplace }))),
);
