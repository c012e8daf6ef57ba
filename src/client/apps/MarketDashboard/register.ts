import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Market Analysis: the Galactic Market Terminal (seed 001 §2 Market dashboard).
registerApp(
  'MarketDashboard',
  lazy(() => import('./MarketDashboard').then((module) => ({ default: module.MarketDashboard }))),
);
