import type { Mission, QuestProgress } from '../../../shared/api';
import { isManualStep } from '../../../shared/rules/missions/questSteps';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { notFound, refused } from '../../kernel/refusal';
import { presentMission } from './missionView';
import { readQuestRuns, runStepOf, type BookQuest } from './questBook';
import type { QuestBookCache } from './questBookCache';
import { queueCharacterEvents } from './questEvents';
import { completeRun, runPercentage } from './completeRun';
import { activeRunOf, lockRun, openQuestRun } from './questRuns';
import { questStats } from '../../../shared/rules/missions/questStats';
import { questJournal, questStanding, presentQuest } from './questView';

export const MISSION_NOT_FOUND = 'Mission not found.';
export const QUEST_NOT_FOUND = 'Quest not found.';
export const QUEST_NOT_AVAILABLE = 'This quest is not available to you yet.';
export const TUTORIAL_NOT_ABANDONED = 'Tutorial missions cannot be abandoned. Skip the tutorial in the onboarding panel instead.';

/** The quest engine's acts and reads for one character: missions, quests and onboarding missions alike. */
export class MissionService {
  constructor(
    private readonly deps: MoneyDeps,
    private readonly questBook: QuestBookCache,
  ) {}

  private async book(): Promise<BookQuest[]> {
    return this.questBook.at(this.deps.clock.now());
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
      const book = await this.questBook.at(now, trx);
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
   * completes, and the second finds the run completed. Runs complete themselves when their last
   * step is done; this is the way left when that could not pay (an item for a full inventory).
   */
  async complete(characterId: number, runId: number) {
    return withCharacterLock(this.deps, characterId, async (act) => {
      const { trx, now } = act;
      const run = await lockRun(trx, characterId, runId);
      if (!run) throw notFound(MISSION_NOT_FOUND);
      const book = await this.questBook.at(now, trx);
      const quest = book.find((q) => q.id === run.quest_id);
      if (!quest) throw notFound(MISSION_NOT_FOUND);
      if (run.status !== 'active') throw refused(`${quest.name} is already ${run.status}.`, 'id');
      if (run.expires_at && run.expires_at.getTime() <= now.getTime()) throw refused(`The time for ${quest.name} ran out. Abandon it and start again.`, 'id');
      const percentage = runPercentage(quest, run);
      if (percentage < 100) throw refused(`Finish every step of ${quest.name} first (${percentage}% done).`, 'id');
      const { message, mission, paid } = await completeRun(act, quest, run, book);
      return { success: true as const, message, mission, paid, quest: presentQuest(quest, 'completed', null, now) };
    }, { whileTravelling: 'allow' });
  }

  /** Abandons an active run: its progress is dropped, nothing is paid; the quest may be started again. */
  async abandon(characterId: number, runId: number): Promise<{ success: true; message: string }> {
    return withCharacterLock(this.deps, characterId, async ({ trx, now }) => {
      const run = await lockRun(trx, characterId, runId);
      if (!run) throw notFound(MISSION_NOT_FOUND);
      if (run.status !== 'active') throw refused('Only an active mission can be abandoned.', 'id');
      const quest = (await this.questBook.at(now, trx)).find((q) => q.id === run.quest_id);
      if (quest?.quest_type === 'tutorial') throw refused(TUTORIAL_NOT_ABANDONED, 'id');
      await trx.updateTable('character_quests').set({ status: 'abandoned' }).where('id', '=', runId).execute();
      return { success: true as const, message: 'Mission abandoned.' };
    }, { whileTravelling: 'allow' });
  }

  /** Complete Step: only a step that waits for nothing but the player (acknowledge) is completed by hand. */
  async completeStep(characterId: number, runId: number, stepId: number): Promise<{ success: true; message: string; mission: Mission }> {
    return withCharacterLock(this.deps, characterId, async (act) => {
      const { trx, now } = act;
      const run = await lockRun(trx, characterId, runId);
      if (!run) throw notFound(MISSION_NOT_FOUND);
      const book = await this.questBook.at(now, trx);
      const quest = book.find((q) => q.id === run.quest_id);
      const mine = run.steps.find((s) => s.id === stepId);
      const questStep = quest?.steps.find((s) => s.id === mine?.quest_step_id);
      if (!quest || !mine || !questStep) throw notFound('Step not found.');
      const step = runStepOf(questStep, mine);
      if (run.status !== 'active') throw refused(`${quest.name} is not active.`, 'stepId');
      if (mine.status === 'completed') throw refused('This step is already completed.', 'stepId');
      if (!isManualStep(step)) throw refused(`This step completes as you play: ${step.description}`, 'stepId');
      await trx.updateTable('character_quest_steps').set({ progress: step.required_quantity, status: 'completed', completed_at: now }).where('id', '=', stepId).execute();
      mine.progress = step.required_quantity;
      const mission = presentMission(quest, { ...run, steps: run.steps });
      queueCharacterEvents(act.outbox, characterId, 'MissionStepUpdated', [
        { character_id: characterId, mission_id: runId, quest_id: quest.id, quest_name: quest.name, step_id: stepId, quest_step_id: step.id, progress: mine.progress, required_quantity: step.required_quantity, status: 'completed', progress_percentage: mission.progress_percentage, message: `${quest.name}: ${step.title} done.` },
      ]);
      // The last step done by hand completes the mission too.
      if (mission.progress_percentage >= 100) {
        const completed = await completeRun(act, quest, run, book);
        return { success: true as const, message: `${step.title}: done. ${completed.message}`, mission: completed.mission };
      }
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
