/**
 * The fight's transient effects (hits, misses), handed from the DOM side to the 3D scene without
 * React: the combat client pushes a hit when an action's answer arrives, the scene's frame loop
 * reads what is new by sequence number. A fixed ring of preallocated slots, so nothing is
 * allocated per hit or per frame (CONVENTIONS "Transient updates").
 */

export type CombatSide = 'player' | 'opponent';

export interface CombatHit {
  /** Monotonic number of this hit; 0 for a slot never written. */
  seq: number;
  /** Who was struck. */
  target: CombatSide;
  /** Damage dealt (0 on a miss). */
  amount: number;
  missed: boolean;
}

const RING_SIZE = 8;
const ring: CombatHit[] = Array.from({ length: RING_SIZE }, () => ({ seq: 0, target: 'opponent', amount: 0, missed: false }));
let lastSeq = 0;
const hitListeners = new Set<(hit: Readonly<CombatHit>) => void>();

/** Records a hit (or a miss) for the scene to show, and tells who listens (the sound). */
export function pushCombatHit(target: CombatSide, amount: number, missed: boolean): void {
  lastSeq += 1;
  const slot = ring[lastSeq % RING_SIZE] as CombatHit;
  slot.seq = lastSeq;
  slot.target = target;
  slot.amount = Math.max(0, Math.round(amount));
  slot.missed = missed;
  for (const listener of hitListeners) listener(slot);
}

/** Calls `listener` with each hit as it is pushed; returns the unsubscribe. */
export function onCombatHit(listener: (hit: Readonly<CombatHit>) => void): () => void {
  hitListeners.add(listener);
  return () => hitListeners.delete(listener);
}

/** The newest hit's sequence number (0 before any). */
export function latestHitSeq(): number {
  return lastSeq;
}

/**
 * The hit with sequence `seq`, or null once the ring has moved past it (a frame loop that fell
 * more than eight hits behind skips the oldest ones).
 */
export function hitAt(seq: number): CombatHit | null {
  const slot = ring[seq % RING_SIZE] as CombatHit;
  return slot.seq === seq ? slot : null;
}

/** Forgets every hit (tests, a new fight). */
export function resetCombatFx(): void {
  for (const slot of ring) slot.seq = 0;
  lastSeq = 0;
}
