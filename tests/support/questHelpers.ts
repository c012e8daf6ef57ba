import type { Db } from '../../src/server/db/database';
import type { MissionProgressReport } from '../../src/server/domains/missions/missionProgress';
import { advanceQuestSteps } from '../../src/server/domains/missions/questAdvance';
import { FactListeners } from '../../src/server/kernel/facts';
import { withCharacterLock } from '../../src/server/kernel/withCharacterLock';
import { readQuestBook } from '../../src/server/domains/missions/questBook';
import { QuestBookCache } from '../../src/server/domains/missions/questBookCache';
import { openQuestRun } from '../../src/server/domains/missions/questRuns';
import type { Broadcaster } from '../../src/server/realtime/broadcaster';
import { systemClock } from '../../src/server/time/clock';
import type { Mission } from '../../src/shared/api';
import type { Captain } from './shipCaptain';

/** Opens a run of the quest with this key for the character, as starting it would. */
export async function startQuestByKey(db: Db, characterId: number, key: string): Promise<number> {
  const quest = (await readQuestBook(db, new Date('2300-01-01T00:00:00Z'))).find((q) => q.key === key);
  if (!quest) throw new Error(`no quest ${key}`);
  return db.transaction().execute((trx) => openQuestRun(trx, characterId, quest, new Date('2300-01-01T00:00:00Z')));
}

/** Applies a report the way a fact's listener does: inside the character's act, broadcast after COMMIT. */
export function report(db: Db, broadcaster: Broadcaster, characterId: number, progress: MissionProgressReport): Promise<void> {
  const deps = { db, clock: systemClock, broadcaster, facts: new FactListeners() };
  return withCharacterLock(deps, characterId, (act) => advanceQuestSteps(act, progress, new QuestBookCache(db)), { whileTravelling: 'allow' });
}

/** The captain's active missions, by quest name. */
export async function missionsOf(captain: Captain): Promise<Map<string, Mission>> {
  const response = await captain.get('/api/missions');
  if (response.statusCode !== 200) throw new Error(response.body);
  return new Map(response.json<{ missions: Mission[] }>().missions.map((m) => [m.quest.name, m]));
}

/** A mission's step progress in order. */
export const progressOf = (mission: Mission | undefined) => mission?.steps.map((s) => s.progress);

/** The captain's log lines of an event. */
export async function logLines(db: Db, characterId: number, event: string): Promise<string[]> {
  const rows = await db.selectFrom('captains_log_entries').select('message').where('character_id', '=', characterId).where('event', '=', event).orderBy('id').execute();
  return rows.map((row) => row.message);
}
