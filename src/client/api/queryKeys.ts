/** TanStack Query keys, so a mutation invalidates exactly the entries it changed. */
export const queryKeys = {
  user: ['user'] as const,
  characterList: ['characters', 'list'] as const,
  character: (id: number) => ['characters', 'detail', id] as const,
  // Contract lists belong to the character the server reads from X-Character-Id.
  contracts: {
    available: (characterId: number, filters: object) => ['trading-contracts', characterId, 'available', filters] as const,
    availableAll: (characterId: number) => ['trading-contracts', characterId, 'available'] as const,
    active: (characterId: number) => ['trading-contracts', characterId, 'active'] as const,
    history: (characterId: number) => ['trading-contracts', characterId, 'history'] as const,
  },
};
