import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Skills & Training: professions, skill trees, experience and the planner (seed 001 §2 Skills overview).
registerApp(
  'SkillsOverview',
  lazy(() => import('./SkillsOverview').then((module) => ({ default: module.SkillsOverview }))),
);
