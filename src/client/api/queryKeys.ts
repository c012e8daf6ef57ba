/** TanStack Query keys, so a mutation invalidates exactly the entries it changed. */
export const queryKeys = {
  user: ['user'] as const,
  characterList: ['characters', 'list'] as const,
  character: (id: number) => ['characters', 'detail', id] as const,
};
