/**
 * A won fight's credits among the fighters standing: each ⌊credits / n⌋, and the one whose act won
 * the fight also takes what does not divide, so the shares add up to the credits.
 */
export function fightShares(credits: number, fighterIds: readonly number[], finisherId: number): Map<number, number> {
  const ids = fighterIds.length > 0 ? fighterIds : [finisherId];
  const each = Math.floor(credits / ids.length);
  const shares = new Map(ids.map((id) => [id, each]));
  const winner = shares.has(finisherId) ? finisherId : ids[0]!;
  shares.set(winner, (shares.get(winner) ?? 0) + credits - each * ids.length);
  return shares;
}
