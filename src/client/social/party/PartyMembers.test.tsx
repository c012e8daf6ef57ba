import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartyMember } from '../../../shared/api';
import { http } from '../../api/http';
import { createQueryClient } from '../../api/queryClient';
import { queryKeys } from '../../api/queryKeys';
import { useGameStore } from '../../stores/gameStore';
import { fakeAdapter } from '../../testing/testAdapter';
import { testCharacter } from '../../testing/testCharacter';
import { testMedkit } from '../../testing/testItems';
import { PartyMembers } from './PartyMembers';

const member = (id: number, name: string): PartyMember => ({ id, name, joined_at: '2300-01-01T00:00:00.000Z', location: { super_area_id: 1, super_area_name: 'Corellia' } });
const members = [member(1, 'Lead Pilot'), member(2, 'Wing Mate')];

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

function show(characterId: number, leaderId: number, queryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <PartyMembers characterId={characterId} leaderId={leaderId} members={members} online={[{ id: 2, name: 'Wing Mate' }]} isLeader={characterId === leaderId} />
    </QueryClientProvider>,
  );
}

describe('party members', () => {
  it('shows Make Leader and Kick to the leader, for the other members', () => {
    show(1, 1);
    const mate = screen.getByRole('listitem', { name: 'Wing Mate' });
    expect(within(mate).getByRole('button', { name: 'Make Leader' })).toBeEnabled();
    expect(within(mate).getByRole('button', { name: 'Kick' })).toBeEnabled();
    expect(within(screen.getByRole('listitem', { name: 'Lead Pilot' })).queryByRole('button')).toBeNull();
    expect(within(mate).getByText('No medical items')).toBeVisible();
    expect(mate.getAttribute('data-online')).toBe('yes');
    expect(mate.textContent).toContain('Corellia');
  });

  it('shows neither to a member who is not the leader', () => {
    show(2, 1);
    expect(screen.queryByRole('button', { name: 'Make Leader' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kick' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Lead Pilot' }).textContent).toContain('Leader');
  });

  it('heals a mate with a medical item the player carries and shows what the heal did', async () => {
    const queryClient = createQueryClient();
    useGameStore.getState().setActiveCharacterId(1);
    const base = testCharacter({ id: 1 });
    queryClient.setQueryData(queryKeys.character(1), { ...base, inventory: { ...base.inventory, items: [testMedkit(41)] } });
    const sent: unknown[] = [];
    http.defaults.adapter = fakeAdapter((config) => {
      sent.push([config.url, typeof config.data === 'string' ? JSON.parse(config.data) : config.data]);
      const zero = { health: 0, action: 0, mind: 0 };
      return { status: 200, data: { success: true, message: 'Used Field Medkit on Wing Mate: healed 60 health, 30 action and 30 mind.', patient: { id: 2, name: 'Wing Mate' }, healed: { health: 60, action: 30, mind: 30 }, wounds_treated: zero, experience: 240 } };
    });
    show(1, 1, queryClient);
    const mate = screen.getByRole('listitem', { name: 'Wing Mate' });
    fireEvent.click(within(mate).getByRole('button', { name: 'Heal Wing Mate Field Medkit' }));
    expect(await within(mate).findByText('Used Field Medkit on Wing Mate: healed 60 health, 30 action and 30 mind.')).toBeVisible();
    expect(sent[0]).toEqual(['/api/swg-combat/heal-mate', { patient_id: 2, item_id: 41 }]);
  });
});
