import { EXPERIENCE_TYPES, type ExperienceType } from '../../../shared/rules/experienceTypes';

/** Whether content names a real experience type (rewards are stored as JSON). */
export function isExperienceType(value: string): value is ExperienceType {
  return (EXPERIENCE_TYPES as readonly string[]).includes(value);
}
