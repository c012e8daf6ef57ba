import type { QuestProgress } from '../../../shared/api';
import { currentStepNumber, questProgressPercentage } from '../../../shared/rules/missions/questSteps';
import { runStepOf, type BookQuest, type QuestRun } from './questBook';

/**
 * Where a quest stands for a character: active while a run is open; available when its chain
 * reached it (the previous quest completed) and it was never completed (or it repeats); completed
 * otherwise once done; locked (null) before its chain gets there.
 */
export function questStanding(quest: BookQuest, runs: readonly QuestRun[]): { status: QuestProgress['status']; run: QuestRun | null } | null {
  const mine = runs.filter((run) => run.quest_id === quest.id);
  const active = mine.find((run) => run.status === 'active');
  if (active) return { status: 'active', run: active };
  const completed = mine.filter((run) => run.status === 'completed').at(-1) ?? null;
  const unlocked = quest.previous_quest_id === null || runs.some((run) => run.quest_id === quest.previous_quest_id && run.status === 'completed');
  if (unlocked && (!completed || quest.quest_type === 'repeatable')) return { status: 'available', run: null };
  return completed ? { status: 'completed', run: completed } : null;
}

/** Whole seconds from `now` to `at`, none below zero. */
const secondsUntil = (at: Date, now: Date) => Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));

/** The quest progress of seed 001 §3 for one quest and the run shown (none for an available quest). */
export function presentQuest(quest: BookQuest, status: QuestProgress['status'], run: QuestRun | null, now: Date): QuestProgress {
  const steps = quest.steps.map((questStep) => {
    const mine = run?.steps.find((s) => s.quest_step_id === questStep.id);
    const step = runStepOf(questStep, mine);
    return { id: step.id, title: step.title, description: step.description, target_type: step.target_type as QuestProgress['quest']['steps'][number]['target_type'], required_quantity: step.required_quantity, progress: mine?.progress ?? 0 };
  });
  const percentage = status === 'completed' ? 100 : run ? questProgressPercentage(steps) : 0;
  const sum = (type: string) => quest.rewards.filter((r) => r.type === type).reduce((total, r) => total + r.amount, 0);
  return {
    id: quest.id,
    mission_id: run?.id ?? null,
    key: quest.key,
    status,
    quest_name: quest.name,
    name: quest.name,
    quest_description: quest.description,
    description: quest.description,
    progress_percentage: percentage,
    progress: run?.progress ?? {},
    current_step: run && status === 'active' ? currentStepNumber(steps) : null,
    started_at: run?.started_at.toISOString() ?? null,
    completed_at: run?.completed_at?.toISOString() ?? null,
    time_remaining: run?.expires_at && status === 'active' ? secondsUntil(run.expires_at, now) : null,
    time_limit: quest.time_limit_seconds,
    rewards_claimed: run?.rewards_claimed ?? false,
    xp_reward: sum('experience'),
    credits_reward: sum('credits'),
    objective: quest.objective,
    category: quest.category,
    level: quest.level,
    quest_type: quest.quest_type,
    is_tutorial: quest.quest_type === 'tutorial',
    faction: quest.faction,
    region: quest.region,
    quest: { id: quest.id, name: quest.name, steps },
    static_rewards: quest.rewards.map(({ type, amount, name, experience_type }) => ({ type, amount, ...(name ? { name } : {}), ...(experience_type ? { experience_type } : {}) })),
    chain_id: quest.chain_id,
    chain_order: quest.chain_order,
    previous_quest_id: quest.previous_quest_id,
    ...(quest.event_ends_at ? { event_time_remaining: secondsUntil(quest.event_ends_at, now) } : {}),
  };
}

/** Every quest the character can see (active, available, completed), in catalogue order. */
export function questJournal(book: readonly BookQuest[], runs: readonly QuestRun[], now: Date): QuestProgress[] {
  return book.flatMap((quest) => {
    const standing = questStanding(quest, runs);
    return standing ? [presentQuest(quest, standing.status, standing.run, now)] : [];
  });
}

