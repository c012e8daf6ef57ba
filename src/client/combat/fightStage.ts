import type { EnemyKind } from '../../shared/rules/combat/combatTerms';
import type { FighterShape, GroundStage } from '../scene/combat/combatSceneStore';

/** The silhouette of each kind of opponent on the ground. */
const SHAPE: Readonly<Record<EnemyKind | 'npc', FighterShape>> = {
  beast: 'beast',
  bandit: 'raider',
  pirate: 'raider',
  droid: 'droid',
  soldier: 'soldier',
  npc: 'humanoid',
};

/** The opponent's silhouette: a ship in orbit, else its kind's figure. */
export function opponentShape(opponent: { kind: EnemyKind | 'npc'; arena: 'ground' | 'orbit' }): FighterShape {
  return opponent.arena === 'orbit' ? 'ship' : SHAPE[opponent.kind];
}

/** The land of each planet type: sand, trees, ice, bare rock or cooling lava. */
const LAND: Readonly<Record<string, GroundStage>> = {
  desert: 'dunes',
  terran: 'forest',
  jungle: 'forest',
  ocean: 'forest',
  ice: 'ice',
  barren: 'rocks',
  volcanic: 'lava',
  // A gas giant has no ground: its people live on platforms.
  'gas giant': 'city',
};

/**
 * Where a ground fight stands: an NPC of the place fights on the settlement's pad; the system's
 * enemies (beasts, raiders, droids, soldiers) are met in the land around it, drawn by the
 * planet's type (dunes on a desert world). No planet known: the pad.
 */
export function groundStage(opponentType: 'enemy' | 'npc', planetType: string | null | undefined): GroundStage {
  if (opponentType === 'npc' || !planetType) return 'city';
  return LAND[planetType] ?? 'forest';
}
