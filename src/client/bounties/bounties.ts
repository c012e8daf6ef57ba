import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { bountyRoutes, type BountyAction, type BountyBoardResponse } from '../../shared/api';
import { refreshChanges } from '../api/actSettlement';
import { callRoute } from '../api/callRoute';
import { queryKeys } from '../api/queryKeys';

/** GET /api/bounties: today's posted targets, the hunts under way and the last ones ended. */
export const bountyBoardQueryOptions = (characterId: number) =>
  queryOptions({ queryKey: queryKeys.bounties.board(characterId), queryFn: ({ signal }) => callRoute(bountyRoutes.board, {}, { signal }) });

/** The bounty acts, each answering with the bounty as it now stands. */
export const bountyCalls = {
  accept: (targetKey: string) => callRoute(bountyRoutes.accept, { body: { target_key: targetKey } }),
  investigate: (id: number) => callRoute(bountyRoutes.investigate, { params: { id } }),
  engage: (id: number) => callRoute(bountyRoutes.engage, { params: { id } }),
  abandon: (id: number) => callRoute(bountyRoutes.abandon, { params: { id } }),
};

export type BountyActName = keyof typeof bountyCalls;

/**
 * After a bounty act: the answer's bounty patched into the board (its hunts, the offer it took),
 * then whatever else the route says it changed (a fight started) read again.
 */
export async function settleBountyAct(queryClient: QueryClient, characterId: number, act: BountyActName, answer: BountyAction): Promise<void> {
  const key = queryKeys.bounties.board(characterId);
  queryClient.setQueryData<BountyBoardResponse>(key, (board) => {
    if (!board) return board;
    const { bounty } = answer;
    const others = board.active.filter((b) => b.id !== bounty.id);
    const active = bounty.status === 'active' ? [bounty, ...others] : others;
    const history = bounty.status === 'active' ? board.history : [bounty, ...board.history.filter((b) => b.id !== bounty.id)];
    const taken = new Set(active.map((b) => b.key));
    return { offers: board.offers.map((offer) => ({ ...offer, taken: taken.has(offer.key) })), active, history };
  });
  await refreshChanges(queryClient, characterId, bountyRoutes[act].changes, { patched: [key] });
}
