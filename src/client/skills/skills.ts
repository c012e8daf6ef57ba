import { skillRoutes as routes } from '../../shared/api';
import { callRoute } from '../api/callRoute';

/** Typed calls of seed 001 §7 "Skills". */

export function listProfessions(signal?: AbortSignal) {
  return callRoute(routes.professions, {}, { signal });
}

export function getProfession(id: number, signal?: AbortSignal) {
  return callRoute(routes.profession, { params: { id } }, { signal });
}

export function getSkill(id: number, signal?: AbortSignal) {
  return callRoute(routes.skill, { params: { id } }, { signal });
}

export function getSkillSummary(characterId: number, signal?: AbortSignal) {
  return callRoute(routes.summary, { params: { id: characterId } }, { signal });
}

export function getRecommendations(characterId: number, signal?: AbortSignal) {
  return callRoute(routes.recommendations, { params: { id: characterId } }, { signal });
}

export function getOptimalAllocation(characterId: number, signal?: AbortSignal) {
  return callRoute(routes.optimalAllocation, { params: { id: characterId } }, { signal });
}

export function startProfession(characterId: number, professionId: number) {
  return callRoute(routes.startProfession, { params: { id: characterId }, body: { profession_id: professionId } });
}

export function learnSkill(characterId: number, skillId: number) {
  return callRoute(routes.learnSkill, { params: { id: characterId }, body: { skill_id: skillId } });
}
