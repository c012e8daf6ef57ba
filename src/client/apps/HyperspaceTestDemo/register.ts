import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Hyperspace Nav: the hyperspace test flight (seed 001 §2, HyperspaceTestDemo).
registerApp(
  'HyperspaceTestDemo',
  lazy(() => import('./HyperspaceTestDemo').then((module) => ({ default: module.HyperspaceTestDemo }))),
);
