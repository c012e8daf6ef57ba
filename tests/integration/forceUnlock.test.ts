import { describe, expect, it } from 'vitest';
import type { QuestProgress, SkillSummary } from '../../src/shared/api';
import type { MissionProgressReport } from '../../src/server/domains/missions/missionProgress';
import { report } from '../support/questHelpers';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { professionIds, skillCalls } from '../support/skillHelpers';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/** The quest with this name as the captain's journal shows it. */
async function questNamed(captain: Captain, name: string): Promise<QuestProgress> {
  const response = await captain.get('/api/quest-progress/');
  expect(response.statusCode, response.body).toBe(200);
  const quest = response.json<{ quests: QuestProgress[] }>().quests.find((q) => q.name === name);
  if (!quest) throw new Error(`no quest ${name}`);
  return quest;
}

/** Plays a quest's steps as the game's acts report them: each step's act as often as it needs. */
async function playSteps(captain: Captain, questKey: string): Promise<void> {
  const db = ctx.database.db;
  const steps = await db.selectFrom('quest_steps as s').innerJoin('quests as q', 'q.id', 's.quest_id').select(['s.target_type', 's.target_id', 's.required_quantity']).where('q.key', '=', questKey).orderBy('s.position').execute();
  const anySkill = await db.selectFrom('skills').select('id').limit(1).executeTakeFirstOrThrow();
  const enemy = await db.selectFrom('enemies').select(['id', 'level']).limit(1).executeTakeFirstOrThrow();
  for (const step of steps) {
    const act: MissionProgressReport =
      step.target_type === 'visit' ? { mission: 'systems_visited', progress: { super_area_id: step.target_id! } }
      : step.target_type === 'travel' ? { mission: 'travel_basics', progress: { tasks_completed: 1 } }
      : step.target_type === 'learn' ? { mission: 'skill_advancement', progress: { skill_id: anySkill.id } }
      : { mission: 'combat_victory', progress: { enemy_id: enemy.id, enemy_level: enemy.level, super_area_id: null } };
    for (let n = 0; n < step.required_quantity; n++) await report(db, ctx.app.broadcaster, captain.characterId, act);
  }
}

describe('the Force unlock quest lines', () => {
  it('Jedi is refused until the Jedi Path is completed, then starts; the Dark Path still guards Sith', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const skills = skillCalls(captain);
    const jedi = await professionIds(ctx.database.db, 'jedi');
    const sith = await professionIds(ctx.database.db, 'sith');

    const early = await skills.start(jedi.id);
    expect(early.statusCode).toBe(422);
    expect(early.json<{ message: string }>().message).toBe('Prerequisites not met: Complete the Jedi Path quest line in Missions.');

    // The first quest of each line is offered to everyone; the second waits for the first.
    expect((await questNamed(captain, 'A Tremor in the Force')).status).toBe('available');
    expect((await questNamed(captain, 'Whispers of the Dark Side')).status).toBe('available');
    const trials = await ctx.database.db.selectFrom('quests').select('id').where('key', '=', 'jedi_trials').executeTakeFirstOrThrow();
    const locked = await captain.post(`/api/quest-progress/start/${trials.id}`);
    expect(locked.statusCode).toBe(422);
    expect(locked.json<{ message: string }>().message).toBe('This quest is not available to you yet.');

    for (const [name, key] of [['A Tremor in the Force', 'jedi_tremor'], ['Trials of the Jedi', 'jedi_trials']] as const) {
      const started = await captain.post(`/api/quest-progress/start/${(await questNamed(captain, name)).id}`);
      expect(started.statusCode, started.body).toBe(200);
      await playSteps(captain, key);
      expect((await questNamed(captain, name)).status).toBe('completed');
    }
    expect((await questNamed(captain, 'Trials of the Jedi')).static_rewards).toContainEqual({ type: 'unlock', amount: 1, name: 'the Jedi profession' });

    const summary = (await skills.summary()).json<SkillSummary>();
    expect(summary.unlocks).toEqual(['jedi_path']);
    const started = await skills.start(jedi.id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ message: string }>().message).toMatch(/^Started the Jedi profession/);

    const sithRefused = await skills.start(sith.id);
    expect(sithRefused.statusCode).toBe(422);
    expect(sithRefused.json<{ message: string }>().message).toContain('Complete the Dark Path quest line in Missions');
  });
});
