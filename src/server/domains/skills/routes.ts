import type { FastifyInstance } from 'fastify';
import { skillRoutes as routes } from '../../../shared/api/skills';
import { serveRoute } from '../../http/serveRoute';
import { SkillsService } from './service';

/** Seed 001 §7 "Skills": the professions and skills, and a character's summary, starts and learns. */
export function skillRoutes(app: FastifyInstance): void {
  const skills = new SkillsService({ db: app.deps.db, clock: app.deps.clock, broadcaster: app.broadcaster, facts: app.facts });

  serveRoute(app, routes.professions, () => skills.professions());
  serveRoute(app, routes.profession, ({ params }) => skills.profession(params.id));
  serveRoute(app, routes.skill, ({ params }) => skills.skill(params.id));
  serveRoute(app, routes.summary, ({ characterId }) => skills.summary(characterId));
  serveRoute(app, routes.startProfession, ({ characterId, body }) => skills.start(characterId, body.profession_id));
  serveRoute(app, routes.learnSkill, ({ characterId, body }) => skills.learn(characterId, body.skill_id));
  serveRoute(app, routes.recommendations, ({ characterId }) => skills.recommendations(characterId));
  serveRoute(app, routes.optimalAllocation, ({ characterId }) => skills.optimalAllocation(characterId));
}
