import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Commodities: every commodity at the local market, with a one-unit Trade button (seed 001 §2).
registerApp(
  'Commodities',
  lazy(() => import('./Commodities').then((module) => ({ default: module.Commodities }))),
);
