import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Commodity Trading: the local market and galactic prices (seed 001 §2).
registerApp(
  'CommodityTrading',
  lazy(() => import('./CommodityTrading').then((module) => ({ default: module.CommodityTrading }))),
);
