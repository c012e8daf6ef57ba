/** A repair kit's hull points added to `durability`, never past `maxDurability`. */
export function durabilityAfterRepair(durability: number, maxDurability: number, amount: number): number {
  return Math.min(maxDurability, durability + Math.max(0, amount));
}
