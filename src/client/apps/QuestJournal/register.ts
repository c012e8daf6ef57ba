import { lazy } from 'react';
import { registerApp } from '../../datapad/appRegistry';

// Quest Journal: tutorial, active, available and completed quests (seed 001 §2).
registerApp(
  'QuestJournal',
  lazy(() => import('./QuestJournal').then((module) => ({ default: module.QuestJournal }))),
);
