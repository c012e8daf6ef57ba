import type { Mission, QuestProgress } from '../../../shared/api';
import { isManualStep, questProgressPercentage } from '../../../shared/rules/missions/questSteps';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { notFound, refused } from '../../http/httpError';
import { presentMission } from './missionView';
import { readQuestBook, readQuestRuns, type BookQuest } from './questBook';
import { queueCharacterEvents } from './questAdvance';
import { payQuestRewards } from './questRewards';
import { activeRunOf, lockRun, openQuestRun } from './questRuns';
import { questJournal, questStanding, questStats, presentQuest } from './questView';

export const MISSION_NOT_FOUND = 'Mission not found.';
export const QUEST_NOT_FOUND = 'Quest not found.';
export const QUEST_NOT_AVAILABLE = 'This quest is not available to you yet.';

/** The quest engine's acts and reads for one character: missions, quests and onboarding missions alike. */
export class MissionService {
  constructor(private readonly deps: MoneyDeps) {}

  private async book(): Promise<BookQuest[]> {
    return readQuestBook(this.deps.db);
  }

  /** The character's active missions (GET /api/missions). */
  async missions(characterId: number): Promise<Mission[]> {
    const [book, runs] = await Promise.all([this.book(), readQuestRuns(this.deps.db, characterId)]);
    return runs.filter((run) => run.status === 'active').flatMap((run) => {
      const quest = book.find((q) => q.id === run.quest_id);
      return quest ? [presentMission(quest, run)] : [];
    });
  }

  /** Every quest the character can see, with stats (GET /api/quest-progress/). */
  async journal(characterId: number) {
    const [book, runs] = await Promise.all([this.book(), readQuestRuns(this.deps.db, characterId)]);
    const quests = questJournal(book, runs, this.deps.clock.now());
    return { quests, stats: questStats(quests) };
  }

  /** One quest's progress for the character, by quest id (locked quests are not found). */
  async quest(characterId: number, questId: number): Promise<QuestProgress> {
    const found = (await this.journal(characterId)).quests.find((quest) => quest.id === questId);
    if (!found) throw notFound(QUEST_NOT_FOUND);
    return found;
  }

  /** Starts an available quest: one open run, its steps at zero. */
  async start(characterId: number, questId: number): Promise<{ message: string; quest: QuestProgress }> {
    await withCharacterLock(this.deps, characterId, async ({ trx, now }) => {
      const book = await readQuestBook(trx);
      const quest = book.find((q) => q.id === questId);
      if (!quest) throw notFound(QUEST_NOT_FOUND);
      const standing = questStanding(quest, await readQuestRuns(trx, characterId));
      if (standing?.status === 'active') throw refused(`${quest.name} is already active.`, 'id');
      if (standing?.status !== 'available') throw refused(QUEST_NOT_AVAILABLE, 'id');
      await openQuestRun(trx, characterId, quest, now);
    }, { whileTravelling: 'allow' });
    const quest = await this.quest(characterId, questId);
    return { message: `Quest started: ${quest.name}.`, quest };
  }

  /**
   * Completes a run at 100 % and pays its rewards, once: the character row lock orders concurrent
   * completes, and the second finds the run completed. A tutorial run starts the next tutorial mission.
   */
  async complete(characterId: number, runId: number) {
    return withCharacterLock(this.deps, characterId, async (act) => {
      const { trx, now } = act;
      const run = await lockRun(trx, characterId, runId);
      if (!run) throw notFound(MISSION_NOT_FOUND);
      const book = await readQuestBook(trx);
      const quest = book.find((q) => q.id === run.quest_id);
      if (!quest) throw notFound(MISSION_NOT_FOUND);
      if (run.status !== 'active') throw refused(`${quest.name} is already ${run.status}.`, 'id');
      if (run.expires_at && run.expires_at.getTime() <= now.getTime()) throw refused(`The time for ${quest.name} ran out. Abandon it and start again.`, 'id');
      const percentage = questProgressPercentage(quest.steps.map((step) => ({ required_quantity: step.required_quantity, progress: run.steps.find((s) => s.quest_step_id === step.id)?.progress ?? 0 })));
      if (percentage < 100) throw refused(`Finish every step of ${quest.name} first (${percentage}% done).`, 'id');
      await trx.updateTable('character_quests').set({ status: 'completed', completed_at: now, rewards_claimed: true }).where('id', '=', runId).execute();
      const paid = await payQuestRewards(act, quest, runId);
      const next = quest.quest_type === 'tutorial' ? book.find((q) => q.previous_quest_id === quest.id) : undefined;
      if (next) await openQuestRun(trx, characterId, next, now);
      const rewardText = paid.credits > 0 ? ` Reward: ${paid.credits.toLocaleString('en-US')} credits.` : '';
      await queueCharacterEvents(trx, characterId, 'MissionCompleted', [
        { character_id: characterId, mission_id: runId, quest_id: quest.id, quest_name: quest.name, rewards: paid.rewards, next_quest_id: next?.id ?? null, message: `Mission completed: ${quest.name}.${rewardText}` },
      ]);
      const mission = presentMission(quest, { id: runId, quest_id: quest.id, status: 'completed', rewards_claimed: true, steps: run.steps });
      return { success: true as const, message: `Mission completed: ${quest.name}.${rewardText}`, mission, paid, quest: presentQuest(quest, 'completed', null, now) };
    }, { whileTravelling: 'allow' });
  }

  /** Abandons an active run: its progress is dropped, nothing is paid; the quest may be started again. */
  async abandon(characterId: number, runId: number): Promise<{ success: true; message: string }> {
    return withCharacterLock(this.deps, characterId, async ({ trx }) => {
      const run = await lockRun(trx, characterId, runId);
      if (!run) throw notFound(MISSION_NOT_FOUND);
      if (run.status !== 'active') throw refused('Only an active mission can be abandoned.', 'id');
      await trx.updateTable('character_quests').set({ status: 'abandoned' }).where('id', '=', runId).execute();
      return { success: true as const, message: 'Mission abandoned.' };
    }, { whileTravelling: 'allow' });
  }

  /** Complete Step: only a step that waits for nothing but the player (acknowledge) is completed by hand. */
  async completeStep(characterId: number, runId: number, stepId: number): Promise<{ success: true; message: string; mission: Mission }> {
    return withCharacterLock(this.deps, characterId, async ({ trx, now }) => {
      const run = await lockRun(trx, characterId, runId);
      if (!run) throw notFound(MISSION_NOT_FOUND);
      const book = await readQuestBook(trx);
      const quest = book.find((q) => q.id === run.quest_id);
      const mine = run.steps.find((s) => s.id === stepId);
      const step = quest?.steps.find((s) => s.id === mine?.quest_step_id);
      if (!quest || !mine || !step) throw notFound('Step not found.');
      if (run.status !== 'active') throw refused(`${quest.name} is not active.`, 'stepId');
      if (mine.status === 'completed') throw refused('This step is already completed.', 'stepId');
      if (!isManualStep(step)) throw refused(`This step completes as you play: ${step.description}`, 'stepId');
      await trx.updateTable('character_quest_steps').set({ progress: step.required_quantity, status: 'completed', completed_at: now }).where('id', '=', stepId).execute();
      mine.progress = step.required_quantity;
      const mission = presentMission(quest, { ...run, steps: run.steps });
      await queueCharacterEvents(trx, characterId, 'MissionStepUpdated', [
        { character_id: characterId, mission_id: runId, quest_id: quest.id, quest_name: quest.name, step_id: stepId, quest_step_id: step.id, progress: mine.progress, required_quantity: step.required_quantity, status: 'completed', progress_percentage: mission.progress_percentage, message: `${quest.name}: ${step.title} done.` },
      ]);
      return { success: true as const, message: `${step.title}: done.`, mission };
    }, { whileTravelling: 'allow' });
  }

  /** The open run of a quest (quest calls name quests, not runs). */
  async runOf(characterId: number, questId: number): Promise<number> {
    const id = await activeRunOf(this.deps.db, characterId, questId);
    if (id === null) throw refused('This quest is not active.', 'id');
    return id;
  }
}
