import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HealControl } from './HealControl';

const kinds = [
  { id: 3, name: 'Stim Pack', effect: 'Heals 25 health.', count: 2 },
  { id: 5, name: 'Field Medkit', effect: 'Heals 60 health.', count: 1 },
];

describe('HealControl', () => {
  it('heals the named patient with the item chosen, the first one unless another is picked', () => {
    const onHeal = vi.fn();
    render(<HealControl patientName="Ana" kinds={kinds} onHeal={onHeal} />);
    const heal = screen.getByRole('button', { name: /^Heal Ana/ });
    expect(heal).toHaveTextContent('Heal Ana Stim Pack');
    fireEvent.click(heal);
    fireEvent.change(screen.getByRole('combobox', { name: 'Item to heal Ana with' }), { target: { value: '5' } });
    expect(heal).toHaveTextContent('Heal Ana Field Medkit');
    fireEvent.click(heal);
    expect(onHeal.mock.calls).toEqual([[3], [5]]);
  });

  it('says so when there is nothing to heal with', () => {
    render(<HealControl patientName="Ana" kinds={[]} onHeal={vi.fn()} />);
    expect(screen.getByText('No medical items')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Heal Ana/ })).toBeNull();
  });
});
