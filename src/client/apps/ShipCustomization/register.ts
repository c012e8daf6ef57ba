import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Ship Customization: install and uninstall upgrades (seed 001 §2).
registerApp(
  'ShipCustomization',
  lazy(() => import('./ShipCustomization').then((module) => ({ default: module.ShipCustomization }))),
);
