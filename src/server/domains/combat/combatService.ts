import type { CombatCharacterData, EndCombatResponse, StartCombatResponse } from '../../../shared/api';
import { abilityRequirement, PLAYER_ABILITIES } from '../../../shared/rules/combat/abilities';
import type { OpponentType } from '../../../shared/rules/combat/combatTerms';
import { abilityCost, COMBAT_MODIFIER_NAMES, combatModifiersOf } from '../../../shared/rules/combat/combatModifiers';
import { bonusTexts, characterModifiers, loadLearnedModifiers } from '../skills/characterModifiers';
import type { Db } from '../../db/database';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { statsOf, weaponSkillsOf } from './combatPart';
import { lockCombatRow, poolsOf, readGear } from './fighter';
import { finishSession } from './finishSession';
import { readCombat } from './hamView';
import { expireIdleSessions } from './expireSessions';
import { opponentHere } from './opponentSnapshot';
import { presentSession, summariseSession, type SessionRow } from './sessionRecord';
import { alliesOf, asSeenBy, lockFighterSession, readFighterSession, standingIds } from './allies';
import { leaveFight } from './partyFight';
import { FIGHT_CHANGED } from './takeAction';
import { refused } from '../../kernel/refusal';
import { listStances } from './stanceList';
import { knownForceAbilities, readForceKnowledge } from './forceMove';
import { openSession } from './startSession';

/** The combat calls of seed 000 §7 that are not a turn or training. */
export class CombatService {
  constructor(private readonly deps: MoneyDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  /** GET character-data: HAM, stats, weapon skills, active effects, skill commands. */
  async characterData(characterId: number): Promise<CombatCharacterData> {
    await expireIdleSessions(this.deps, this.deps.clock.now(), [characterId]);
    const [{ row, ham }, skills, gear, learned, force] = await Promise.all([
      readCombat(this.db, characterId),
      this.db.selectFrom('character_weapon_skills').select(['weapon_type', 'skill_level']).where('character_id', '=', characterId).execute(),
      readGear(this.db, characterId),
      loadLearnedModifiers(this.db, characterId),
      readForceKnowledge(this.db, characterId),
    ]);
    const modifiers = combatModifiersOf(characterModifiers(learned));
    const level = skills.find((s) => s.weapon_type === gear.weaponType)?.skill_level ?? 0;
    const effects = row.battle_fatigue > 0 ? [{ name: 'Battle fatigue', description: `${row.battle_fatigue} battle fatigue: your aim suffers until it wears off.`, expires_at: null }] : [];
    return {
      ham,
      combat_stats: statsOf(row),
      weapon_skills: weaponSkillsOf(skills),
      active_effects: effects,
      // The Force abilities show only once known (with the novice Jedi or Sith skill), as force_power makes them.
      skill_commands: [...PLAYER_ABILITIES.map((a) => ({ ability: a, requirement: abilityRequirement(a, gear.weaponType, level, row) })), ...knownForceAbilities(force).map((a) => ({ ability: a, requirement: null }))].map(({ ability: a, requirement }) => ({
        name: a.name, label: a.label, description: a.description, cost_pool: a.costPool, cost: abilityCost(a.cost, modifiers), target_pool: a.targetPool, damage_multiplier: a.multiplier, accuracy_modifier: a.accuracy, known: requirement === null, requirement,
      })),
      weapon: { weapon_type: gear.weaponType, damage: gear.damage },
      combat_modifiers: modifiers,
      combat_bonuses: bonusTexts(learned, COMBAT_MODIFIER_NAMES),
    };
  }

  /** GET stances: every stance with whether the character may take it. */
  async stances(characterId: number) {
    const [{ row }, skills] = await Promise.all([readCombat(this.db, characterId), this.db.selectFrom('character_weapon_skills').select(['weapon_type', 'skill_level']).where('character_id', '=', characterId).execute()]);
    return { stances: await listStances(this.db, statsOf(row), skills) };
  }

  /** POST start: a PvE session against an enemy of this system or an NPC at this place. */
  start(characterId: number, opponentType: OpponentType, opponentId: number): Promise<StartCombatResponse> {
    return withCharacterLock(this.deps, characterId, async ({ trx, outbox, now, character }) => {
      const opponent = await opponentHere(trx, opponentType, opponentId, character.place_id);
      const { row, fighter, shown } = await openSession(trx, outbox, characterId, opponent, now, { arena: 'ground' });
      return { success: true, message: row.message ?? '', session: await presentSession(trx, row, fighter, shown) };
    });
  }

  /**
   * POST end: an active session is broken off (surrendered); a finished one is returned as it is.
   * A party member breaking off leaves the fight to the others while any of them stands.
   */
  async end(characterId: number, sessionId: number): Promise<EndCombatResponse> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { session } = await readFighterSession(this.db, characterId, sessionId);
      const fellows = standingIds(session, await alliesOf(this.db, sessionId)).filter((id) => id !== characterId);
      const result = await withCharacterLock(
        this.deps,
        characterId,
        async (act) => {
          const { trx, outbox } = act;
          let { session: row, ally } = await readFighterSession(trx, characterId, sessionId);
          const standing = row.status === 'active' && (ally ? ally.status === 'fighting' : !row.owner_out);
          if (standing) {
            const locked = await lockFighterSession(trx, characterId, sessionId);
            const others = standingIds(locked.session, locked.allies).filter((id) => id !== characterId);
            if (others.length !== fellows.length || others.some((id) => !fellows.includes(id))) return null;
            const combat = await lockCombatRow(trx, characterId);
            const gear = await readGear(trx, characterId);
            row =
              others.length > 0
                ? await leaveFight(trx, outbox, locked.session, { characterId, ally: ally !== null, combat, pools: poolsOf(combat), fell: false })
                : await finishSession(act, locked.session, combat, poolsOf(combat), gear.weaponType, 'surrendered', { actorId: characterId, winners: [] });
            ally = (await readFighterSession(trx, characterId, sessionId)).ally;
          }
          const { ham } = await readCombat(trx, characterId);
          return { success: true as const, message: row.message ?? 'The fight is over.', session: await this.present(asSeenBy(row, ally), characterId, trx), ham };
        },
        { whileTravelling: 'allow', together: fellows },
      );
      if (result) return result;
    }
    throw refused(FIGHT_CHANGED);
  }

  /** GET session/{id}: the session with its log (an idle one times out first), for its owner or an ally. */
  async session(characterId: number, sessionId: number) {
    await expireIdleSessions(this.deps, this.deps.clock.now(), [characterId]);
    const { session, ally } = await readFighterSession(this.db, characterId, sessionId);
    return { session: await this.present(asSeenBy(session, ally), characterId) };
  }

  /** GET sessions: the character's 20 most recent sessions. */
  async sessions(characterId: number) {
    await expireIdleSessions(this.deps, this.deps.clock.now(), [characterId]);
    const rows = await this.db.selectFrom('combat_sessions').selectAll().where('character_id', '=', characterId).orderBy('id', 'desc').limit(20).execute();
    return { sessions: rows.map(summariseSession) };
  }

  private async present(row: SessionRow, characterId: number, db: Parameters<typeof presentSession>[0] = this.db) {
    const { row: combat } = await readCombat(db, characterId);
    return presentSession(db, row, { pools: poolsOf(combat), stanceId: combat.stance_id });
  }
}

