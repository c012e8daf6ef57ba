import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Crafting (issue 38): survey and harvest, schematics by profession, the craft, vendor stalls.
registerApp(
  'Crafting',
  lazy(() => import('./Crafting').then((module) => ({ default: module.Crafting }))),
);
