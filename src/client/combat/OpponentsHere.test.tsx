import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useCharacterStore } from '../stores/characterStore';
import { OpponentsHere } from './OpponentsHere';

vi.mock('./combatOpponents', () => ({
  opponentsHereQueryOptions: (characterId: number) => ({
    queryKey: ['combat', characterId, 'opponents'],
    queryFn: async () => ({
      super_area: { id: 1, name: 'Morloon', danger_level: 3 },
      place: { id: 2, name: 'Morloon Port' },
      enemies: [{ id: 5, name: 'Dune Stalker', kind: 'beast', level: 3, health_max: 120 }],
      npcs: [],
    }),
  }),
}));

function renderOpponents() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OpponentsHere characterId={1} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('who you can fight here', () => {
  it('offers Fight while docked', async () => {
    renderOpponents();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Fight' })).disabled).toBe(false);
    expect(screen.queryByText('Not available while travelling')).toBeNull();
  });

  it('disables Fight on a journey and says why', async () => {
    useCharacterStore.getState().startTravel('Vega', 60);
    renderOpponents();
    const fight = await screen.findByRole<HTMLButtonElement>('button', { name: 'Fight', description: 'Not available while travelling' });
    expect(fight.disabled).toBe(true);
    expect(screen.getByText('Not available while travelling').tagName).toBe('P');
  });
});
