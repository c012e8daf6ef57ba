import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartyMember } from '../../../shared/api';
import { createQueryClient } from '../../api/queryClient';
import { PartyMembers } from './PartyMembers';

const member = (id: number, name: string): PartyMember => ({ id, name, joined_at: '2300-01-01T00:00:00.000Z', location: { super_area_id: 1, super_area_name: 'Corellia' } });
const members = [member(1, 'Lead Pilot'), member(2, 'Wing Mate')];

function show(characterId: number, leaderId: number) {
  render(
    <QueryClientProvider client={createQueryClient()}>
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
    expect(mate.getAttribute('data-online')).toBe('yes');
    expect(mate.textContent).toContain('Corellia');
  });

  it('shows neither to a member who is not the leader', () => {
    show(2, 1);
    expect(screen.queryByRole('button', { name: 'Make Leader' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kick' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Lead Pilot' }).textContent).toContain('Leader');
  });
});
