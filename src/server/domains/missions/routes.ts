import type { FastifyInstance } from 'fastify';
import { missionRoutes as missions, onboardingRoutes as onboarding, questRoutes as quests } from '../../../shared/api';
import { serveRoute } from '../../http/serveRoute';
import { MissionService } from './missionService';
import { OnboardingService } from './onboardingService';

/** The missions calls (seed 000 §7), the quest calls (seed 001 §7) and the eighteen onboarding calls. */
export function missionRoutes(app: FastifyInstance): void {
  const deps = { db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts };
  const service = new MissionService(deps, app.questBook);
  const boarding = new OnboardingService(deps, app.questBook);

  serveRoute(app, missions.list, async ({ characterId }) => ({ missions: await service.missions(characterId) }));
  serveRoute(app, missions.completeStep, ({ characterId, params }) => service.completeStep(characterId, params.id, params.stepId));
  serveRoute(app, missions.complete, async ({ characterId, params }) => {
    const { success, message, mission, paid } = await service.complete(characterId, params.id);
    return { success, message, mission, paid };
  });
  serveRoute(app, missions.abandon, ({ characterId, params }) => service.abandon(characterId, params.id));

  serveRoute(app, quests.list, async ({ characterId }) => ({ success: true as const, ...(await service.journal(characterId)) }));
  serveRoute(app, quests.available, async ({ characterId }) => ({ available_quests: (await service.journal(characterId)).quests.filter((q) => q.status === 'available') }));
  serveRoute(app, quests.start, async ({ characterId, params }) => ({ success: true as const, ...(await service.start(characterId, params.id)) }));
  serveRoute(app, quests.complete, async ({ characterId, params }) => {
    const { success, message, quest, paid } = await service.complete(characterId, await service.runOf(characterId, params.id));
    return { success, message, quest, paid };
  });
  serveRoute(app, quests.abandon, async ({ characterId, params }) => {
    const abandoned = await service.abandon(characterId, await service.runOf(characterId, params.id));
    const quest = (await service.journal(characterId)).quests.find((q) => q.id === params.id) ?? null;
    return { ...abandoned, quest };
  });

  serveRoute(app, onboarding.status, async ({ characterId }) => ({ onboarding_status: await boarding.status(characterId) }));
  serveRoute(app, onboarding.initialize, ({ characterId }) => boarding.initialize(characterId));
  serveRoute(app, onboarding.advancePhase, ({ characterId, body }) => boarding.advancePhase(characterId, body.completed_phase));
  serveRoute(app, onboarding.skip, ({ characterId }) => boarding.skip(characterId));
  serveRoute(app, onboarding.reset, ({ characterId }) => boarding.reset(characterId));
  serveRoute(app, onboarding.toggleTutorial, ({ characterId, body }) => boarding.toggleTutorial(characterId, body.enabled));
  serveRoute(app, onboarding.completeStep, ({ characterId, body }) => boarding.step(characterId, body.step_id, 'completed', body.completion_data));
  serveRoute(app, onboarding.skipStep, ({ characterId, body }) => boarding.step(characterId, body.step_id, 'skipped', {}));
  serveRoute(app, onboarding.updateStep, ({ characterId, body }) => boarding.step(characterId, body.step_id, 'in_progress', body.progress_data));
  serveRoute(app, onboarding.tutorialProgress, async ({ characterId }) => ({ tutorial_progress: await boarding.tutorialProgress(characterId) }));
  serveRoute(app, onboarding.categories, async ({ characterId }) => ({ categories: await boarding.categories(characterId) }));
  serveRoute(app, onboarding.byCategory, ({ characterId, query }) => boarding.byCategory(characterId, query.category));
  serveRoute(app, onboarding.startMission, ({ characterId, body }) => boarding.startMission(characterId, body.mission_id));
  serveRoute(app, onboarding.completeMission, ({ characterId, body }) => boarding.completeMission(characterId, body.mission_id));
  serveRoute(app, onboarding.updateMission, ({ characterId, body }) => boarding.updateMission(characterId, body.mission_id, body.progress_data));
  serveRoute(app, onboarding.availableMissions, async ({ characterId }) => ({ missions: await boarding.availableMissions(characterId) }));
  serveRoute(app, onboarding.allMissions, async ({ characterId }) => ({ missions: await boarding.allMissions(characterId) }));
  serveRoute(app, onboarding.missionProgress, async ({ characterId, query }) => ({ mission: await boarding.mission(characterId, query.mission_id) }));
}
