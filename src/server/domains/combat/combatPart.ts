import { sql } from 'kysely';
import type { CombatSessionState, HamView, WeaponSkillView } from '../../../shared/api';
import { WEAPON_TYPES, type SessionStatus, type TurnSide, type WeaponType } from '../../../shared/rules/combat/combatTerms';
import { encumbranceMax, poolBars, poolMaxima, type Stats } from '../../../shared/rules/combat/hamRules';
import { weaponLevelCost } from '../../../shared/rules/combat/trainingCosts';
import type { CharacterPart } from '../../kernel/characterPart';

/** The stored combat row of a character, as the pools and stats read it. */
export interface CombatRow extends Stats {
  health_current: number;
  action_current: number;
  mind_current: number;
  health_wounds: number;
  action_wounds: number;
  mind_wounds: number;
  battle_fatigue: number;
  stance_id: number | null;
}

interface CombatRaw {
  combat: CombatRow;
  encumbrance: number;
  skills: { weapon_type: WeaponType; skill_level: number }[];
  session: { id: number; status: SessionStatus; turn_number: number; current_turn: TurnSide } | null;
}

export interface CharacterCombatView {
  ham: HamView;
  combat_stats: Stats;
  weapon_skills: WeaponSkillView[];
  in_combat: boolean;
  combat_session: CombatSessionState | null;
}

/** Seed 000 §3 HAM from the stored row: maxima follow the stats; force is 0 (no Force users yet). */
export function hamOf(row: CombatRow, encumbrance = 0): HamView {
  const max = poolMaxima(row);
  return {
    ...poolBars({ health: row.health_current, action: row.action_current, mind: row.mind_current }, max),
    health_wounds: row.health_wounds,
    action_wounds: row.action_wounds,
    mind_wounds: row.mind_wounds,
    battle_fatigue: row.battle_fatigue,
    encumbrance_current: encumbrance,
    encumbrance_max: encumbranceMax(row),
    force_current: 0,
    force_max: 0,
  };
}

export function statsOf(row: Stats): Stats {
  const { strength, constitution, stamina, agility, precision, intellect, luck } = row;
  return { strength, constitution, stamina, agility, precision, intellect, luck };
}

/** Every weapon type with its level (0 when never trained) and the next level's price. */
export function weaponSkillsOf(trained: { weapon_type: WeaponType; skill_level: number }[]): WeaponSkillView[] {
  return WEAPON_TYPES.map((type) => {
    const level = trained.find((skill) => skill.weapon_type === type)?.skill_level ?? 0;
    return { weapon_type: type, skill_level: level, next_level_cost: weaponLevelCost(level) };
  });
}

/** The columns of character_combat the pools and stats need. */
export const COMBAT_COLUMNS = [
  'health_current', 'action_current', 'mind_current', 'health_wounds', 'action_wounds', 'mind_wounds', 'battle_fatigue',
  'strength', 'constitution', 'stamina', 'agility', 'precision', 'intellect', 'luck', 'stance_id',
] as const;

/** The carried weight of worn gear (the catalogue's `weight`, kilograms), rounded. */
export const encumbranceSql = sql<number>`(
  SELECT coalesce(round(sum((t.meta_data->>'weight')::numeric)), 0)::int
  FROM items i JOIN item_templates t ON t.id = i.item_template_id
  WHERE i.character_id = c.id AND i.equipped_slot IS NOT NULL AND jsonb_typeof(t.meta_data->'weight') = 'number')`;

/** The Character's combat side (seed 000 §3 "Character client state"): HAM, stats, weapon skills, the session. */
export const combatPart: CharacterPart<CombatRaw, CharacterCombatView> = {
  sql: () => sql<CombatRaw>`(
    SELECT json_build_object(
      'combat', to_json(cc),
      'encumbrance', ${encumbranceSql},
      'skills', (SELECT coalesce(json_agg(json_build_object('weapon_type', w.weapon_type, 'skill_level', w.skill_level)), '[]')
                 FROM character_weapon_skills w WHERE w.character_id = c.id),
      -- Its own fight while it stands in it, or a party member's fight it joined.
      'session', (SELECT json_build_object('id', s.id, 'status', s.status, 'turn_number', s.turn_number, 'current_turn', s.current_turn)
                  FROM combat_sessions s
                  WHERE s.status = 'active'
                    AND ((s.character_id = c.id AND NOT s.owner_out)
                         OR EXISTS (SELECT 1 FROM combat_session_allies a WHERE a.session_id = s.id AND a.character_id = c.id AND a.status = 'fighting'))
                  LIMIT 1))
    FROM character_combat cc WHERE cc.character_id = c.id)`,
  present: (raw) => ({
    ham: hamOf(raw.combat, raw.encumbrance),
    combat_stats: statsOf(raw.combat),
    weapon_skills: weaponSkillsOf(raw.skills),
    in_combat: raw.session !== null,
    combat_session: raw.session,
  }),
};
