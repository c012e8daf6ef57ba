import { it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ManualClock } from '../../src/server/time/clock';
import { testConfig } from '../../src/server/config';
import { newCaptain } from '../support/shipCaptain';
import { createTestDatabase } from '../support/testDatabase';
import { firstStockedCommodity } from '../support/marketTraders';
import { countingDatabase } from '../support/statementCounter';

it('scratch', async () => {
  const database = await createTestDatabase();
  const clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
  const app = await buildApp({ config: { ...testConfig() }, db: database.db, clock }, { logger: false });
  await app.ready();
  const captain = await newCaptain(app, database.db);
  await database.db.updateTable('characters').set({ credits: 100000000 }).execute();
  const c = await firstStockedCommodity(database.db, captain.characterId);
  for (const phase of ['one-call', 'full-act']) {
    if (phase === 'full-act') {
      // a quest that hears every buy and sale: a 'trade' step of this commodity far from done
      const step = await database.db.selectFrom('character_quest_steps as s').innerJoin('character_quests as q','q.id','s.character_quest_id').innerJoin('quest_steps as qs','qs.id','s.quest_step_id').select(['s.id','qs.id as qsid']).where('q.character_id','=',captain.characterId).where('qs.target_type','=','buy').executeTakeFirstOrThrow();
      await database.db.updateTable('quest_steps').set({ target_type: 'trade', required_quantity: 100000 }).where('id','=',step.qsid).execute();
      await database.db.updateTable('character_quest_steps').set({ target_id: c }).where('id','=',step.id).execute();
    }
    for (let round = 0; round < 2; round++) {
      const t0 = performance.now();
      const N = 300;
      for (let i = 0; i < N; i++) {
        clock.advance(1000);
        const r = await captain.post(`/api/market/${i % 2 ? 'sell' : 'buy'}`, { commodity_id: c, quantity: 1 });
        if (r.statusCode !== 200) throw new Error(r.body);
      }
      console.log(phase, round, ((performance.now() - t0) / N).toFixed(3), 'ms per trade');
    }
  }
  await app.close(); await database.drop();
}, 120000);
