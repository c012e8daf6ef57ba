import type { Mission } from '../../../shared/api';
import { isManualStep, questProgressPercentage, stepStatus } from '../../../shared/rules/missions/questSteps';
import { runStepOf, type BookQuest, type QuestRun } from './questBook';

/** A run as the Missions app shows it (seed 000 §3 Mission): steps with their quest step, objectives. */
export function presentMission(quest: BookQuest, run: Pick<QuestRun, 'id' | 'quest_id' | 'status' | 'rewards_claimed' | 'steps'>): Mission {
  const steps = quest.steps.map((questStep) => {
    const mine = run.steps.find((s) => s.quest_step_id === questStep.id);
    const step = runStepOf(questStep, mine);
    const progress = mine?.progress ?? 0;
    return {
      id: mine?.id ?? 0,
      quest_step_id: step.id,
      status: stepStatus({ progress, required_quantity: step.required_quantity }),
      progress,
      manual: isManualStep(step),
      questStep: { id: step.id, title: step.title, description: step.description, target_type: step.target_type, target_id: step.target_id, required_quantity: step.required_quantity },
    };
  });
  return {
    id: run.id,
    quest_id: quest.id,
    status: run.status,
    progress_percentage: run.status === 'completed' ? 100 : questProgressPercentage(steps.map((s) => ({ progress: s.progress, required_quantity: s.questStep.required_quantity }))),
    rewards_claimed: run.rewards_claimed,
    quest: { id: quest.id, name: quest.name, description: quest.description, quest_type: quest.quest_type },
    steps,
    objectives: steps.map((s) => ({ id: s.quest_step_id, description: s.questStep.title, completed: s.status === 'completed' })),
  };
}
