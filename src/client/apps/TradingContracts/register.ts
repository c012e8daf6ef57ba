import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Trading contracts: available, active and history (seed 001 §2).
registerApp(
  'TradingContracts',
  lazy(() => import('./TradingContracts').then((module) => ({ default: module.TradingContracts }))),
);
