/**
 * Leadership (docs/GAME_RULES.md "Leadership and social"): a party's leader who wins a fight with
 * party-mates standing beside it earns leadership experience, more for more mates; the leader's
 * squad bonus makes the mates fighting beside it hit harder.
 */

/** Mates beyond this many add no more leadership to one victory. */
export const MAX_MATES_LED = 5;

/** Leadership experience per mate led, for beating an opponent of `level`. */
export function leadershipPerMate(level: number): number {
  return 6 * Math.max(1, level) + 4;
}

/**
 * The leadership experience a leader earns for a victory over an opponent of `level` with
 * `matesBeside` party-mates standing with it at the end: none alone, else the per-mate amount for
 * each mate up to MAX_MATES_LED.
 */
export function leadershipExperience(level: number, matesBeside: number): number {
  const led = Math.min(MAX_MATES_LED, Math.max(0, Math.floor(matesBeside)));
  return led * leadershipPerMate(level);
}

/**
 * The percent added to a party-mate's damage while it fights beside its leader: the leader's
 * `squad_bonus` (a fraction, 0.1 = 10 %) as percentage points, one decimal. Nothing for the
 * leader itself or a mate whose leader is not in the fight.
 */
export function squadDamagePercent(leaderSquadBonus: number, besideLeader: boolean): number {
  if (!besideLeader || leaderSquadBonus <= 0) return 0;
  return Math.round(leaderSquadBonus * 1000) / 10;
}

/** A fighter's side as a turn reads its damage: the stance's percent is what blows add. */
interface DamageSide {
  stance: { accuracy: number; damage: number; defense: number };
}

/** The fighter's side with the squad bonus `percent` added to the damage its blows deal. */
export function besideLeader<Side extends DamageSide>(side: Side, percent: number): Side {
  if (percent === 0) return side;
  return { ...side, stance: { ...side.stance, damage: side.stance.damage + percent } };
}
