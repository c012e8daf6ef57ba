import { sql } from 'kysely';
import type { OnboardingStatus, QuestProgress } from '../../../shared/api';
import { advanceOnboarding, ONBOARDING_PHASES, type OnboardingPhase } from '../../../shared/rules/missions/onboardingPhases';
import { TUTORIAL_CATEGORIES, TUTORIAL_STEPS } from '../../../shared/rules/missions/tutorialSteps';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { notFound, refused } from '../../kernel/refusal';
import { MissionService } from './missionService';
import type { QuestBookCache } from './questBookCache';
import { startTutorial } from './questRuns';
import { presentOnboarding, readOnboarding, readTutorialSteps, tutorialProgressOf, type OnboardingRow } from './onboardingState';

/** Where onboarding stands once the character exists: creation done, the introduction next. */
function afterCreation() {
  const { completed_phases, phase } = advanceOnboarding([], 'character_creation');
  return { completed_phases, phase };
}

export const UNKNOWN_TUTORIAL_STEP = 'Unknown tutorial step.';

/** Onboarding (seed 000 §3, §4, §7): phases in order, the tutorial steps, and the tutorial missions of the quest engine. */
export class OnboardingService {
  private readonly missions: MissionService;

  constructor(
    private readonly deps: MoneyDeps,
    private readonly questBook: QuestBookCache,
  ) {
    this.missions = new MissionService(deps, questBook);
  }

  private async tutorialMissions(characterId: number): Promise<QuestProgress[]> {
    return (await this.missions.journal(characterId)).quests.filter((quest) => quest.is_tutorial);
  }

  async status(characterId: number): Promise<OnboardingStatus> {
    const [row, steps, missions] = await Promise.all([readOnboarding(this.deps.db, characterId), readTutorialSteps(this.deps.db, characterId), this.tutorialMissions(characterId)]);
    return presentOnboarding(row, steps, missions, (await this.unmetRequirement(characterId, row.phase, missions)) === null);
  }

  /** Writes the row under the character lock after `change` decides it from the one stored. */
  private async write(characterId: number, message: string, change: (row: OnboardingRow, stored: boolean) => Promise<OnboardingRow> | OnboardingRow) {
    await withCharacterLock(this.deps, characterId, async ({ trx, now }) => {
      const stored = await trx.selectFrom('character_onboarding').select('character_id').where('character_id', '=', characterId).executeTakeFirst();
      const next = await change(await readOnboarding(trx, characterId), stored !== undefined);
      const values = { ...next, completed_phases: JSON.stringify(next.completed_phases), updated_at: now };
      await trx.insertInto('character_onboarding').values({ character_id: characterId, ...values }).onConflict((oc) => oc.column('character_id').doUpdateSet(values)).execute();
      // A character made before missions existed gets its tutorial on first onboarding.
      const hasTutorial = await sql<{ n: number }>`SELECT count(*)::int AS n FROM character_quests cq JOIN quests q ON q.id = cq.quest_id WHERE cq.character_id = ${characterId} AND q.quest_type = 'tutorial'`.execute(trx);
      if ((hasTutorial.rows[0]?.n ?? 0) === 0) await startTutorial(trx, characterId, now, this.questBook);
    }, { whileTravelling: 'allow' });
    return { success: true as const, message, onboarding_status: await this.status(characterId) };
  }

  /**
   * Starts onboarding: the character exists, so character creation is done. Idempotent; a row
   * stored before it (tutorial mode toggled first) still leaves the creation phase.
   */
  initialize(characterId: number) {
    return this.write(characterId, 'Onboarding initialized.', (row) => (row.phase === 'character_creation' && !row.has_completed_onboarding ? { ...row, ...afterCreation() } : row));
  }

  /** Completes the current phase; a phase with a game requirement waits for it. */
  async advancePhase(characterId: number, completed: OnboardingPhase) {
    // Read before the act's transaction (inside it only the transaction is in reach): a
    // requirement once met stays met (a mission completed, a profession started).
    const unmet = await this.unmetRequirement(characterId, completed, await this.tutorialMissions(characterId));
    return this.write(characterId, 'Onboarding phase advanced.', async (row) => {
      if (row.has_completed_onboarding) throw refused('Onboarding is already complete.', 'completed_phase');
      if (row.phase !== completed) throw refused(`You are in the ${row.phase.replace(/_/g, ' ')} phase.`, 'completed_phase');
      if (unmet) throw refused(unmet, 'completed_phase');
      const next = advanceOnboarding(row.completed_phases, completed);
      return { ...row, completed_phases: next.completed_phases, phase: next.phase, has_completed_onboarding: next.finished, welcome_seen: row.welcome_seen || completed === 'tutorial_introduction' };
    });
  }

  /** What the phase still waits for in the game (the refusal's words), or null when it can be advanced. */
  private async unmetRequirement(characterId: number, phase: OnboardingPhase, tutorialMissions: QuestProgress[]): Promise<string | null> {
    if (phase === 'first_mission' && !tutorialMissions.some((m) => m.previous_quest_id === null && m.status === 'completed')) return 'Complete your first tutorial mission first.';
    if (phase === 'profession_introduction') {
      const row = await this.deps.db.selectFrom('character_professions').select('profession_id').where('character_id', '=', characterId).executeTakeFirst();
      if (!row) return 'Start a profession in Skills & Training first.';
    }
    return null;
  }

  skip(characterId: number) {
    return this.write(characterId, 'Onboarding skipped.', (row) => ({ ...row, phase: 'open_world', completed_phases: [...ONBOARDING_PHASES], has_completed_onboarding: true, welcome_seen: true }));
  }

  /** Back to the start after creation (the tour and welcome can be replayed); missions keep their progress. */
  async reset(characterId: number) {
    const answer = await this.write(characterId, 'Onboarding reset.', (row) => ({ ...row, ...afterCreation(), has_completed_onboarding: false, welcome_seen: false }));
    await this.deps.db.deleteFrom('character_tutorial_steps').where('character_id', '=', characterId).execute();
    return { ...answer, onboarding_status: await this.status(characterId) };
  }

  toggleTutorial(characterId: number, enabled: boolean) {
    return this.write(characterId, enabled ? 'Tutorial enabled.' : 'Tutorial disabled.', (row) => ({ ...row, tutorial_enabled: enabled }));
  }

  /** Records a tutorial step's status (complete, skip) or progress (update). */
  async step(characterId: number, stepId: string, status: 'completed' | 'skipped' | 'in_progress', data: Record<string, unknown>) {
    if (!TUTORIAL_STEPS.some((step) => step.id === stepId)) throw refused(UNKNOWN_TUTORIAL_STEP, 'step_id');
    const now = this.deps.clock.now();
    const column = status === 'completed' ? 'completion_data' : 'progress_data';
    const json = JSON.stringify(data);
    await this.deps.db
      .insertInto('character_tutorial_steps')
      .values({ character_id: characterId, step_id: stepId, status, [column]: json, updated_at: now })
      .onConflict((oc) =>
        // A finished step stays finished: an update after it changes only its data, and a
        // completed one skipped later (a replayed tour cut short) stays completed.
        oc.columns(['character_id', 'step_id']).doUpdateSet({
          status: sql`CASE WHEN character_tutorial_steps.status = 'completed' OR (character_tutorial_steps.status = 'skipped' AND ${status} = 'in_progress') THEN character_tutorial_steps.status ELSE ${status} END`,
          [column]: json,
          updated_at: now,
        }),
      )
      .execute();
    const verb = { completed: 'completed', skipped: 'skipped', in_progress: 'updated' }[status];
    return { success: true as const, message: `Tutorial step ${verb}.`, tutorial_progress: await this.tutorialProgress(characterId) };
  }

  async tutorialProgress(characterId: number) {
    return tutorialProgressOf(await readTutorialSteps(this.deps.db, characterId));
  }

  async categories(characterId: number) {
    const steps = await readTutorialSteps(this.deps.db, characterId);
    return TUTORIAL_CATEGORIES.map((category) => {
      const mine = steps.filter((step) => step.category === category.id);
      return { id: category.id, name: category.name, total: mine.length, completed: mine.filter((s) => s.status === 'completed' || s.status === 'skipped').length };
    });
  }

  async byCategory(characterId: number, category: string) {
    if (!TUTORIAL_CATEGORIES.some((c) => c.id === category)) throw refused('Unknown tutorial category.', 'category');
    return { category, steps: (await readTutorialSteps(this.deps.db, characterId)).filter((step) => step.category === category) };
  }

  /** The tutorial mission named by its key (the onboarding calls' mission_id). */
  async mission(characterId: number, key: string): Promise<QuestProgress> {
    const found = (await this.tutorialMissions(characterId)).find((m) => m.key === key);
    if (!found) throw notFound('Mission not found.');
    return found;
  }

  async availableMissions(characterId: number) {
    return (await this.tutorialMissions(characterId)).filter((m) => m.status !== 'completed');
  }

  async allMissions(characterId: number) {
    return this.tutorialMissions(characterId);
  }

  async startMission(characterId: number, key: string) {
    const { message, quest } = await this.missions.start(characterId, (await this.mission(characterId, key)).id);
    return { success: true as const, message, mission: quest };
  }

  async completeMission(characterId: number, key: string) {
    const found = await this.mission(characterId, key);
    if (found.mission_id === null || found.status !== 'active') throw refused(`${found.name} is not active.`, 'mission_id');
    const { message } = await this.missions.complete(characterId, found.mission_id);
    return { success: true as const, message, mission: await this.mission(characterId, key) };
  }

  /** Client-side progress data merged into the mission's progress map; steps advance only from game acts. */
  async updateMission(characterId: number, key: string, progress: Record<string, unknown>) {
    const found = await this.mission(characterId, key);
    if (found.mission_id === null || found.status !== 'active') throw refused(`${found.name} is not active.`, 'mission_id');
    await sql`UPDATE character_quests SET progress = progress || ${JSON.stringify(progress)}::jsonb WHERE id = ${found.mission_id} AND character_id = ${characterId}`.execute(this.deps.db);
    return { success: true as const, message: 'Mission progress updated.', mission: await this.mission(characterId, key) };
  }
}
