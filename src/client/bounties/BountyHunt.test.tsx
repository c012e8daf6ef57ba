import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Bounty } from '../../shared/api';
import { BountyHunt } from './BountyHunt';

const lead = (id: number, name: string, kind: 'clue' | 'target', followed: boolean) => ({ system: { id, name }, kind, followed });

function hunt(overrides: Partial<Bounty>): Bounty {
  return {
    id: 1, key: '1-0', target_name: 'Varo Tarsk', target_level: 2, status: 'active', clues_total: 2, clues_followed: 1,
    trail: [lead(3, 'Corzea', 'clue', true), lead(4, 'Dramion', 'clue', false)], next: lead(4, 'Dramion', 'clue', false), here: false,
    reward: 1_200, paid: null, combat_session_id: null, accepted_at: '2300-01-01T00:00:00Z', expires_at: '2300-01-02T00:00:00Z', ended_at: null,
    ...overrides,
  };
}

function renderHunt(bounty: Bounty) {
  const acts = { onInvestigate: vi.fn(), onFight: vi.fn(), onAbandon: vi.fn() };
  render(<ul><BountyHunt bounty={bounty} busy={false} {...acts} /></ul>);
  return acts;
}

describe('BountyHunt', () => {
  it('shows the clues followed and the next lead, and says where to fly while the hunter is elsewhere', () => {
    renderHunt(hunt({}));
    expect(screen.getByRole('list', { name: 'Clue trail' })).toHaveTextContent('Clue 1 of 2: Corzea ✓Clue 2 of 2: Dramion');
    expect(screen.getByText('Fly to Dramion and investigate there.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Investigate/ })).not.toBeInTheDocument();
  });

  it('offers to investigate in the clue\'s system', async () => {
    const acts = renderHunt(hunt({ here: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Investigate in Dramion' }));
    expect(acts.onInvestigate).toHaveBeenCalledOnce();
  });

  it('offers the fight once the target is located and the hunter stands in its hideout', async () => {
    const target = lead(5, 'Obtheon', 'target', false);
    const acts = renderHunt(hunt({ clues_followed: 2, next: target, here: true, trail: [lead(3, 'Corzea', 'clue', true), lead(4, 'Dramion', 'clue', true), target] }));
    expect(screen.getByText('Target located: Varo Tarsk hides in Obtheon.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Target located: fight' }));
    expect(acts.onFight).toHaveBeenCalledOnce();
  });
});
