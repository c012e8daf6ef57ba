import type { Fact, FactListeners } from '../../kernel/facts';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import type { MissionProgressReport } from './missionProgress';
import { advanceQuestSteps } from './questAdvance';
import type { QuestBookCache } from './questBookCache';
import { startTutorial } from './questRuns';

/** What a fact means to the quests: the progress report it stands for, none when it means nothing to them. */
export function missionReportOf(fact: Fact): MissionProgressReport | null {
  switch (fact.kind) {
    case 'TradeDone':
      return fact.side === 'buy'
        ? { mission: 'trading_basics', progress: { tasks_completed: 1 }, source: { kind: 'market_buy', commodity_id: fact.commodityId } }
        : { mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: fact.revenue }, source: { kind: 'market_sell', commodity_id: fact.commodityId, profit: fact.profit } };
    case 'ContractAccepted':
      return { mission: 'trading_basics', progress: { tasks_completed: 1 }, source: { kind: 'contract_accept', contract_id: fact.contractId } };
    case 'ContractDelivered':
      return { mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: fact.creditsEarned }, source: { kind: 'contract_delivery', contract_id: fact.contractId } };
    case 'Refuelled':
      return { mission: 'fuel_management', progress: { action_performed: 'ship_refueled', tasks_completed: 1 } };
    case 'JourneyStarted':
      return { mission: 'travel_basics', progress: { tasks_completed: 1 } };
    case 'JourneyArrived':
      return { mission: 'systems_visited', progress: { super_area_id: fact.superAreaId } };
    case 'SkillLearned':
      return { mission: 'skill_advancement', progress: { skill_id: fact.skillId } };
    case 'ProfessionStarted':
      return { mission: 'profession_basics', progress: { profession_id: fact.professionId } };
    case 'FightWon':
      return { mission: 'combat_victory', progress: { enemy_id: fact.enemyId, enemy_level: fact.enemyLevel, super_area_id: fact.superAreaId } };
    case 'ItemEquipped':
      return { mission: 'equipment_basics', progress: { item_template_id: fact.itemTemplateId } };
    case 'CharacterCreated':
    case 'PlaceEntered':
      return null;
  }
}

/** The facts that advance quest steps. */
const PROGRESS_FACTS = ['TradeDone', 'ContractAccepted', 'ContractDelivered', 'Refuelled', 'JourneyStarted', 'JourneyArrived', 'SkillLearned', 'ProfessionStarted', 'FightWon', 'ItemEquipped'] as const;

/**
 * Missions listen instead of being called: every act that matches an active quest step advances it
 * inside the act's transaction (and completes and pays a mission it finishes); a new character
 * gets its first tutorial mission. app.ts registers this on the app's listeners, with its quest book.
 */
export function listenForMissionFacts(facts: FactListeners, questBook: QuestBookCache): void {
  const advanceOnFact = async (fact: Fact, act: CharacterAct): Promise<void> => {
    const report = missionReportOf(fact);
    if (report) await advanceQuestSteps(act, report, questBook);
  };
  for (const kind of PROGRESS_FACTS) facts.on(kind, advanceOnFact);
  facts.on('CharacterCreated', (_fact, act) => startTutorial(act.trx, act.character.id, act.now, questBook));
}
