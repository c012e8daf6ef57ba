import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Party Manager: create, join, invite, lead (seed 001 §2).
registerApp(
  'PartyApp',
  lazy(() => import('./PartyApp').then((module) => ({ default: module.PartyApp }))),
);
